import type { ScreenTable } from '../screen-context.ts'

/** Payments › Links de pagamento: the list, a new link, one link (edited there) and the feed. */
export const screens: ScreenTable = {
  'payments-links': () => import('./links-list.tsx'),
  'payments-links-new': () => import('./links-new.tsx'),
  'payments-links-detail': () => import('./links-detail.tsx'),
  'payments-links-xml': () => import('./links-xml.tsx'),
}
