import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { once } from 'node:events'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Config } from '../../config.ts'

/*
 * Where generated feeds are kept: the same place as uploads (files/store.ts), the data
 * directory (`<data>/feeds/<token>.<xml|csv>`) or, with S3_BUCKET set, the bucket under
 * `feeds/`. Uploads are small and content-addressed, put whole; a feed is hundreds of MB
 * written as it is read from the catalogue and replaced by every generation, so it has its
 * own writer: text goes to a temporary file as it comes (waiting when the disk lags), which is
 * renamed over the old feed, or streamed to the bucket, only once the feed is whole — a
 * reader never sees half a feed, and a run cut short leaves the previous one in place.
 */

export interface FeedSink {
  /** Appends text (UTF-8), resolving once the disk has taken it or has room for more. */
  write(text: string): Promise<void>
  /** Bytes written so far. */
  readonly bytes: number
  /** Publishes the file under its name. */
  finish(): Promise<void>
  /** Drops what was written (a failed run): the previous file stays. */
  abort(): Promise<void>
}

export interface StoredFeed {
  body: ReadableStream<Uint8Array>
  size: number
}

const folderOf = (config: Config) => path.join(config.dataDir, 'feeds')

/** A token's file name; tokens are base64url, so nothing else reaches the disk or the bucket. */
export function feedFileName(token: string, extension: 'xml' | 'csv'): string {
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) throw new Error('not a feed token')
  return `${token}.${extension}`
}

export async function openFeedSink(config: Config, name: string): Promise<FeedSink> {
  const folder = folderOf(config)
  await mkdir(folder, { recursive: true })
  const temporary = path.join(folder, `.${name}.${randomBytes(6).toString('hex')}.tmp`)
  const out: WriteStream = createWriteStream(temporary)
  await once(out, 'open')
  let bytes = 0
  let failed: Error | undefined
  out.on('error', (error) => (failed = error))
  const closed = async () => {
    if (!out.closed) {
      out.end()
      await once(out, 'close')
    }
  }
  return {
    get bytes() {
      return bytes
    },
    async write(text) {
      if (failed) throw failed
      const chunk = Buffer.from(text, 'utf8')
      bytes += chunk.length
      if (!out.write(chunk)) await once(out, 'drain')
    },
    async finish() {
      await closed()
      if (failed) throw failed
      try {
        if (config.s3) {
          const { s3ClientOf } = await import('../../files/s3-store.ts')
          const { PutObjectCommand } = await import('@aws-sdk/client-s3')
          await s3ClientOf(config.s3).send(
            new PutObjectCommand({
              Bucket: config.s3.bucket,
              Key: `feeds/${name}`,
              Body: createReadStream(temporary),
              ContentLength: bytes,
            }),
          )
        } else {
          await rename(temporary, path.join(folder, name))
        }
      } finally {
        await rm(temporary, { force: true })
      }
    },
    async abort() {
      await closed().catch(() => undefined)
      await rm(temporary, { force: true })
    },
  }
}

/** The stored feed as a stream, or undefined when it was never generated. */
export async function readStoredFeed(
  config: Config,
  name: string,
): Promise<StoredFeed | undefined> {
  if (config.s3) {
    // The SDK is loaded only with a bucket (about 20 MB), as files/store.ts does.
    const { s3ClientOf } = await import('../../files/s3-store.ts')
    const { GetObjectCommand } = await import('@aws-sdk/client-s3')
    try {
      const answer = await s3ClientOf(config.s3).send(
        new GetObjectCommand({ Bucket: config.s3.bucket, Key: `feeds/${name}` }),
      )
      if (!answer.Body) return undefined
      return { body: answer.Body.transformToWebStream(), size: answer.ContentLength ?? 0 }
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return undefined
      throw error
    }
  }
  const file = path.join(folderOf(config), name)
  try {
    const { size } = await stat(file)
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
    return { body, size }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/** Removes a feed's files (the feed was deleted). */
export async function removeStoredFeed(config: Config, names: readonly string[]): Promise<void> {
  for (const name of names) {
    if (config.s3) {
      const { s3ClientOf } = await import('../../files/s3-store.ts')
      const { DeleteObjectCommand } = await import('@aws-sdk/client-s3')
      await s3ClientOf(config.s3).send(
        new DeleteObjectCommand({ Bucket: config.s3.bucket, Key: `feeds/${name}` }),
      )
    } else {
      await rm(path.join(folderOf(config), name), { force: true })
    }
  }
}
