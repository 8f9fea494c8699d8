import type { ScreenTable } from '../screen-context.ts'

/** Payments › Split: a gateway's rule, as a form, a static pix form or the eficustom editor. */
export const screens: ScreenTable = {
  'payments-split-rules': () => import('./split-rules.tsx'),
  'payments-split-rules-static-pix': () => import('./split-rules-static-pix.tsx'),
  'payments-split-rules-eficustom': () => import('./split-rules-eficustom.tsx'),
}
