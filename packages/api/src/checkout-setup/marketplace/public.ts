import * as v from 'valibot'

/*
 * What the installed checkout apps add to the public checkout (issue 16 item 3), each null when
 * its app is not installed or not enabled. Anti-fraud has no public part: it runs in the charge.
 */
export const PublicCheckoutAppsSchema = v.object({
  ga4: v.nullable(v.object({ measurement_id: v.string() })),
  meta_pixel: v.nullable(v.object({ pixel_id: v.string() })),
  whatsapp: v.nullable(v.object({ phone: v.string(), message: v.string() })),
  /** An extra offered beside the link's item; a charge takes it with `order_bump: true`. */
  order_bump: v.nullable(
    v.object({
      title: v.string(),
      description: v.string(),
      price_cents: v.number(),
    }),
  ),
})
export type PublicCheckoutApps = v.InferOutput<typeof PublicCheckoutAppsSchema>

export const NO_CHECKOUT_APPS: PublicCheckoutApps = {
  ga4: null,
  meta_pixel: null,
  whatsapp: null,
  order_bump: null,
}
