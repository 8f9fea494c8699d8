import type {
  LayoutCatalogInput,
  LayoutImage,
  LayoutProjectInput,
  LayoutSettings,
} from './schema.ts'

/**
 * The storefront's layout settings (main service, `/apps/{appId}/layout/settings`), layout
 * level: read to see them, write to save either document or upload the favicon.
 */
export interface LayoutSettingsApi {
  get(appId: number, signal?: AbortSignal): Promise<LayoutSettings>
  saveProject(appId: number, input: LayoutProjectInput): Promise<LayoutSettings>
  saveCatalog(appId: number, input: LayoutCatalogInput): Promise<LayoutSettings>
  uploadImage(appId: number, file: Blob): Promise<LayoutImage>
}
