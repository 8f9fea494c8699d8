import {
  isAlwaysAllowed,
  routeAccess,
  sectionClosed,
  type Grants,
  type MenuItem,
  type NavbarItem,
} from '@vitrine/api'
import { permissionDetails, sectionRoutes } from '../../routes/access.ts'
import { routeByName } from '../../routes/manifest.ts'

/** What decides which menu entries a user sees (section 2, "Menu entries come from two sources"). */
export interface MenuAudience {
  /** The user's access to the current app. */
  grants: Grants
  appId: number
  /**
   * In reseller mode, the white-label data's flags: an entry shows only when `has_{key}` is 1.
   * Null outside reseller mode.
   */
  resellerFlags: Readonly<Record<string, number>> | null
  /** The apps that show the recurrence menu in reseller mode (default: app 238). */
  recurrenceApps: readonly number[]
}

/** The recurrence entry's key, special-cased in reseller mode. */
const RECURRENCE_KEY = 'recurrence'

function resellerAllows(key: string, audience: MenuAudience): boolean {
  if (!audience.resellerFlags) return true
  if (audience.resellerFlags[`has_${key}`] !== 1) return false
  return key !== RECURRENCE_KEY || audience.recurrenceApps.includes(audience.appId)
}

/**
 * The has_{key} flag a module menu's entry follows in reseller mode: its module's navbar key,
 * read from the route name's first word (layout-*, ecommerce-*, checkout-*, payments-*,
 * recurrence-*, settings-*; the IDE's `ide-page` is the layout module's). Customer entries follow
 * `customers` wherever they sit, as their level does (section 2). The entries have no key of
 * their own in the menus the server answers, so the route name is the one stable thing to read.
 */
export function menuFlagKey(routeName: string): string {
  if (routeName.includes('customers')) return 'customers'
  if (routeName === 'ide-page') return 'layout'
  return routeName.split('-')[0] ?? routeName
}

/** The user may open this route (a special role counts, as it does for the guards). */
function opens(grants: Grants, routeName: string): boolean {
  return routeAccess(grants, routeName, permissionDetails, sectionRoutes).kind === 'allow'
}

/**
 * The navbar entries to show: hidden when the user has no access to their area (customers
 * entries follow the customers level), when their route does not exist in the manifest, and in
 * reseller mode unless the `has_{key}` flag is 1 (recurrence only for the configured apps).
 */
export function visibleNavbar(items: readonly NavbarItem[], audience: MenuAudience): NavbarItem[] {
  return items.filter((item) => {
    if (!routeByName(item.route)) return false
    if (!resellerAllows(item.key, audience)) return false
    if (isAlwaysAllowed(item.route)) return true
    const area = item.route.includes('customers') ? 'customers' : item.area
    return area === null || !sectionClosed(audience.grants, area, permissionDetails)
  })
}

/**
 * A module menu's entries to show: each entry's route must exist in the manifest and be one the
 * user may open, and in reseller mode its module's `has_{key}` flag must be 1 (`menuFlagKey`;
 * recurrence entries only for the configured apps); an entry whose sub-entries all hide, hides
 * too.
 */
export function visibleMenu(items: readonly MenuItem[], audience: MenuAudience): MenuItem[] {
  const shown = (item: MenuItem) =>
    Boolean(routeByName(item.name)) &&
    resellerAllows(menuFlagKey(item.name), audience) &&
    opens(audience.grants, item.name)
  return items.flatMap((item) => {
    if (!item.children?.length) return shown(item) ? [item] : []
    const children = item.children.filter(shown)
    return children.length ? [{ ...item, children }] : []
  })
}
