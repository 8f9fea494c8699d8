import * as v from 'valibot'
import { plainText, resolveLang, type Lang } from '../validation/index.ts'

/*
 * The store's theme files (issue 17 item 2): the storefront's templates, snippets, styles and
 * scripts, edited in the panel's IDE (`/{appID}/layout/ide`). A file is addressed by its path
 * (`templates/product.html`); folders are rows of their own, so an empty folder exists until it
 * is deleted, and every folder above a file exists (the server makes the missing ones). Each save
 * appends a version; a save names the version it was typed on (`base_version`) and is refused
 * with 409 and the file as it is now when someone saved in between.
 */

/** Characters of a name: letters, digits, dot, dash, underscore (no spaces: storefront URLs). */
export const THEME_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/
export const THEME_PATH_MAX = 200
export const THEME_NAME_MAX = 80
/** Folders deep, counting the file itself (`a/b/c.html` is 3). */
export const THEME_DEPTH_MAX = 8
/** A file's content, in characters (a theme file is code people read, not a data dump). */
export const THEME_FILE_MAX_CHARS = 256 * 1024
/** A store keeps at most this many files and folders. */
export const THEME_ENTRIES_MAX = 2000
/** A search answers at most this many lines (the panel says when there were more). */
export const THEME_SEARCH_MAX_RESULTS = 200
export const THEME_SEARCH_MIN = 2
export const THEME_SEARCH_MAX = 100
/** A matching line is cut to this many characters around the match. */
export const THEME_SEARCH_LINE_MAX = 200

export const THEME_ENTRY_KINDS = ['file', 'folder'] as const
export type ThemeEntryKind = (typeof THEME_ENTRY_KINDS)[number]

const texts = {
  pathRequired: { 'pt-BR': 'Informe o caminho.', en: 'Enter the path.' },
  pathTooLong: {
    'pt-BR': `O caminho pode ter até ${THEME_PATH_MAX} caracteres.`,
    en: `The path may have up to ${THEME_PATH_MAX} characters.`,
  },
  pathAbsolute: {
    'pt-BR': 'O caminho não pode começar nem terminar com /.',
    en: 'The path cannot start or end with /.',
  },
  pathParent: {
    'pt-BR': 'Use nomes de pasta de verdade: . e .. não são aceitos.',
    en: 'Use real folder names: . and .. are not accepted.',
  },
  pathEmptySegment: {
    'pt-BR': 'O caminho tem // ou uma pasta sem nome.',
    en: 'The path has // or a folder without a name.',
  },
  pathCharacters: {
    'pt-BR': 'Use só letras sem acento, números, ponto, hífen e _ em cada nome (sem espaços).',
    en: 'Use only unaccented letters, digits, dot, dash and _ in each name (no spaces).',
  },
  nameTooLong: {
    'pt-BR': `Cada nome pode ter até ${THEME_NAME_MAX} caracteres.`,
    en: `Each name may have up to ${THEME_NAME_MAX} characters.`,
  },
  pathTooDeep: {
    'pt-BR': `O caminho pode ter até ${THEME_DEPTH_MAX} níveis de pasta.`,
    en: `The path may be at most ${THEME_DEPTH_MAX} levels deep.`,
  },
  contentTooLong: {
    'pt-BR': 'O arquivo passou do limite de {max} caracteres.',
    en: 'The file is over the limit of {max} characters.',
  },
  contentOfFolder: {
    'pt-BR': 'Uma pasta não tem conteúdo.',
    en: 'A folder has no content.',
  },
  versionInvalid: {
    'pt-BR': 'Informe a versão sobre a qual você editou.',
    en: 'Enter the version you edited.',
  },
  searchLength: {
    'pt-BR': `Busque entre ${THEME_SEARCH_MIN} e ${THEME_SEARCH_MAX} caracteres.`,
    en: `Search for ${THEME_SEARCH_MIN} to ${THEME_SEARCH_MAX} characters.`,
  },
  notFound: { 'pt-BR': 'Arquivo ou pasta não encontrado.', en: 'File or folder not found.' },
  versionNotFound: { 'pt-BR': 'Versão não encontrada.', en: 'Version not found.' },
  exists: {
    'pt-BR': 'Já existe um arquivo ou pasta com este caminho.',
    en: 'A file or folder already has this path.',
  },
  parentIsFile: {
    'pt-BR': '{parent} é um arquivo: não pode conter outros.',
    en: '{parent} is a file: it cannot hold others.',
  },
  moveIntoItself: {
    'pt-BR': 'Uma pasta não pode ir para dentro dela mesma.',
    en: 'A folder cannot move into itself.',
  },
  notAFile: { 'pt-BR': 'Este caminho é uma pasta.', en: 'This path is a folder.' },
  tooManyEntries: {
    'pt-BR': `O tema já tem ${THEME_ENTRIES_MAX} arquivos e pastas: apague alguns antes.`,
    en: `The theme already has ${THEME_ENTRIES_MAX} files and folders: delete some first.`,
  },
  conflict: {
    'pt-BR':
      'Outra sessão salvou este arquivo (versão {version}) depois que você abriu. Compare e escolha o que fica.',
    en: 'Another session saved this file (version {version}) after you opened it. Compare and choose what stays.',
  },
} as const satisfies Record<string, Record<Lang, string>>
export type ThemeFileText = keyof typeof texts

