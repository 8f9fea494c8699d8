import type {
  ThemeCreateInput,
  ThemeEntry,
  ThemeFile,
  ThemeFileVersion,
  ThemeFileVersionContent,
  ThemeMoveInput,
  ThemeRestoreInput,
  ThemeSaveInput,
  ThemeSearchResult,
  ThemeTree,
} from './schema.ts'

/**
 * The store's theme files (main service, `/apps/{appId}/theme/…`), layout level: read for the
 * tree, files, versions and search; write for every change.
 */
export interface ThemeFilesApi {
  tree(appId: number, signal?: AbortSignal): Promise<ThemeTree>
  read(appId: number, path: string, signal?: AbortSignal): Promise<ThemeFile>
  /** A file (with its first version) or a folder; the missing folders above it are made too. */
  create(appId: number, input: ThemeCreateInput): Promise<ThemeEntry>
  /** Renames or moves a file, or a folder with everything inside it; 409 when `to` exists. */
  move(appId: number, input: ThemeMoveInput): Promise<ThemeTree>
  /** Deletes a file, or a folder with everything inside it (audited). */
  remove(appId: number, path: string): Promise<void>
  /**
   * Saves the content typed on `base_version`. When the file's version is another one, the
   * ApiError is a 409 whose data is `ThemeConflictData` (the file as it is now).
   */
  save(appId: number, input: ThemeSaveInput): Promise<ThemeFile>
  versions(appId: number, path: string, signal?: AbortSignal): Promise<ThemeFileVersion[]>
  version(
    appId: number,
    path: string,
    version: number,
    signal?: AbortSignal,
  ): Promise<ThemeFileVersionContent>
  /** A new version whose content is an old one's. */
  restore(appId: number, input: ThemeRestoreInput): Promise<ThemeFile>
  search(appId: number, query: string, signal?: AbortSignal): Promise<ThemeSearchResult>
}
