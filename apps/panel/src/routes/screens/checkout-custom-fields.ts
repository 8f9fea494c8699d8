import type { ScreenTable } from '../screen-context.ts'

const load = () => import('./checkout-custom-fields.tsx')

/** Checkout › Campos personalizados: one screen, one route per group (the bare one redirects). */
export const screens: ScreenTable = {
  'checkout-custom-fields': () => load().then((m) => ({ default: m.firstGroup })),
  'checkout-custom-fields-identification': () =>
    load().then((m) => ({ default: m.groupScreen('identification') })),
  'checkout-custom-fields-address': () =>
    load().then((m) => ({ default: m.groupScreen('address') })),
  'checkout-custom-fields-shipping': () =>
    load().then((m) => ({ default: m.groupScreen('shipping') })),
  'checkout-custom-fields-payment': () =>
    load().then((m) => ({ default: m.groupScreen('payment') })),
  'checkout-custom-fields-cart': () => load().then((m) => ({ default: m.groupScreen('cart') })),
}
