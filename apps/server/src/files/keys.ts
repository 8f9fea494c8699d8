import { createHash } from 'node:crypto'

/*
 * Files people upload (a payment link's image, a product's, a CMS element's), kept by key. The
 * built-in store is the local disk under the data directory (`<VITRINE_DATA_DIR>/files`); with
 * S3_BUCKET set it is that bucket (s3-store.ts), chosen in fileStoreOf. Keys are content-
 * addressed (the bytes' SHA-256 and the type's extension): the same image is one file, and a
 * key's bytes never change, so answers may be cached for good. An image's WebP copies
 * (upload.ts) are named after it, `<sha256>-<width>w.webp`: made from those bytes alone, they
 * never change either, and a page that knows the image's address can list them.
 */

export interface StoredFile {
  bytes: Uint8Array
  contentType: string
}

export interface FileStore {
  /** Keeps the bytes under the key (a key already kept is left as it is: same key, same bytes). */
  put(key: string, bytes: Uint8Array): Promise<void>
  get(key: string): Promise<StoredFile | undefined>
  delete(key: string): Promise<void>
}

/** The types the store serves, by the key's extension. */
export const FILE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const
export type FileExtension = keyof typeof FILE_TYPES

/** A key the store may hold: anything else (a path, `..`) is no file of ours. */
const KEY = /^[a-f0-9]{64}(?:\.(?:png|jpg|webp|gif)|-\d{2,4}w\.webp)$/

export function isFileKey(key: string): boolean {
  return KEY.test(key)
}

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as FileExtension
  return FILE_TYPES[extension] ?? 'application/octet-stream'
}

export function fileKeyOf(bytes: Uint8Array, extension: FileExtension): string {
  return `${createHash('sha256').update(bytes).digest('hex')}.${extension}`
}

/** The key of an image's WebP copy `width` pixels wide (the image's key without its type). */
export function variantKeyOf(key: string, width: number): string {
  return `${key.slice(0, key.lastIndexOf('.'))}-${width}w.webp`
}
