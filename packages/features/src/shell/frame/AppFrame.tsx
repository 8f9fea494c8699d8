import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { Grants } from '@vitrine/api'
import { Button } from '@vitrine/ui'
import { ArrowLeftRight, Bell, CircleHelp, PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { href, hrefOf } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { UserMenu } from '../user-menu/UserMenu.tsx'
import { SidePanel } from './SidePanel.tsx'
import { panelExpandedFor } from './side-panel-rule.ts'
import { useMenus } from './use-menus.ts'
import { useNarrowScreen } from '../../shared/use-narrow-screen.ts'
import { helpPageFor } from '../../shared/help-pages.ts'

export interface FrameBrand {
  name: string
  logoUrl?: string | null
}

export interface AppFrameProps {
  appId: number
  appName: string
  routeName: string
  grants: Grants
  user: { name: string; email: string }
  /** The white-label reseller's brand and flags, in reseller mode. */
  reseller?: { brand: FrameBrand; flags: Readonly<Record<string, number>> } | null
  /** Apps that show the recurrence menu in reseller mode (default: 238, section 9). */
  recurrenceApps?: readonly number[]
  /** `top-header`: the general-top-header layout, a header and no side panel. */
  variant?: 'side-panel' | 'top-header'
  onSignOut: () => void
  children: ReactNode
}

export const DEFAULT_RECURRENCE_APPS = [238] as const

function Brand({ brand }: { brand: FrameBrand | undefined }) {
  if (brand?.logoUrl) return <img src={brand.logoUrl} alt={brand.name} className="h-7 w-auto" />
  return (
    <span className="flex items-center gap-2 font-semibold">
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path
          d="M9 10l7 13 7-13"
          className="stroke-primary-foreground"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="hidden sm:inline">{brand?.name ?? 'Vitrine'}</span>
    </span>
  )
}

/**
 * Whether the side panel is open, and the rules that move it: on every route change it follows
 * the side-panel rule (section 2) on wide screens and closes on narrow ones, where open means a
 * drawer over the page that would hide the page just opened; becoming narrow closes it; on
 * narrow screens Escape closes it too.
 */
function useSidePanel(routeName: string) {
  const narrow = useNarrowScreen()
  const [expanded, setExpanded] = useState(() => !narrow && panelExpandedFor(routeName))
  const [seen, setSeen] = useState({ routeName, narrow })
  // Adjusted while rendering, so the new page never paints with the old panel state.
  if (seen.routeName !== routeName || seen.narrow !== narrow) {
    setSeen({ routeName, narrow })
    if (seen.routeName !== routeName) setExpanded(!narrow && panelExpandedFor(routeName))
    else if (narrow) setExpanded(false)
  }
  const toggleRef = useRef<HTMLButtonElement>(null)
  const drawerOpen = narrow && expanded
  useEffect(() => {
    if (!drawerOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      setExpanded(false)
      // Focus was in the drawer, which is gone: give it back to the button that opened it.
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [drawerOpen])
  return { narrow, expanded, setExpanded, drawerOpen, toggleRef }
}

/**
 * The frame around every screen of a store: header (brand, store, notifications, user) and the
 * side panel with the menus. The side panel collapses on every route change, except to the
 * CMS page and the IDE, where it opens (section 2); the user can toggle it at any time. Below
 * the `md` breakpoint the open panel is a drawer over the page, with a backdrop.
 */
export function AppFrame({
  appId,
  appName,
  routeName,
  grants,
  user,
  reseller = null,
  recurrenceApps = DEFAULT_RECURRENCE_APPS,
  variant = 'side-panel',
  onSignOut,
  children,
}: AppFrameProps) {
  const panelId = useId()
  const { narrow, expanded, setExpanded, drawerOpen, toggleRef } = useSidePanel(routeName)
  const menus = useMenus(routeName, {
    grants,
    appId,
    resellerFlags: reseller?.flags ?? null,
    recurrenceApps,
  })
  const notifications = hrefOf('notifications', { appID: appId })
  // Every screen's help page, from one table: the frame is the one place every screen shares.
  const helpPage = helpPageFor(routeName)
  const help = helpPage === undefined ? undefined : hrefOf('docs', { wild: helpPage })

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-surface px-3">
        {variant === 'side-panel' ? (
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            aria-controls={panelId}
            aria-expanded={expanded}
            aria-label={
              narrow
                ? expanded
                  ? 'Fechar menu'
                  : 'Abrir menu'
                : expanded
                  ? 'Recolher menu'
                  : 'Expandir menu'
            }
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? <PanelLeftClose /> : <PanelLeftOpen />}
          </Button>
        ) : null}
        <Link
          href={href('apps')}
          className="rounded-md"
          aria-label={`${reseller?.brand.name ?? 'Vitrine'} — minhas lojas`}
        >
          <Brand brand={reseller?.brand} />
        </Link>
        <span aria-hidden className="mx-1 h-6 w-px bg-border" />
        <Link
          href={href('overview', { appID: appId })}
          className="min-w-0 truncate rounded-md px-1 text-sm font-semibold hover:underline"
        >
          {appName}
        </Link>
        <Button asChild variant="ghost" size="sm" className="hidden md:inline-flex">
          <Link href={href('apps')}>
            <ArrowLeftRight />
            Trocar de loja
          </Link>
        </Button>
        <div className="ml-auto flex items-center gap-1">
          {help ? (
            <Button asChild variant="ghost" size="icon">
              <Link href={help} aria-label="Ajuda">
                <CircleHelp />
              </Link>
            </Button>
          ) : null}
          {notifications ? (
            <Button asChild variant="ghost" size="icon">
              <Link href={notifications} aria-label="Notificações">
                <Bell />
              </Link>
            </Button>
          ) : null}
          <UserMenu name={user.name} email={user.email} onSignOut={onSignOut} />
        </div>
      </header>
      <div className="flex flex-1">
        {variant === 'side-panel' ? (
          <>
            {drawerOpen ? (
              <div
                aria-hidden
                data-slot="side-panel-backdrop"
                className="fixed inset-x-0 top-14 bottom-0 z-20 bg-foreground/45 md:hidden"
                onClick={() => setExpanded(false)}
              />
            ) : null}
            <SidePanel
              id={panelId}
              appId={appId}
              routeName={routeName}
              expanded={expanded}
              onNavigate={narrow ? () => setExpanded(false) : undefined}
              {...menus}
            />
          </>
        ) : null}
        {/* Behind the open drawer the page is out of reach, as behind a dialog. */}
        <main
          inert={variant === 'side-panel' && drawerOpen}
          className="min-w-0 flex-1 px-4 py-6 md:px-8"
        >
          {children}
        </main>
      </div>
    </div>
  )
}
