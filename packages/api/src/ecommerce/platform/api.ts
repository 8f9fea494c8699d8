import type { PlatformSettings, PlatformSettingsInput } from './settings.ts'

/** The store's platform settings (ecommerce service, `/apps/{appId}/platform`), ecommerce level. */
export interface EcommercePlatformApi {
  getSettings(appId: number, signal?: AbortSignal): Promise<PlatformSettings>
  saveSettings(appId: number, input: PlatformSettingsInput): Promise<PlatformSettings>
}
