import type { ScreenTable } from '../screen-context.ts'

/** Onboarding: the new store, its four steps and the checklist (blank layout). */
export const screens: ScreenTable = {
  'onboarding-new-app': () => import('./onboarding-new-app.tsx'),
  'onboarding-layout': () => import('./onboarding-layout.tsx'),
  'onboarding-platform': () => import('./onboarding-platform.tsx'),
  'onboarding-payment': () => import('./onboarding-payment.tsx'),
  'onboarding-checkout': () => import('./onboarding-checkout.tsx'),
  'onboarding-checklist': () => import('./onboarding-checklist.tsx'),
}
