import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from '@20minutes/s3rver'
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadConfig, type S3Config } from '../config.ts'
import { s3ClientOf, s3FileStore } from './s3-store.ts'
import { fileStoreOf } from './store.ts'
import { storeImage } from './upload.ts'

/*
 * The S3 store against a real S3 server on this machine (s3rver, from npm), on a port of its
 * own choosing: the SDK signs and sends real requests, and the answers are S3's.
 */

const BUCKET = 'vitrine-files'
let server: S3rver
let folder: string
let s3: S3Config

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'vitrine-s3-'))
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET }],
  })
  const { port } = await server.run()
  // s3rver's own fixed credentials: the server checks the signature made with them.
  const env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'on',
  }
  s3 = loadConfig(env, { cwd: '/', staticDir: '/' }).s3!
})

afterAll(async () => {
  await server?.close()
  await rm(folder, { recursive: true, force: true })
})

const KEY = `${'ab'.repeat(32)}.png`

describe('s3FileStore', () => {
  test('put, get and delete an object; the type and long caching go with it', async () => {
    const store = s3FileStore(s3)
    const bytes = Uint8Array.from([1, 2, 3, 250])
    await store.put(KEY, bytes)
    expect(await store.get(KEY)).toEqual({ bytes, contentType: 'image/png' })
    const head = await s3ClientOf(s3).send(new HeadObjectCommand({ Bucket: BUCKET, Key: KEY }))
    expect(head.ContentType).toBe('image/png')
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable')
    // The same key again is the same bytes: a second put changes nothing.
    await store.put(KEY, bytes)
    expect((await store.get(KEY))?.bytes).toEqual(bytes)
    await store.delete(KEY)
    expect(await store.get(KEY)).toBeUndefined()
    // Deleting what is not there is no error.
    await store.delete(KEY)
  })

  test('a key that is not kept is undefined; one that is no key is never sent', async () => {
    const store = s3FileStore(s3)
    expect(await store.get(`${'0'.repeat(64)}.webp`)).toBeUndefined()
    for (const bad of [
      '../secret',
      `${'a'.repeat(64)}.svg`,
      'a/b.png',
      `${'A'.repeat(64)}.png`,
      '',
    ]) {
      await expect(store.put(bad, new Uint8Array([1]))).rejects.toThrow('not a file key')
      expect(await store.get(bad)).toBeUndefined()
      await store.delete(bad)
    }
  })

  test('a bucket that does not exist is an error, not a missing file', async () => {
    const store = s3FileStore({ ...s3, bucket: 'no-such-bucket' })
    await expect(store.get(KEY)).rejects.toThrow()
  })

  test('with S3_BUCKET set, uploads go to the bucket, copies included', async () => {
    const config = loadConfig(
      {
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint!,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'on',
        VITRINE_DATA_DIR: path.join(folder, 'not-used'),
      },
      { cwd: '/', staticDir: '/' },
    )
    const png = await sharp({ create: { width: 700, height: 70, channels: 3, background: '#08f' } })
      .png()
      .toBuffer()
    const image = await storeImage(config, new Uint8Array(png))
    const client = s3ClientOf(s3)
    for (const url of [image.url, ...image.variants.map((variant) => variant.url)]) {
      const key = url.split('/').at(-1)!
      const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
      expect((await object.Body!.transformToByteArray()).byteLength).toBeGreaterThan(0)
    }
    expect((await fileStoreOf(config).get(image.key))?.contentType).toBe('image/png')
  })
})
