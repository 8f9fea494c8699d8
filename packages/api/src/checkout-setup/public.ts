import * as v from 'valibot'
import { CheckoutAppearanceSchema, DEFAULT_CHECKOUT_APPEARANCE } from './appearance/schema.ts'
import { PublicCustomFieldSchema } from './fields/schema.ts'
import { NO_CHECKOUT_APPS, PublicCheckoutAppsSchema } from './marketplace/public.ts'

/**
 * The store's checkout as its public pages get it (issue 16): the published appearance, the custom
 * fields of the five groups in order, and what its installed apps add.
 */
export const PublicCheckoutSetupSchema = v.object({
  appearance: CheckoutAppearanceSchema,
  fields: v.array(PublicCustomFieldSchema),
  apps: PublicCheckoutAppsSchema,
})
export type PublicCheckoutSetup = v.InferOutput<typeof PublicCheckoutSetupSchema>

/** A store that set nothing up. */
export const DEFAULT_CHECKOUT_SETUP: PublicCheckoutSetup = {
  appearance: DEFAULT_CHECKOUT_APPEARANCE,
  fields: [],
  apps: NO_CHECKOUT_APPS,
}
