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
  return apps.whatsapp ? <WhatsAppButton chat={apps.whatsapp} preview={preview} /> : null
}
