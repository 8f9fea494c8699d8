/**
 * The code editor's languages and constants (specification, section 9). Pure data, so screens can
 * list the languages in a select without loading CodeMirror.
 */

/** The languages of the specification, in its order, with the names people know them by. */
export const CODE_LANGUAGES = [
  { id: 'plain', label: 'Texto simples' },
  { id: 'bash', label: 'Bash' },
  { id: 'cpp', label: 'C++' },
  { id: 'csharp', label: 'C#' },
  { id: 'css', label: 'CSS' },
  { id: 'diff', label: 'Diff' },
  { id: 'html', label: 'HTML/XML' },
  { id: 'java', label: 'Java' },
  { id: 'javascript', label: 'JavaScript' },
  { id: 'markdown', label: 'Markdown' },
  { id: 'php', label: 'PHP' },
  { id: 'python', label: 'Python' },
  { id: 'ruby', label: 'Ruby' },
  { id: 'sql', label: 'SQL' },
] as const

export type CodeLanguageId = (typeof CODE_LANGUAGES)[number]['id']

/**
 * Other names for the same languages: the old editor's highlight.js ids (`cs`, `xml`), file
 * extensions and common spellings. Anything unknown is shown as plain text.
 */
const ALIASES: Record<string, CodeLanguageId> = {
  text: 'plain',
  txt: 'plain',
  plaintext: 'plain',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  'c++': 'cpp',
  cc: 'cpp',
  cxx: 'cpp',
  hpp: 'cpp',
  c: 'cpp',
  'c#': 'csharp',
  cs: 'csharp',
  patch: 'diff',
  xml: 'html',
  htm: 'html',
  xhtml: 'html',
  svg: 'html',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  json: 'javascript',
  md: 'markdown',
  py: 'python',
  rb: 'ruby',
}

const IDS = new Set<string>(CODE_LANGUAGES.map((language) => language.id))

/** The language id for a name, alias or extension, case-insensitive; `plain` when unknown. */
export function resolveCodeLanguage(name: string | null | undefined): CodeLanguageId {
  const key = (name ?? '').trim().toLowerCase().replace(/^\./, '')
  if (IDS.has(key)) return key as CodeLanguageId
  return Object.hasOwn(ALIASES, key) ? ALIASES[key]! : 'plain'
}

/** The label shown for a language id or alias. */
export function codeLanguageLabel(name: string): string {
  const id = resolveCodeLanguage(name)
  return CODE_LANGUAGES.find((language) => language.id === id)!.label
}

/** Indentation widths the editor accepts, in spaces (the old editor's levels 1 to 8). */
export const INDENT_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8] as const
export type IndentLevel = (typeof INDENT_LEVELS)[number]
export const DEFAULT_INDENT_UNIT: IndentLevel = 2

/** Any number into an indent level: rounded and clamped to 1–8; not a number gives the default. */
export function clampIndentUnit(value: number | null | undefined): IndentLevel {
  if (typeof value !== 'number' || Number.isNaN(value)) return DEFAULT_INDENT_UNIT
  const rounded = Math.round(value)
  return Math.min(INDENT_LEVELS.length, Math.max(1, rounded)) as IndentLevel
}

/** Keystrokes closer than this (ms) are undone together (CodeMirror history `newGroupDelay`). */
export const CODE_UNDO_GROUP_DELAY_MS = 1000

/** Undo steps kept at least (CodeMirror history `minDepth`). */
export const CODE_UNDO_MAX_STACK = 100

/**
 * The old editor re-highlighted code blocks on a 1000 ms timer. Kept for reference only:
 * CodeMirror re-parses incrementally on each change and in idle time, so there is no timer to set.
 */
export const SYNTAX_REHIGHLIGHT_DELAY_MS = 1000

/**
 * The old editor stopped normalising its document tree after 100 passes per update. Kept for
 * reference only: CodeMirror's document needs no such passes, so nothing applies it.
 */
export const MAX_OPTIMIZE_ITERATIONS = 100

/** The editor's text sizes (section 9: small, large, huge); none is the body text's size. */
export const CODE_FONT_SIZES = ['small', 'large', 'huge'] as const
export type CodeFontSize = (typeof CODE_FONT_SIZES)[number]

/** Each size in the design system's type scale. */
export const CODE_FONT_SIZE_CSS: Record<CodeFontSize, string> = {
  small: 'var(--text-xs)',
  large: 'var(--text-base)',
  huge: 'var(--text-xl)',
}
