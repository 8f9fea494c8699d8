import {
  createContext,
  useContext,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react'

/** How the host moves between its routes; screens never import the router (ARCHITECTURE.md). */
export type Navigate = (to: string, options?: { replace?: boolean }) => void

const NavigationContext = createContext<Navigate | null>(null)

export function NavigationProvider({
  navigate,
  children,
}: {
  navigate: Navigate
  children: ReactNode
}) {
  return <NavigationContext.Provider value={navigate}>{children}</NavigationContext.Provider>
}

/** The host's navigate, or a full page load when a screen is embedded without a host router. */
export function useNavigate(): Navigate {
  const navigate = useContext(NavigationContext)
  return (
    navigate ??
    ((to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)))
  )
}

function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
}

/**
 * An anchor to a panel address (build `href` with `href(name, params)`): a plain link for the
 * browser (middle click, new tab, copy address), a client-side navigation for a plain click.
 */
export function Link({ href, onClick, target, ...props }: ComponentProps<'a'> & { href: string }) {
  const navigate = useContext(NavigationContext)
  return (
    <a
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event)
        if (
          event.defaultPrevented ||
          !navigate ||
          (target && target !== '_self') ||
          opensElsewhere(event)
        )
          return
        event.preventDefault()
        navigate(href)
      }}
      {...props}
    />
  )
}
