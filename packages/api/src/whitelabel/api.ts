import type { Platform, Whitelabel } from './schema.ts'

export interface WhitelabelApi {
  /** POST /whitelabel {domain}: the reseller answering on this host (404 when none). */
  lookup(domain: string, signal?: AbortSignal): Promise<Whitelabel>
  /** GET /whitelabel/config/platforms */
  platforms(signal?: AbortSignal): Promise<Platform[]>
}
