import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { dirname, extname, join, resolve, sep } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

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
 * Writes go to a temp file renamed into place, so a crash never leaves a truncated
 * object, and `removePartials` clears what an interrupted write left behind.
 */
export class FilesystemStorageAdapter {
  /** How a file still being written ends; never a valid object name of the app. */
  static readonly PARTIAL_SUFFIX = '.partial'
  readonly driver = 'filesystem'
  readonly basePath: string

  constructor(basePath: string) {
    this.basePath = resolve(basePath)
  }

  /** Deletes the temp files of writes a crash interrupted; run once at start. */
  async removePartials(): Promise<void> {
    const names = await readdir(this.basePath, { recursive: true }).catch(() => [] as string[])
    for (const name of names) {
      if (name.endsWith(FilesystemStorageAdapter.PARTIAL_SUFFIX)) await rm(join(this.basePath, name), { force: true })
    }
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
    const partial = `${file}.${randomUUID()}${FilesystemStorageAdapter.PARTIAL_SUFFIX}`
    const hash = createHash('md5')
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk)
        done(null, chunk)
      },
    })
    try {
      await pipeline(toStream(body), hashing, createWriteStream(partial, { flush: true }))
      await rename(partial, file)
    } catch (error) {
      await rm(partial, { force: true })
      throw error
    }
    const info = await stat(file)
    return {
      cacheControl,
      contentLength: info.size,
      size: info.size,
      mimetype: contentType,
      lastModified: info.mtime,
      eTag: `"${hash.digest('hex')}"`,
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
    const partial = `${target}.${randomUUID()}${FilesystemStorageAdapter.PARTIAL_SUFFIX}`
    await copyFile(this.path(fromBucket, fromKey), partial)
    await rename(partial, target)
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

function toStream(body: Body): Readable {
  if (body instanceof Uint8Array) return Readable.from([body])
  return Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>)
}
