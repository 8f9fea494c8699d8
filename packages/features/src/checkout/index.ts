// The payer's public pages (issue 11): no panel shell, no manifest, no level. The host
// (apps/panel/src/public) builds them with `react` aliased to preact/compat under a 60 KB gzip
// budget (ARCHITECTURE.md "Public pages"): import only light parts of @vitrine/ui here.
// One folder per screen (pay, receipt, capture, account, subscribe); what they share lives in shared/ (the
// page's frame, the payer's payment form, texts).
export { PayScreen, type PayScreenProps } from './pay/PayScreen.tsx'
export { CaptureScreen, type CaptureScreenProps } from './capture/CaptureScreen.tsx'
export { ReceiptScreen, type ReceiptScreenProps } from './receipt/ReceiptScreen.tsx'
export { AccountScreen, type AccountScreenProps } from './account/index.ts'
export { SubscribeScreen, type SubscribeScreenProps } from './subscribe/index.ts'
export { PublicNotFound } from './shared/PublicPage.tsx'
