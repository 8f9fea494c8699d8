import { proxy } from 'valtio/vanilla'
import type { ResellerSettings, Whitelabel } from '@vitrine/api'

export interface WhitelabelState {
  /** The reseller answering on this host; null on the standard dashboard or when none does. */
  data: Whitelabel | null
  /** Whether the lookup ran (section 3: "a fetched flag"), so it runs once per page load. */
  fetched: boolean
  /**
   * The session token the lookup was made with: the answer's `type` says whether *this* user
   * manages the reseller, so signing in or out asks again.
   */
  fetchedWith: string | null
}

export type WhitelabelStore = ReturnType<typeof createWhitelabelStore>

export function createWhitelabelStore() {
  const state = proxy<WhitelabelState>({ data: null, fetched: false, fetchedWith: null })
  return {
    state,
    settle(data: Whitelabel | null, token: string | null = null): void {
      state.data = data
      state.fetched = true
      state.fetchedWith = token
    },
    /**
     * The reseller's settings were just saved: the brand and the menu flags apply at once, as
     * the next lookup would answer them (POST /whitelabel reads the same rows).
     */
    rebrand(settings: ResellerSettings): void {
      if (!state.data) return
      state.data = {
        ...state.data,
        name: settings.name,
        flags: { ...settings.flags },
        branding: {
          logo_url: settings.logo_url || null,
          primary_color: settings.primary_color,
          primary_foreground: settings.primary_foreground,
        },
      }
    },
  }
}
