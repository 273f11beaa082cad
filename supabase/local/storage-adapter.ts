import { createHash } from 'node:crypto'
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, extname, join, resolve, sep } from 'node:path'

type Body = ReadableStream<Uint8Array> | Buffer | Uint8Array

interface ObjectMetadata {
  cacheControl: string
  contentLength: number
  size: number
  mimetype: string
  lastModified: Date
  eTag: string
  contentRange?: string
  httpStatusCode?: number
}

const MIME: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain',
}

/**
 * Keeps Storage object bytes on disk under `<basePath>/<bucket>/<key>`. lite ships an
 * equivalent adapter only inside its CLI bundle, so the embedded stand-in brings its
 * own; this one also refuses keys that would resolve outside the base directory.
 */
export class FilesystemStorageAdapter {
  readonly driver = 'filesystem'
  readonly basePath: string

  constructor(basePath: string) {
    this.basePath = resolve(basePath)
  }

  async getObject(bucket: string, key: string, _version?: string, headers?: { range?: string; ifNoneMatch?: string }) {
    const file = this.path(bucket, key)
    const bytes = await readFile(file)
    const metadata = await this.metadata(file, key)
    if (headers?.ifNoneMatch === metadata.eTag) return { httpStatusCode: 304, metadata }
    const range = headers?.range ? /^bytes=(\d+)-(\d*)$/.exec(headers.range) : null
    if (!range) return { httpStatusCode: 200, metadata, body: bytes }
    const start = Number(range[1])
    const end = range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1
    const body = bytes.subarray(start, end + 1)
    return {
      httpStatusCode: 206,
      metadata: { ...metadata, contentLength: body.length, contentRange: `bytes ${start}-${end}/${bytes.length}` },
      body,
    }
  }

  async uploadObject(
    bucket: string,
    key: string,
    _version: string | undefined,
    body: Body,
    contentType: string,
    cacheControl: string,
  ): Promise<ObjectMetadata> {
    const file = this.path(bucket, key)
    await mkdir(dirname(file), { recursive: true })
    const bytes = await toBuffer(body)
    await writeFile(file, bytes)
    const info = await stat(file)
    return {
      cacheControl,
      contentLength: info.size,
      size: info.size,
      mimetype: contentType,
      lastModified: info.mtime,
      eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    }
  }

  async deleteObject(bucket: string, key: string): Promise<void> {
    await rm(this.path(bucket, key), { force: true })
  }

  async deleteObjects(bucket: string, keys: string[]): Promise<void> {
    for (const key of keys) await this.deleteObject(bucket, key)
  }

  async copyObject(fromBucket: string, fromKey: string, _v: string | undefined, toBucket: string, toKey: string) {
    const target = this.path(toBucket, toKey)
    await mkdir(dirname(target), { recursive: true })
    await copyFile(this.path(fromBucket, fromKey), target)
    const { eTag, lastModified } = await this.metadata(target, toKey)
    return { httpStatusCode: 200, eTag, lastModified }
  }

  async headObject(bucket: string, key: string): Promise<ObjectMetadata> {
    const file = this.path(bucket, key)
    return this.metadata(file, key)
  }

  async privateAssetUrl(bucket: string, key: string): Promise<string> {
    return `file://${this.path(bucket, key)}`
  }

  private path(bucket: string, key: string): string {
    const file = resolve(join(this.basePath, bucket, key))
    if (!file.startsWith(this.basePath + sep)) throw new Error('object key escapes the storage directory')
    return file
  }

  private async metadata(file: string, key: string): Promise<ObjectMetadata> {
    const info = await stat(file)
    return {
      cacheControl: 'no-cache',
      contentLength: info.size,
      size: info.size,
      mimetype: MIME[extname(key).toLowerCase()] ?? 'application/octet-stream',
      lastModified: info.mtime,
      eTag: `"${createHash('md5').update(`${file}:${info.mtimeMs}`).digest('hex')}"`,
    }
  }
}

async function toBuffer(body: Body): Promise<Buffer> {
  if (body instanceof Uint8Array) return Buffer.from(body)
  const chunks: Uint8Array[] = []
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) chunks.push(chunk)
  return Buffer.concat(chunks)
}
