/**
 * The layer table of docs/architecture.md ("Layers") as rules, checked by
 * `npm run lint:layers` (part of `npm test`): a module may import from the
 * project only its own layer and the layers its row names. Type-only imports
 * count like any other; where a row allows only types, so does its rule.
 * A change to the table changes this file in the same commit.
 */

/** A layer: where its files are, and which layers it may import (by name; `{ types: name }` for type-only imports). */
const LAYERS = {
  worker: { path: '^src/worker\\.ts$', mayImport: ['paths', 'env', 'middleware', 'routes', 'scheduled'] },
  scheduled: { path: '^src/scheduled/', mayImport: ['lib', 'supabase', { types: 'env' }] },
  paths: { path: '^src/paths\\.ts$', mayImport: [] },
  env: { path: '^src/env\\.ts$', mayImport: [{ types: 'i18n' }, { types: 'lib' }, { types: 'supabase' }] },
  redirectManifest: { path: '^src/redirect-manifest\\.ts$', mayImport: [] },
  middleware: {
    path: '^src/middleware/',
    mayImport: ['lib', 'i18n', 'supabase', 'views', 'styles', 'paths', 'env', 'redirectManifest'],
  },
  routes: {
    path: '^src/routes/',
    mayImport: ['middleware', 'views', 'supabase', 'product', 'lib', 'i18n', 'styles', 'paths', 'env', 'redirectManifest'],
  },
  views: { path: '^src/views/', mayImport: ['lib', 'i18n', 'styles', 'paths', { types: 'env' }, { types: 'apiType' }] },
  client: {
    path: '^src/client/',
    mayImport: ['islands', { types: 'islandManifest' }, { types: 'apiType' }, 'lib', 'i18n', 'paths'],
  },
  lib: { path: '^src/lib/', mayImport: ['i18n', 'paths'] },
  i18n: { path: '^src/i18n/', mayImport: [] },
  supabase: { path: '^src/supabase/', mayImport: ['lib', 'i18n', 'env'] },
  product: { path: '^src/product/', mayImport: ['lib'] },
  styles: { path: '^src/styles/', mayImport: ['paths'] },
  standIn: { path: '^supabase/local/', mayImport: [] },
}

/** Parts of a layer that another layer may import on their own. */
const PARTS = {
  /** The islands' components, hydrated in the browser. */
  islands: '^src/views/islands/',
  /** The islands' names and scripts, read from the build's manifest (server only; the browser takes its types). */
  islandManifest: '^src/views/islands\\.ts$',
  /** The JSON API's routes as a type (`ApiType`, imported as `#api`), which types the islands' `hc` client. */
  apiType: '^src/routes/api/index\\.ts$',
}

const pathOf = (name) => LAYERS[name]?.path ?? PARTS[name]

/** Every file of the project that a rule guards, as the target of an import. */
const PROJECT = '^(src|supabase/local)/'

const layerRules = Object.entries(LAYERS).flatMap(([name, layer]) => {
  const allowed = layer.mayImport.map((entry) => pathOf(typeof entry === 'string' ? entry : entry.types))
  const typesOnly = layer.mayImport.filter((entry) => typeof entry !== 'string').map((entry) => pathOf(entry.types))
  const names = layer.mayImport.map((entry) => (typeof entry === 'string' ? entry : `types of ${entry.types}`))
  return [
    {
      name: `${name}-imports-its-row`,
      comment: `${name} may import ${names.join(', ') || 'nothing else of the project'} (docs/architecture.md, "Layers")`,
      severity: 'error',
      from: { path: layer.path },
      to: { path: PROJECT, pathNot: [layer.path, ...allowed] },
    },
    ...typesOnly.map((path) => ({
      name: `${name}-imports-only-types-of-${path}`,
      comment: `${name} may import only types from ${path} (docs/architecture.md, "Layers")`,
      severity: 'error',
      from: { path: layer.path },
      to: { path, dependencyTypesNot: ['type-only'] },
    })),
  ]
})

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-circular',
      comment: 'No module depends on itself through others at run time (type-only imports aside).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
}
