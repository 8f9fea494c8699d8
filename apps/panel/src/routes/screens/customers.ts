import type { ScreenTable } from '../screen-context.ts'

const list = () => import('./customers-list.tsx')
const detail = () => import('./customers-detail.tsx')

/** The same two screens in the four sections (the screen reads its section from the route). */
export const screens: ScreenTable = {
  customers: list,
  'ecommerce-customers': list,
  'payments-customers': list,
  'recurrence-customers': list,
  'customers-details': detail,
  'ecommerce-customers-details': detail,
  'payments-customers-details': detail,
  'recurrence-customers-details': detail,
}
