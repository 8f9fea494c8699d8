import { useEffect } from 'react'
import type { PublicCheckoutApps } from '@vitrine/api'
import { startCheckoutTags } from './analytics-tags.ts'
import { WhatsAppButton } from './WhatsAppButton.tsx'

/**
 * What the store's installed checkout apps add to a public page: the analytics tags with their
 * "checkout opened" events (GA4, Meta pixel) and the chat button. `preview` is the appearance
 * editor's: no tag is added and nothing is sent; the chat button shows where it would be.
 */
export function CheckoutAppHooks({
  apps,
  preview = false,
  valueCents = null,
}: {
  apps: PublicCheckoutApps
  preview?: boolean
  /** The link's price, for the events' value (none for an amount the payer types). */
  valueCents?: number | null
}) {
  const ga4 = apps.ga4?.measurement_id
  const pixel = apps.meta_pixel?.pixel_id
  useEffect(() => {
    if (preview || (!ga4 && !pixel)) return
    startCheckoutTags(
      {
        ...apps,
        ga4: ga4 ? { measurement_id: ga4 } : null,
        meta_pixel: pixel ? { pixel_id: pixel } : null,
      },
      valueCents,
    )
    // Once per tag id: the other apps' settings changing adds no second "checkout opened".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preview, ga4, pixel])
  const chat = apps.whatsapp !== null
  useEffect(() => {
    if (preview || !chat) return
    // Room under the page's last control (the pay button), so the floating button never
    // covers it when the payer scrolls to the end.
    const body = document.body
    const before = body.style.paddingBottom
    body.style.paddingBottom = '5rem'
    return () => {
      body.style.paddingBottom = before
    }
  }, [preview, chat])
  return apps.whatsapp ? <WhatsAppButton chat={apps.whatsapp} preview={preview} /> : null
}
