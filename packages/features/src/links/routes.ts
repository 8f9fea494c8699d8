import { LINK_SLUG_MAX, LINK_SLUG_PATTERN } from '@vitrine/api'
import type { RouteValidation } from '../routes/route.ts'
import { defineRoutes } from '../routes/route.ts'

/** A link's slug in the address: the contract's shape (anything else is "Page Not Found"). */
export function validateLinkSlug(params: Record<string, string | undefined>): RouteValidation {
  const slug = params.slug ?? ''
  return { ok: slug.length <= LINK_SLUG_MAX && LINK_SLUG_PATTERN.test(slug) }
}

/**
 * Payments › Links de pagamento (section 2: list, new, detail/{slug}, xml). A link is edited
 * from its detail, in the form screen reached with the link (no route of its own).
 */
export const linksRoutes = defineRoutes([
  {
    name: 'payments-links',
    path: '/:appID/payments/links',
    layout: 'general',
    login: true,
    area: 'payments',
  },
  {
    name: 'payments-links-new',
    path: '/:appID/payments/links/new',
    layout: 'general',
    login: true,
    area: 'payments',
  },
  {
    name: 'payments-links-detail',
    path: '/:appID/payments/links/detail/:slug',
    layout: 'general',
    login: true,
    area: 'payments',
    validate: validateLinkSlug,
  },
  {
    name: 'payments-links-xml',
    path: '/:appID/payments/links/xml',
    layout: 'general',
    login: true,
    area: 'payments',
  },
])

export type LinksRouteName = (typeof linksRoutes)[number]['name']
