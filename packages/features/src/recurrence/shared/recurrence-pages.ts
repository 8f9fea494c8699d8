import { href } from '../../routes/manifest.ts'

/** The area's pages, in the order the tabs show them. */
export type RecurrencePage = 'plans' | 'products' | 'subscriptions' | 'webhook'

/**
 * The recurrence area's sub-navigation: "Planos" at the base path, then products,
 * subscriptions and the webhook console (section 2). Customers are the customers area's.
 */
export function recurrencePages(
  appId: number,
): { page: RecurrencePage; label: string; href: string }[] {
  const appID = appId
  return [
    { page: 'plans', label: 'Planos', href: href('recurrence-plans', { appID }) },
    { page: 'products', label: 'Produtos', href: href('recurrence-products', { appID }) },
    {
      page: 'subscriptions',
      label: 'Assinaturas',
      href: href('recurrence-subscriptions', { appID }),
    },
    { page: 'webhook', label: 'Webhook', href: href('recurrence-webhook', { appID }) },
  ]
}
