import { defineRoutes } from '../../routes/route.ts'

/**
 * E-commerce › Descontos (issue 15 item 3, section 2): coupons and automatic promotions. The
 * simulator is a panel on each screen (same engine as the checkout), not a route.
 */
export const discountsRoutes = defineRoutes([
  {
    name: 'ecommerce-coupons',
    path: '/:appID/ecommerce/discounts/coupons',
    layout: 'general',
    login: true,
    area: 'ecommerce',
  },
  {
    name: 'ecommerce-promotions',
    path: '/:appID/ecommerce/discounts/promotions',
    layout: 'general',
    login: true,
    area: 'ecommerce',
  },
])
