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
