// The customers area: one list and one detail screen shown in four sections (see section.ts).
// Screens are imported from their own entry points (`@vitrine/features/customers/list`, …) so
// each route's chunk carries only its screen.
export {
  CUSTOMER_SECTIONS,
  customerSectionLabels,
  customerSectionOf,
  customerSectionRoutes,
  type CustomerSection,
} from './section.ts'