/** One of the theme files' own messages (the server, the fixture and the panel say the same). */
export function themeFileText(
  lang: string | undefined,
  key: ThemeFileText,
  params: Record<string, string | number> = {},
): string {
  return texts[key][resolveLang(lang)].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name]),
  )
}

/** What is wrong with a path, or null when it is a good one. Shared by the schema and the panel. */
export function themePathProblem(path: string): ThemeFileText | null {
  if (path === '') return 'pathRequired'
  if (path.length > THEME_PATH_MAX) return 'pathTooLong'
  if (path.startsWith('/') || path.endsWith('/')) return 'pathAbsolute'
  const names = path.split('/')
  if (names.some((name) => name === '')) return 'pathEmptySegment'
  if (names.some((name) => name === '.' || name === '..')) return 'pathParent'
  if (names.some((name) => !THEME_NAME_PATTERN.test(name))) return 'pathCharacters'
  if (names.some((name) => name.length > THEME_NAME_MAX)) return 'nameTooLong'
  if (names.length > THEME_DEPTH_MAX) return 'pathTooDeep'
  return null
}

/** A path as typed: trimmed, backslashes read as slashes (people paste Windows paths). */
export const ThemePathSchema = v.pipe(
  v.string(),
  v.trim(),
  v.transform((path) => path.replace(/\\/g, '/')),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const problem = themePathProblem(dataset.value)
    if (problem) addIssue({ message: (issue) => themeFileText(issue.lang, problem) })
  }),
)

const ContentSchema = v.pipe(
  v.string(),
  plainText({ multiline: true }),
  v.check(
    (content) => content.length <= THEME_FILE_MAX_CHARS,
    (issue) => themeFileText(issue.lang, 'contentTooLong', { max: THEME_FILE_MAX_CHARS }),
  ),
)

const VersionNumberSchema = v.pipe(
  v.number(),
  v.check(
    (value) => Number.isInteger(value) && value >= 1 && value <= 2_000_000_000,
    (issue) => themeFileText(issue.lang, 'versionInvalid'),
  ),
)

/** Who saved, as people read it. */
const AuthorSchema = v.nullable(v.string())

/** A file or folder of the tree: no content (the tree stays small however big the files are). */
export const ThemeEntrySchema = v.object({
  path: v.string(),
  kind: v.picklist(THEME_ENTRY_KINDS),
  /** Characters of the content (0 for a folder). */
  size: v.number(),
  /** The file's current version (0 for a folder). */
  version: v.number(),
  updated_at: v.string(),
  updated_by: AuthorSchema,
})
export type ThemeEntry = v.InferOutput<typeof ThemeEntrySchema>

export const ThemeTreeSchema = v.object({ entries: v.array(ThemeEntrySchema) })
export type ThemeTree = v.InferOutput<typeof ThemeTreeSchema>

