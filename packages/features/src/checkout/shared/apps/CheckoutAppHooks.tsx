import type { PublicCheckoutApps } from '@vitrine/api'

/**
 * What the store's installed checkout apps add to a public page (analytics tags, the chat
 * button). `preview` is the appearance editor's: nothing is sent from there.
 */
export function CheckoutAppHooks(_props: { apps: PublicCheckoutApps; preview?: boolean }) {
  return null
}
