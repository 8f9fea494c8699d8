import { defineRoutes } from '../../routes/route.ts'

/**
 * E-commerce › Descontos (issue 15 item 3, section 2): coupons (automatic promotions: API
 * only so far). The simulator is a panel on the screen (same engine as the checkout), not a route.
 */
export const discountsRoutes = defineRoutes([
  {
    name: 'ecommerce-coupons',
    path: '/:appID/ecommerce/discounts/coupons',
    layout: 'general',
    login: true,
    area: 'ecommerce',
  },
])
