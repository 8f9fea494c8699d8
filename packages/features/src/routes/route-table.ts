import { fillPath, matchPath, type PathParamNames } from './path.ts'
import type { RouteDefinition } from './route.ts'

/** The params `href` takes for a route: its path's names, each optional for the type. */
export type ParamsOf<R extends RouteDefinition> = {
  [K in PathParamNames<R['path']>]?: string | number
}

export interface RouteMatch {
  route: RouteDefinition
  params: Record<string, string>
}

/**
 * Looking routes up by name and by address, over one list: the whole manifest (manifest.ts)
 * and the entry's few routes (entry-routes.ts) answer the same way because they share this.
 */
export function routeTable<const T extends readonly RouteDefinition[]>(routes: T) {
  type Named<N> = Extract<T[number], { name: N }>
  const byName = new Map<string, RouteDefinition>(routes.map((route) => [route.name, route]))
  return {
    routeByName: (name: string): RouteDefinition | undefined => byName.get(name),

    /** Builds the address of a named route: screens build every link with this, never by hand. */
    href<N extends T[number]['name']>(name: N, params?: ParamsOf<Named<N>>): string {
      const route = byName.get(name)
      if (!route) throw new Error(`Unknown route "${name}"`)
      return fillPath(route.path, params)
    },

    /**
     * The address of a route known only at run time (a menu entry from the server, a section's
     * first allowed route): undefined when the list has no such route.
     */
    hrefOf(name: string, params?: Record<string, string | number | undefined>): string | undefined {
      const route = byName.get(name)
      return route ? fillPath(route.path, params) : undefined
    },

    /** The first route matching `pathname`, or null. */
    matchRoute(pathname: string): RouteMatch | null {
      for (const route of routes) {
        const params = matchPath(route.path, pathname)
        if (params) return { route, params }
      }
      return null
    },
  }
}
