import { href } from '../../routes/manifest.ts'
import { customerSectionRoutes, type CustomerSection } from '../section.ts'

/** The customers list of a section ("/101/ecommerce/customers"). */
export function customerListHref(section: CustomerSection, appId: number): string {
  return href(customerSectionRoutes[section].list, { appID: appId })
}

/** A customer's detail in the same section as the list it was opened from. */
export function customerDetailHref(
  section: CustomerSection,
  appId: number,
  customerId: number,
): string {
  return href(customerSectionRoutes[section].detail, { appID: appId, customerId })
}
