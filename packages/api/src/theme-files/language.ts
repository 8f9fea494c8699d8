/*
 * Which of section 9's fourteen code languages a theme file is shown in, by its extension. The
 * ids are the code editor's (`@vitrine/ui` code-languages.ts, which the contract may not import);
 * language.test.ts holds both lists to the same ids.
 */

export const THEME_LANGUAGE_IDS = [
  'plain',
  'bash',
  'cpp',
  'csharp',
  'css',
  'diff',
  'html',
  'java',
  'javascript',
  'markdown',
  'php',
  'python',
  'ruby',
  'sql',
] as const
export type ThemeLanguageId = (typeof THEME_LANGUAGE_IDS)[number]

const BY_EXTENSION: Record<string, ThemeLanguageId> = {
  txt: 'plain',
  sh: 'bash',
  bash: 'bash',
  cpp: 'cpp',
  cc: 'cpp',
  c: 'cpp',
  h: 'cpp',
  hpp: 'cpp',
  cs: 'csharp',
  css: 'css',
  scss: 'css',
  diff: 'diff',
  patch: 'diff',
  html: 'html',
  htm: 'html',
  liquid: 'html',
  xml: 'html',
  svg: 'html',
  java: 'java',
  js: 'javascript',
  mjs: 'javascript',
  json: 'javascript',
  md: 'markdown',
  php: 'php',
  py: 'python',
  rb: 'ruby',
  sql: 'sql',
}

/** The language of a file by its extension (case-insensitive); plain text when unknown. */
export function themeFileLanguage(path: string): ThemeLanguageId {
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  if (dot <= 0) return 'plain'
  const extension = name.slice(dot + 1).toLowerCase()
  return Object.hasOwn(BY_EXTENSION, extension) ? BY_EXTENSION[extension]! : 'plain'
}
