// @vitrine/features — the screens and the route manifest. Screens are imported one by one
// through subpaths (`@vitrine/features/auth/login`) so each route is its own lazy chunk; this
// entry holds only what the host needs up front.
export * from './routes/index.ts'
