import { defineRoutes } from '../../routes/route.ts'

/**
 * Checkout › Apps de checkout (issue 16 item 3, section 2: marketplace and marketplace/{slug}):
 * the catalogue of checkout apps and one app's page. Under the checkout level.
 */
export const checkoutMarketplaceRoutes = defineRoutes([
  {
    name: 'checkout-marketplace',
    path: '/:appID/checkout/marketplace',
    layout: 'general',
    login: true,
    area: 'checkout',
  },
  {
    name: 'checkout-marketplace-app',
    path: '/:appID/checkout/marketplace/:slug',
    layout: 'general',
    login: true,
    area: 'checkout',
  },
])

export type CheckoutMarketplaceRouteName = (typeof checkoutMarketplaceRoutes)[number]['name']
