import { parseBody } from '../http/field-errors.ts'
import type { Lang } from '../validation/index.ts'
import type { ThemeFilesApi } from './api.ts'
import { DEMO_THEME, DEMO_THEME_EMPTY_FOLDERS } from './demo.ts'
import { themeFileError } from './errors.ts'
import {
  isWithin,
  parentFolders,
  THEME_ENTRIES_MAX,
  ThemeCreateInputSchema,
  ThemeMoveInputSchema,
  ThemePathQuerySchema,
  ThemeRestoreInputSchema,
  ThemeSaveInputSchema,
  ThemeSearchQuerySchema,
  type ThemeEntry,
  type ThemeFile,
  type ThemeFileVersionContent,
} from './schema.ts'
import { searchThemeFiles } from './search.ts'

export interface StoredThemeEntry extends ThemeFile {
  /** Every version, oldest first (none for a folder). */
  versions: Omit<ThemeFileVersionContent, 'path'>[]
}

export interface ThemeFilesFixtureState {
  entries: StoredThemeEntry[]
  /** Who the fixture's saves are made by. */
  actor: string
}

const AT = '2026-03-10T12:00:00.000Z'
const EARLIER = ['2026-03-01T09:00:00.000Z', '2026-03-05T15:30:00.000Z']

function folder(path: string, at = AT): StoredThemeEntry {
  return {
    path,
    kind: 'folder',
    size: 0,
    version: 0,
    content: '',
    updated_at: at,
    updated_by: 'Ana Lima',
    versions: [],
  }
}

export function sampleThemeFilesState(empty: boolean): ThemeFilesFixtureState {
  if (empty) return { entries: [], actor: 'Ana Lima' }
  const entries = new Map<string, StoredThemeEntry>()
  for (const file of DEMO_THEME) {
    for (const parent of parentFolders(file.path)) entries.set(parent, folder(parent))
    const contents = [...(file.history ?? []), file.content]
    entries.set(file.path, {
      path: file.path,
      kind: 'file',
      size: file.content.length,
      version: contents.length,
      content: file.content,
      updated_at: AT,
      updated_by: 'Ana Lima',
      versions: contents.map((content, index) => ({
        version: index + 1,
        size: content.length,
        content,
        author: index === contents.length - 1 ? 'Ana Lima' : 'Bruno Costa',
        created_at: index === contents.length - 1 ? AT : EARLIER[index % EARLIER.length]!,
      })),
    })
  }
  for (const path of DEMO_THEME_EMPTY_FOLDERS) entries.set(path, folder(path))
  return { entries: [...entries.values()], actor: 'Ana Lima' }
}

const byPath = (a: { path: string }, b: { path: string }) =>
  a.path < b.path ? -1 : a.path > b.path ? 1 : 0

function toEntry(entry: StoredThemeEntry): ThemeEntry {
  const { path, kind, size, version, updated_at, updated_by } = entry
  return { path, kind, size, version, updated_at, updated_by }
}

function toFile(entry: StoredThemeEntry): ThemeFile {
  return { ...toEntry(entry), content: entry.content }
}

