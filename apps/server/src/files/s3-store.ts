import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { S3Config } from '../config.ts'
import { contentTypeOf, isFileKey, type FileStore } from './keys.ts'

/*
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces…): one
 * object per key, at the bucket's root. The server still serves them (files/routes.ts) with its
 * own headers, so the bucket stays private and a reseller's host shows the same path; the
 * bucket's public access and its CDN are not needed.
 *
 * Tested against a real S3 server on this machine (`@20minutes/s3rver`, a maintained fork of
 * s3rver, from npm: no Debian package of MinIO exists here), which proves the requests the SDK
 * signs and sends, and what a missing key answers, rather than a mock of the SDK's own calls.
 */

/** The SDK client of a configuration, exported for tests that look into the bucket. */
export function s3ClientOf(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 demands them: the SDK's default since 2025 (a CRC trailer on
    // every upload) is refused by several S3-compatible stores; TLS and the signature already
    // protect what is sent, and a key names its content's SHA-256.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
}

/** No such object; a missing bucket (also a 404) is a misconfiguration and stays an error. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException &&
      (error.name === 'NoSuchKey' || error.name === 'NotFound'))
  )
}

export function s3FileStore(config: S3Config, client = s3ClientOf(config)): FileStore {
  const Bucket = config.bucket
  return {
    async put(key, bytes) {
      if (!isFileKey(key)) throw new Error(`not a file key: ${key}`)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: contentTypeOf(key),
          // Same key, same bytes (content-addressed): whoever reads the bucket may cache it.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      )
    },
    async get(key) {
      if (!isFileKey(key)) return undefined
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        if (!answer.Body) return undefined
        return {
          bytes: await answer.Body.transformToByteArray(),
          contentType: contentTypeOf(key),
        }
      } catch (error) {
        if (isMissing(error)) return undefined
        throw error
      }
    },
    async delete(key) {
      if (!isFileKey(key)) return
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
  }
}
