import { useEffect } from 'react'
import useSWR from 'swr'
import { menuKeys, sectionOf, type MenuItem, type NavbarItem } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { permissionDetails } from '../../routes/access.ts'
import { visibleMenu, visibleNavbar, type MenuAudience } from '../menus/visible-items.ts'

/** A failed menu load is logged to the console and the frame still renders (section 8). */
function useLoggedFailure(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`[Menu] could not load ${what}`, error)
  }, [error, what])
}

/** The navbar entry the current route belongs to: its own route, or its area's section. */
export function activeNavbarItem(
  items: readonly NavbarItem[],
  routeName: string,
): NavbarItem | undefined {
  const section = sectionOf(routeName, permissionDetails)
  return (
    items.find((item) => item.route === routeName) ??
    items.find(
      (item) => section !== null && item.area === section && !item.route.includes('customers'),
    ) ??
    items.find((item) => section === 'customers' && item.route.includes('customers'))
  )
}

/** The frame's menus, loaded from the local service and filtered for the user. */
export function useMenus(routeName: string, audience: MenuAudience) {
  const api = useApi()
  const navbar = useSWR(menuKeys.navbar(), () => api.menu.navbar())
  useLoggedFailure(navbar.error, 'the navbar')
  const items = visibleNavbar(navbar.data ?? [], audience)
  const active = activeNavbarItem(items, routeName)
  const module = active?.module ?? null
  const menu = useSWR(module ? menuKeys.module(module) : null, () => api.menu.module(module!))
  useLoggedFailure(menu.error, `the ${module} menu`)
  const moduleItems: MenuItem[] = menu.data ? visibleMenu(menu.data.items, audience) : []
  return {
    items,
    active,
    moduleItems,
    loading: navbar.isLoading,
    failed: Boolean(navbar.error),
    retry: () => void navbar.mutate(),
  }
}
