// The store's theme files and their versions (issue 17 item 2): the IDE's contract.
export * from './schema.ts'
export * from './language.ts'
export { searchThemeFiles } from './search.ts'
export { themeFileError } from './errors.ts'
export type { ThemeFilesApi } from './api.ts'
export { themeFileKeys } from './keys.ts'
export { createHttpThemeFilesApi } from './http.ts'
export { DEMO_THEME, DEMO_THEME_EMPTY_FOLDERS, type DemoThemeFile } from './demo.ts'
