// The storefront's layout settings (issue 17 item 5): project and catalog documents, adapter.
export * from './schema.ts'
export type { LayoutSettingsApi } from './api.ts'
export { layoutSettingsKeys } from './keys.ts'
export { createHttpLayoutSettingsApi } from './http.ts'
export { layoutSettingsText, type LayoutSettingsText } from './texts.ts'
