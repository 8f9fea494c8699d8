import type { AppearanceImage, CheckoutAppearanceInput, CheckoutAppearanceState } from './input.ts'

/**
 * The store's checkout appearance (checkout service, `/apps/{appId}/checkout/appearance`):
 * read at the checkout read level, the rest at write. The editor saves a draft; publishing makes
 * it what the public pages show; discarding drops it.
 */
export interface CheckoutAppearanceApi {
  get(appId: number, signal?: AbortSignal): Promise<CheckoutAppearanceState>
  saveDraft(appId: number, input: CheckoutAppearanceInput): Promise<CheckoutAppearanceState>
  publish(appId: number): Promise<CheckoutAppearanceState>
  discardDraft(appId: number): Promise<CheckoutAppearanceState>
  /** A logo or favicon: its address goes in `logo_url` / `favicon_url`. */
  uploadImage(appId: number, file: Blob): Promise<AppearanceImage>
}
