import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isUploadedImagePath, UPLOADED_FILES_PATH } from '@vitrine/api'
import type { Config } from '../config.ts'

/*
 * Files people upload (a payment link's image), kept by key. The built-in store is the local
 * disk under the data directory (`<VITRINE_DATA_DIR>/files`); an object store (S3 and the like)
 * is one more implementation of FileStore, chosen in fileStoreOf — none is built, so the server
 * adds no SDK. Keys are content-addressed (the bytes' SHA-256 and the type's extension): the
 * same image is one file, and a key's bytes never change, so answers may be cached for good.
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
} as const
export type FileExtension = keyof typeof FILE_TYPES

/** A key the store may hold: anything else (a path, `..`) is no file of ours. */
const KEY = /^[a-f0-9]{64}\.(png|jpg|webp)$/

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

/**
 * Where a stored file is served (no login, files/routes.ts): a path, with no host, so that it
 * works on every host the server answers on (PUBLIC_URL and the resellers' domains).
 */
export function filePath(key: string): string {
  return `${UPLOADED_FILES_PATH}${key}`
}

/**
 * An image address as stored, as answered. Images uploaded before addresses were paths were
 * stored as `<PUBLIC_URL>/api/payments/public/files/<key>`: they are answered as the path too,
 * so they show on a reseller's host as well. Any other address is answered as it is.
 */
export function imageAddressOf(stored: string | null, publicUrl: string): string | null {
  const home = publicUrl.replace(/\/+$/, '')
  if (stored?.startsWith(`${home}/`)) {
    const path = stored.slice(home.length)
    if (isUploadedImagePath(path)) return path
  }
  return stored
}

/** Files in a folder, one per key, written whole (to a temporary name, then renamed). */
export function diskFileStore(root: string): FileStore {
  const where = (key: string) => {
    if (!isFileKey(key)) throw new Error(`not a file key: ${key}`)
    return path.join(root, key)
  }
  return {
    async put(key, bytes) {
      const file = where(key)
      await mkdir(root, { recursive: true })
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`
      await writeFile(temporary, bytes)
      await rename(temporary, file)
    },
    async get(key) {
      if (!isFileKey(key)) return undefined
      try {
        return { bytes: await readFile(where(key)), contentType: contentTypeOf(key) }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
    },
    async delete(key) {
      if (isFileKey(key)) await rm(where(key), { force: true })
    },
  }
}

/** Files in memory, for tests. */
export function memoryFileStore(): FileStore & { keys(): string[] } {
  const files = new Map<string, Uint8Array>()
  return {
    async put(key, bytes) {
      if (!isFileKey(key)) throw new Error(`not a file key: ${key}`)
      files.set(key, bytes.slice())
    },
    async get(key) {
      const bytes = files.get(key)
      return bytes ? { bytes, contentType: contentTypeOf(key) } : undefined
    },
    async delete(key) {
      files.delete(key)
    },
    keys: () => [...files.keys()],
  }
}

const stores = new WeakMap<Config, FileStore>()

/** The configuration's store: the data directory's `files` folder unless one was given. */
export function fileStoreOf(config: Config): FileStore {
  let store = stores.get(config)
  if (!store) {
    store = diskFileStore(path.join(config.dataDir, 'files'))
    stores.set(config, store)
  }
  return store
}

/** Puts another store behind a configuration (tests: memoryFileStore). */
export function useFileStore(config: Config, store: FileStore): void {
  stores.set(config, store)
}
