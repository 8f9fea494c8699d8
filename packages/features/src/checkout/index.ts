// The payer's public pages (issue 11): no panel shell, no manifest, no level. The host
// (apps/panel/src/public) builds them with `react` aliased to preact/compat under a 60 KB gzip
// budget (ARCHITECTURE.md "Public pages"): import only light parts of @vitrine/ui here.
// One folder per screen (pay, receipt); what they share lives in shared/.
export { PayScreen, type PayScreenProps } from './pay/PayScreen.tsx'
export { ReceiptScreen, type ReceiptScreenProps } from './receipt/ReceiptScreen.tsx'
export { PublicNotFound } from './shared/PublicPage.tsx'
