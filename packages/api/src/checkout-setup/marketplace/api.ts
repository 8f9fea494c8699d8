import type { AppSettings } from './json-schema.ts'
import type { AntifraudDecision, CheckoutAppInstallation } from './schema.ts'

/** The store's checkout apps (checkout service, `/apps/{appId}/checkout/marketplace`), checkout level. */
export interface CheckoutMarketplaceApi {
  /** Every catalogue app with whether this store installed it. */
  list(appId: number, signal?: AbortSignal): Promise<CheckoutAppInstallation[]>
  /** One app's installation (an unknown slug is a 404). */
  get(appId: number, slug: string, signal?: AbortSignal): Promise<CheckoutAppInstallation>
  /** Installs with its settings (409 when installed; 422 with field errors). */
  install(appId: number, slug: string, settings: AppSettings): Promise<CheckoutAppInstallation>
  /** Saves an installed app's settings (404 when not installed; 422 with field errors). */
  configure(appId: number, slug: string, settings: AppSettings): Promise<CheckoutAppInstallation>
  uninstall(appId: number, slug: string): Promise<void>
  /** The anti-fraud app's latest decisions, newest first. */
  antifraudDecisions(appId: number, signal?: AbortSignal): Promise<AntifraudDecision[]>
}
