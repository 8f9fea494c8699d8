import { authRoutes } from '../auth/routes.ts'
import type { RouteDefinition } from './route.ts'
import { routeTable } from './route-table.ts'

/**
 * The routes the panel's entry carries: those a signed-out visitor lands on without a store.
 * Every other route is in the whole manifest (manifest.ts), a chunk of its own that the panel
 * fetches when an address is none of these, or when the browser is idle (ARCHITECTURE.md, "One
 * request, end to end"): its size grows with the product, the first visit's does not.
 *
 * Keep this list to pages that need no session and no store. The public payer pages
 * (`/pay/:slug`, `/public/transaction`, `/c-capture/:hash`, `/acc/:slug`) belong here when they
 * come: a payer opens them cold and must never download the panel's manifest. Their screens
 * link with this module's `href`, never with the manifest's.
 */
export const entryRoutes = [
  ...authRoutes,
  // ...payerRoutes, — the public payer pages, when their area exists.
] as const satisfies readonly RouteDefinition[]

export type EntryRouteName = (typeof entryRoutes)[number]['name']

const table = routeTable(entryRoutes)

/** `href` for the entry's routes only: the auth screens link with it, keeping the manifest out. */
export const href = table.href
/** The entry route `pathname` matches, or null (it may still be one of the manifest's). */
export const matchEntryRoute = table.matchRoute
