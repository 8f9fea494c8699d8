// The payment links area (Pagamentos › Links de pagamento). Screens are imported from their own
// entry points (`@vitrine/features/links/list`, …) so each route's chunk carries only its screen.
export { linksRoutes, validateLinkSlug, type LinksRouteName } from './routes.ts'
