import { defineRoutes } from '../../routes/route.ts'

/**
 * Checkout › Campos personalizados (issue 16 item 2, section 2: custom-fields with identification,
 * address, shipping, payment, cart): one screen, one route per group. The bare
 * `/:appID/checkout/custom-fields` leads on to the first group (`checkout-custom-fields`, a
 * redirect in the panel like the root's), so an address cut short still lands on the screen.
 * Under the checkout level.
 */
export const checkoutCustomFieldsRoutes = defineRoutes([
  {
    name: 'checkout-custom-fields',
    path: '/:appID/checkout/custom-fields',
    layout: 'general',
    login: true,
    area: 'checkout',
  },
  {
    name: 'checkout-custom-fields-identification',
    path: '/:appID/checkout/custom-fields/identification',
    layout: 'general',
    login: true,
    area: 'checkout',
  },
  {
    name: 'checkout-custom-fields-address',
    path: '/:appID/checkout/custom-fields/address',
    layout: 'general',
    login: true,
    area: 'checkout',
  },
  {
    name: 'checkout-custom-fields-shipping',
    path: '/:appID/checkout/custom-fields/shipping',
    layout: 'general',
    login: true,
    area: 'checkout',
  },
  {
    name: 'checkout-custom-fields-payment',
    path: '/:appID/checkout/custom-fields/payment',
    layout: 'general',
    login: true,
    area: 'checkout',
  },
  {
    name: 'checkout-custom-fields-cart',
    path: '/:appID/checkout/custom-fields/cart',
    layout: 'general',
    login: true,
    area: 'checkout',
  },
])

export type CheckoutCustomFieldsRouteName = (typeof checkoutCustomFieldsRoutes)[number]['name']
