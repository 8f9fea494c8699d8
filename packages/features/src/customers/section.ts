/**
 * The four places the customers screens live (section 2). The screens take the section as a
 * prop: their links, breadcrumbs and menu highlight follow it.
 */
export const CUSTOMER_SECTIONS = ['customers', 'ecommerce', 'payments', 'recurrence'] as const
export type CustomerSection = (typeof CUSTOMER_SECTIONS)[number]

export const customerSectionRoutes = {
  customers: { list: 'customers', detail: 'customers-details' },
  ecommerce: { list: 'ecommerce-customers', detail: 'ecommerce-customers-details' },
  payments: { list: 'payments-customers', detail: 'payments-customers-details' },
  recurrence: { list: 'recurrence-customers', detail: 'recurrence-customers-details' },
} as const satisfies Record<CustomerSection, { list: string; detail: string }>

/** The breadcrumb before "Clientes": the section's own name (none for the customers area). */
export const customerSectionLabels: Record<CustomerSection, string | null> = {
  customers: null,
  ecommerce: 'E-commerce',
  payments: 'Pagamentos',
  recurrence: 'Recorrência',
}

/** The section a customers route belongs to, from its name (`payments-customers-details` → payments). */
export function customerSectionOf(routeName: string): CustomerSection {
  const prefix = routeName.split('-')[0]
  return CUSTOMER_SECTIONS.find((section) => section === prefix) ?? 'customers'
}
