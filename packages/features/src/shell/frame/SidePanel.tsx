import type { MenuItem, NavbarItem } from '@vitrine/api'
import { Button, cn, Tooltip } from '@vitrine/ui'
import { hrefOf } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { MenuIcon } from './menu-icons.tsx'

export interface SidePanelProps {
  id: string
  appId: number
  routeName: string
  expanded: boolean
  items: readonly NavbarItem[]
  active: NavbarItem | undefined
  moduleItems: readonly MenuItem[]
  loading: boolean
  failed: boolean
  /** Loads the menus again after a failure. */
  retry?: () => void
  /** Called when the user follows one of the panel's links (the frame closes the drawer). */
  onNavigate?: () => void
}

/**
 * How an entry relates to the page on screen: it is the page, it holds the page (its module or
 * sub-navigation group), or neither.
 */
type Place = 'page' | 'section' | null

const ariaCurrent = (place: Place) =>
  place === 'page' ? ('page' as const) : place === 'section' ? ('true' as const) : undefined

const itemClass = (place: Place) =>
  cn(
    'flex min-h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium outline-none',
    'hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
    place === 'page' && 'bg-primary-subtle text-primary-subtle-foreground',
    place === 'section' && 'bg-muted font-semibold text-foreground',
    place === null && 'text-foreground',
  )

const holds = (items: readonly MenuItem[] | undefined, routeName: string): boolean =>
  Boolean(items?.some((item) => item.name === routeName || holds(item.children, routeName)))

function placeOf(item: MenuItem, routeName: string): Place {
  if (holds(item.children, routeName)) return 'section'
  return item.name === routeName ? 'page' : null
}

function SubMenu({
  items,
  appId,
  routeName,
  onNavigate,
}: {
  items: readonly MenuItem[]
  appId: number
  routeName: string
  onNavigate: (() => void) | undefined
}) {
  return (
    <ul className="mt-1 ml-5 flex flex-col gap-0.5 border-l pl-3">
      {items.map((item) => {
        const address = hrefOf(item.name, { ...item.params, appID: appId })
        if (!address) return null
        const place = placeOf(item, routeName)
        return (
          <li key={`${item.name}-${item.label}`}>
            <Link
              href={address}
              className={itemClass(place)}
              aria-current={ariaCurrent(place)}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
            {item.children?.length ? (
              <SubMenu
                items={item.children}
                appId={appId}
                routeName={routeName}
                onNavigate={onNavigate}
              />
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The store's navigation: the modules of the navbar, the current module's own menu under it.
 * On wide screens, collapsed it is a rail of icons (names in tooltips) and expanded a column
 * with names and sub-menus. On narrow screens it is hidden when collapsed and, expanded, a
 * drawer over the page (the frame adds the backdrop).
 */
export function SidePanel({
  id,
  appId,
  routeName,
  expanded,
  items,
  active,
  moduleItems,
  loading,
  failed,
  retry,
  onNavigate,
}: SidePanelProps) {
  return (
    <nav
      id={id}
      aria-label="Menu da loja"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={cn(
        'flex shrink-0 flex-col gap-1 overflow-y-auto border-r bg-surface p-2 transition-[width]',
        'md:sticky md:top-14 md:h-[calc(100dvh-3.5rem)]',
        expanded
          ? 'w-64 max-md:fixed max-md:top-14 max-md:bottom-0 max-md:left-0 max-md:z-30 max-md:shadow-lg'
          : 'w-14 max-md:hidden',
      )}
    >
      {loading ? <p className="sr-only">Carregando o menu…</p> : null}
      {failed ? (
        <div className={cn('flex flex-col items-start gap-1 px-2 py-1', !expanded && 'sr-only')}>
          <p className="text-xs text-muted-foreground">Menu indisponível no momento.</p>
          {retry && expanded ? (
            <Button variant="link" size="sm" className="h-auto px-0" onClick={retry}>
              Tentar novamente
            </Button>
          ) : null}
        </div>
      ) : null}
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => {
          const address = hrefOf(item.route, { appID: appId })
          if (!address) return null
          const subMenu = expanded && item === active && moduleItems.length > 0
          // With its sub-menu open, the page is marked there and the module holds it.
          const place: Place =
            item.route === routeName && !(subMenu && holds(moduleItems, routeName))
              ? 'page'
              : item === active
                ? 'section'
                : null
          const link = (
            <Link
              href={address}
              className={cn(itemClass(place), !expanded && 'justify-center px-0')}
              aria-current={ariaCurrent(place)}
              aria-label={expanded ? undefined : item.label}
              onClick={onNavigate}
            >
              <MenuIcon name={item.icon} className="size-4 shrink-0" />
              {expanded ? <span className="truncate">{item.label}</span> : null}
            </Link>
          )
          return (
            <li key={item.key}>
              {expanded ? (
                link
              ) : (
                <Tooltip content={item.label} side="right">
                  {link}
                </Tooltip>
              )}
              {subMenu ? (
                <SubMenu
                  items={moduleItems}
                  appId={appId}
                  routeName={routeName}
                  onNavigate={onNavigate}
                />
              ) : null}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
