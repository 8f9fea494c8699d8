import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isUploadedImagePath, UPLOADED_FILES_PATH } from '@vitrine/api'
import type { Config, S3Config } from '../config.ts'
import { contentTypeOf, isFileKey, type FileStore } from './keys.ts'

/* The stores behind FileStore (keys.ts says what keys are): local disk, memory, S3. */
export {
  contentTypeOf,
  FILE_TYPES,
  fileKeyOf,
  isFileKey,
  variantKeyOf,
  type FileExtension,
  type FileStore,
  type StoredFile,
} from './keys.ts'

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

/**
 * The configuration's store: the S3 bucket when one is set, else the data directory's `files`
 * folder, unless a test put another one behind it.
 */
export function fileStoreOf(config: Config): FileStore {
  let store = stores.get(config)
  if (!store) {
    store = config.s3
      ? lazyS3FileStore(config.s3)
      : diskFileStore(path.join(config.dataDir, 'files'))
    stores.set(config, store)
  }
  return store
}

/**
 * The S3 store, its SDK loaded on first use: the SDK costs about 20 MB and 160 ms, which a
 * server on the local disk never pays.
 */
function lazyS3FileStore(config: S3Config): FileStore {
  let loaded: Promise<FileStore> | undefined
  const store = () => (loaded ??= import('./s3-store.ts').then((s3) => s3.s3FileStore(config)))
  return {
    put: async (key, bytes) => (await store()).put(key, bytes),
    get: async (key) => (await store()).get(key),
    delete: async (key) => (await store()).delete(key),
  }
}

/** Puts another store behind a configuration (tests: memoryFileStore). */
export function useFileStore(config: Config, store: FileStore): void {
  stores.set(config, store)
}
