import { defineRoutes } from '../routes/route.ts'

/**
 * Onboarding under /onboarding (specification section 2): a new store, then four steps and the
 * checklist. Every name contains `onboarding`, so the permission guard always lets them through
 * (section 6); the server checks each step's area when it is saved. The focused blank layout:
 * no menus to wander off into.
 */
export const onboardingRoutes = defineRoutes([
  { name: 'onboarding-new-app', path: '/onboarding/new-app', layout: 'blank', login: true },
  { name: 'onboarding-layout', path: '/onboarding/:appID/layout', layout: 'blank', login: true },
  {
    name: 'onboarding-platform',
    path: '/onboarding/:appID/platform',
    layout: 'blank',
    login: true,
  },
  { name: 'onboarding-payment', path: '/onboarding/:appID/payment', layout: 'blank', login: true },
  {
    name: 'onboarding-checkout',
    path: '/onboarding/:appID/checkout',
    layout: 'blank',
    login: true,
  },
  {
    name: 'onboarding-checklist',
    path: '/onboarding/:appID/checklist',
    layout: 'blank',
    login: true,
  },
])

export type OnboardingRouteName = (typeof onboardingRoutes)[number]['name']

/** Each step's route, in the stepper's order. */
export const STEP_ROUTES = {
  layout: 'onboarding-layout',
  platform: 'onboarding-platform',
  payment: 'onboarding-payment',
  checkout: 'onboarding-checkout',
} as const

/** The full screen of each step's area, where everything the step leaves out is set. */
export const AREA_ROUTES = {
  layout: 'layout-page',
  platform: 'ecommerce-platform',
  payment: 'payments-gateways',
  checkout: 'checkout-appearance',
} as const
