import { defineRoutes } from '../../routes/route.ts'

/**
 * Checkout › Aparência do checkout (issue 16 item 1, section 2): the store's checkout look with
 * a live preview, a draft published when ready. Under the checkout level.
 */
export const checkoutAppearanceRoutes = defineRoutes([
  {
    name: 'checkout-appearance',
    path: '/:appID/checkout/appearance',
    layout: 'general',
    login: true,
    area: 'checkout',
  },
])

export type CheckoutAppearanceRouteName = (typeof checkoutAppearanceRoutes)[number]['name']
