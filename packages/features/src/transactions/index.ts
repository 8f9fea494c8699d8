// The transactions area (Pagamentos › Transações). Screens are imported from their own entry
// points (`@vitrine/features/transactions/list`, …) so each route's chunk carries only its screen.
export { transactionsRoutes, validatePaymentId } from './routes.ts'