/** One file with its content. */
export const ThemeFileSchema = v.object({
  ...ThemeEntrySchema.entries,
  content: v.string(),
})
export type ThemeFile = v.InferOutput<typeof ThemeFileSchema>

/** One saved version of a file (the list has no contents). */
export const ThemeFileVersionSchema = v.object({
  version: v.number(),
  size: v.number(),
  author: AuthorSchema,
  created_at: v.string(),
})
export type ThemeFileVersion = v.InferOutput<typeof ThemeFileVersionSchema>

export const ThemeFileVersionContentSchema = v.object({
  ...ThemeFileVersionSchema.entries,
  path: v.string(),
  content: v.string(),
})
export type ThemeFileVersionContent = v.InferOutput<typeof ThemeFileVersionContentSchema>

/** `?path=` of the calls that name one file or folder. */
export const ThemePathQuerySchema = v.object({ path: ThemePathSchema })

/** POST …/theme/files: a file (with its first content) or a folder. */
export const ThemeCreateInputSchema = v.pipe(
  v.object({
    path: ThemePathSchema,
    kind: v.optional(v.picklist(THEME_ENTRY_KINDS), 'file'),
    content: v.optional(ContentSchema, ''),
  }),
  v.forward(
    v.partialCheck(
      [['kind'], ['content']],
      ({ kind, content }) => kind === 'file' || content === '',
      (issue) => themeFileText(issue.lang, 'contentOfFolder'),
    ),
    ['content'],
  ),
)
export type ThemeCreateInput = v.InferInput<typeof ThemeCreateInputSchema>

/** POST …/theme/files/move: rename or move a file, or a folder with everything in it. */
export const ThemeMoveInputSchema = v.object({ from: ThemePathSchema, to: ThemePathSchema })
export type ThemeMoveInput = v.InferInput<typeof ThemeMoveInputSchema>

/** PUT …/theme/files/content: the new content, typed on `base_version`. */
export const ThemeSaveInputSchema = v.object({
  path: ThemePathSchema,
  content: ContentSchema,
  base_version: VersionNumberSchema,
})
export type ThemeSaveInput = v.InferInput<typeof ThemeSaveInputSchema>

/** POST …/theme/files/restore: a new version whose content is `version`'s. */
export const ThemeRestoreInputSchema = v.object({
  path: ThemePathSchema,
  version: VersionNumberSchema,
})
export type ThemeRestoreInput = v.InferInput<typeof ThemeRestoreInputSchema>

/** GET …/theme/files/versions/{version}?path= */
export const ThemeVersionQuerySchema = ThemePathQuerySchema

/** GET …/theme/search?q= : case-insensitive text, in every file. */
export const ThemeSearchQuerySchema = v.object({
  q: v.pipe(
    v.string(),
    plainText(),
    v.check(
      (q) => q.trim().length >= THEME_SEARCH_MIN && q.length <= THEME_SEARCH_MAX,
      (issue) => themeFileText(issue.lang, 'searchLength'),
    ),
  ),
})

export const ThemeSearchHitSchema = v.object({
  path: v.string(),
  /** 1-based. */
  line: v.number(),
  /** 1-based column of the match's start in the file's line. */
  column: v.number(),
  /** The line (cut around the match when long). */
  text: v.string(),
})
export type ThemeSearchHit = v.InferOutput<typeof ThemeSearchHitSchema>

export const ThemeSearchResultSchema = v.object({
  hits: v.array(ThemeSearchHitSchema),
  /** More lines matched than the answer carries. */
  truncated: v.boolean(),
})
export type ThemeSearchResult = v.InferOutput<typeof ThemeSearchResultSchema>

/** The 409 of a save: the file as it is now, so the panel can show the diff to merge. */
export const ThemeConflictDataSchema = v.object({ current: ThemeFileSchema })
export type ThemeConflictData = v.InferOutput<typeof ThemeConflictDataSchema>

/** The folders above a path, nearest last: `a/b/c.html` → `a`, `a/b`. */
export function parentFolders(path: string): string[] {
  const names = path.split('/')
  return names.slice(0, -1).map((_, index) => names.slice(0, index + 1).join('/'))
}

/** Whether `path` is `folder` or inside it. */
export function isWithin(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder}/`)
}
