/**
 * Stands in for `iceberg-js` in the worker's bundle: storage-js uses it only
 * for analytics buckets (`storage.analytics`), which the worker never opens
 * (it stores avatars). wrangler.toml's `[alias]` points the package here;
 * opening an analytics bucket fails loudly.
 */
export class IcebergRestCatalog {
  constructor() {
    throw new Error('Iceberg catalogs are not bundled into the worker (src/bundle/iceberg.ts)')
  }
}
