import type { RouteValidation } from './route.ts'

/** CMS pages that have no SEO of their own (section 3): not pages the layout editor opens. */
export const PAGES_WITHOUT_SEO = ['global', 'layout'] as const

/** The CMS page opened when the address names none (section 2). */
export const HOME_PAGE_SLUG = 'home'

/**
 * The XML feed edit route (section 5): `xmlID` must be non-empty and either `new` or digits only;
 * anything else is "Page Not Found".
 */
export function validateXmlEdit({ xmlID }: Record<string, string | undefined>): RouteValidation {
  return { ok: xmlID === 'new' || (xmlID !== undefined && /^\d+$/.test(xmlID)) }
}

/** The layout page route (the CMS): no slug → the home page's address (section 2). */
export function validateLayoutPage(params: Record<string, string | undefined>): RouteValidation {
  if (params.pageslug) return { ok: true }
  const rest = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  return { ok: 'redirect', params: { ...rest, pageslug: HOME_PAGE_SLUG } }
}

/**
 * The layout page's SEO child: refused for the pages without SEO, global and layout (section 5),
 * which the CMS itself does open (they are among its page kinds in the menu).
 */
export function validateLayoutPageSeo({
  pageslug,
}: Record<string, string | undefined>): RouteValidation {
  return { ok: Boolean(pageslug) && !(PAGES_WITHOUT_SEO as readonly string[]).includes(pageslug!) }
}