/** The theme in memory, answering as the server does (same schemas, refusals and order). */
export function createThemeFilesFixture(
  state: ThemeFilesFixtureState,
  now: () => Date,
  lang: Lang = 'pt-BR',
): ThemeFilesApi {
  const find = (path: string) => state.entries.find((entry) => entry.path === path)
  const findFile = (path: string) => {
    const entry = find(path)
    if (!entry) throw themeFileError(404, lang, 'notFound', { field: 'path' })
    if (entry.kind !== 'file') throw themeFileError(422, lang, 'notAFile', { field: 'path' })
    return entry
  }
  const tree = () => ({ entries: [...state.entries].sort(byPath).map(toEntry) })
  /** The folders above `path` that are missing, refusing a file in the way. */
  const missingParents = (path: string, field: string) => {
    const missing: string[] = []
    for (const parent of parentFolders(path)) {
      const entry = find(parent)
      if (entry?.kind === 'file') {
        throw themeFileError(422, lang, 'parentIsFile', { params: { parent }, field })
      }
      if (!entry) missing.push(parent)
    }
    return missing
  }
  const addVersion = (entry: StoredThemeEntry, content: string) => {
    const at = now().toISOString()
    entry.version += 1
    entry.content = content
    entry.size = content.length
    entry.updated_at = at
    entry.updated_by = state.actor
    entry.versions.push({
      version: entry.version,
      size: content.length,
      content,
      author: state.actor,
      created_at: at,
    })
  }
  return {
    tree: async () => tree(),
    read: async (_appId, path) =>
      toFile(findFile(parseBody(ThemePathQuerySchema, { path }, lang).path)),
    create: async (_appId, input) => {
      const values = parseBody(ThemeCreateInputSchema, input, lang)
      if (find(values.path)) throw themeFileError(409, lang, 'exists', { field: 'path' })
      const parents = missingParents(values.path, 'path')
      if (state.entries.length + parents.length + 1 > THEME_ENTRIES_MAX) {
        throw themeFileError(422, lang, 'tooManyEntries', { field: 'path' })
      }
      const at = now().toISOString()
      for (const parent of parents)
        state.entries.push({ ...folder(parent, at), updated_by: state.actor })
      const entry = { ...folder(values.path, at), updated_by: state.actor, kind: values.kind }
      state.entries.push(entry)
      if (values.kind === 'file') {
        entry.version = 0
        addVersion(entry, values.content)
      }
      return toEntry(entry)
    },
    move: async (_appId, input) => {
      const { from, to } = parseBody(ThemeMoveInputSchema, input, lang)
      const source = find(from)
      if (!source) throw themeFileError(404, lang, 'notFound', { field: 'from' })
      if (source.kind === 'folder' && isWithin(to, from)) {
        throw themeFileError(422, lang, 'moveIntoItself', { field: 'to' })
      }
      if (find(to)) throw themeFileError(409, lang, 'exists', { field: 'to' })
      const parents = missingParents(to, 'to')
      const at = now().toISOString()
      for (const parent of parents)
        state.entries.push({ ...folder(parent, at), updated_by: state.actor })
      for (const entry of state.entries) {
        if (isWithin(entry.path, from)) entry.path = to + entry.path.slice(from.length)
      }
      return tree()
    },
    remove: async (_appId, path) => {
      const values = parseBody(ThemePathQuerySchema, { path }, lang)
      if (!find(values.path)) throw themeFileError(404, lang, 'notFound', { field: 'path' })
      state.entries = state.entries.filter((entry) => !isWithin(entry.path, values.path))
    },
    save: async (_appId, input) => {
      const values = parseBody(ThemeSaveInputSchema, input, lang)
      const entry = findFile(values.path)
      if (entry.version !== values.base_version) {
        throw themeFileError(409, lang, 'conflict', {
          params: { version: entry.version },
          data: { current: toFile(entry) },
        })
      }
      if (entry.content !== values.content) addVersion(entry, values.content)
      return toFile(entry)
    },
    versions: async (_appId, path) =>
      findFile(path)
        .versions.map(({ content: _content, ...version }) => version)
        .reverse(),
    version: async (_appId, path, version) => {
      const found = findFile(path).versions.find((item) => item.version === version)
      if (!found) throw themeFileError(404, lang, 'versionNotFound')
      return { ...found, path }
    },
    restore: async (_appId, input) => {
      const values = parseBody(ThemeRestoreInputSchema, input, lang)
      const entry = findFile(values.path)
      const found = entry.versions.find((item) => item.version === values.version)
      if (!found) throw themeFileError(404, lang, 'versionNotFound', { field: 'version' })
      addVersion(entry, found.content)
      return toFile(entry)
    },
    search: async (_appId, query) => {
      const { q } = parseBody(ThemeSearchQuerySchema, { q: query }, lang)
      return searchThemeFiles(
        state.entries.filter((entry) => entry.kind === 'file'),
        q.trim(),
      )
    },
  }
}
