// What the panel's entry imports from here must not reach manifest.ts: the whole manifest is a
// chunk of its own (loader.ts). The entry uses the entry's routes, the loader, paths and
// navigation; screens and lazy host code use the manifest's `href`, `matchRoute`, … freely.
export {
  href,
  hrefOf,
  matchRoute,
  routeByName,
  routes,
  type AnyRoute,
  type RouteMatch,
  type RouteName,
  type RouteParams,
} from './manifest.ts'
export {
  entryRoutes,
  href as entryHref,
  matchEntryRoute,
  type EntryRouteName,
} from './entry-routes.ts'
export { loadManifest, matchKnownRoute, type Manifest } from './loader.ts'
export { fillPath, matchPath } from './path.ts'
export {
  defineRoutes,
  LAYOUTS,
  type Layout,
  type RouteDefinition,
  type RouteValidation,
} from './route.ts'
export { Link, NavigationProvider, useNavigate, type Navigate } from './navigation.tsx'
export { permissionDetails, sectionRoutes } from './access.ts'
export { permissionDetailsOf } from './permission-details.ts'
export {
  HOME_PAGE_SLUG,
  PAGES_WITHOUT_SEO,
  validateLayoutPage,
  validateXmlEdit,
} from './validators.ts'
