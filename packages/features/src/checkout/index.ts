// The payer's public pages (issue 11): no panel shell, no manifest, no level. The host
// (apps/panel/src/public) builds them with `react` aliased to preact/compat under a 60 KB gzip
// budget (ARCHITECTURE.md "Public pages"): import only light parts of @vitrine/ui here.
export { PayScreen, type PayScreenProps } from './PayScreen.tsx'
export { ReceiptScreen, type ReceiptScreenProps } from './ReceiptScreen.tsx'
export { PublicNotFound } from './PublicPage.tsx'
export { AccountScreen, type AccountScreenProps } from './account/index.ts'
