import { defineRoutes } from '../routes/route.ts'
import { validateLayoutPage, validateLayoutPageSeo } from '../routes/validators.ts'

/**
 * Layout › Página de layout (CMS) (section 2): `/{appID}/layout/management/{pageslug?}` with its
 * `seo` child. No slug goes to the home page's slug; `seo` on a page without SEO (global,
 * layout) is "Page Not Found". The name `layout-page` is the one the side panel expands on and
 * the menu's page kinds open; the SEO child maps to the layout area by that prefix.
 */
export const layoutRoutes = defineRoutes([
  {
    name: 'layout-page-seo',
    path: '/:appID/layout/management/:pageslug/seo',
    layout: 'general',
    login: true,
    area: 'layout',
    validate: validateLayoutPageSeo,
  },
  {
    name: 'layout-page',
    path: '/:appID/layout/management/:pageslug?',
    layout: 'general',
    login: true,
    area: 'layout',
    validate: validateLayoutPage,
  },
  // The IDE for the theme's files: the development layout (full height, side panel open).
  {
    name: 'ide-page',
    path: '/:appID/layout/ide',
    layout: 'development',
    login: true,
    area: 'layout',
  },
  // Layout › Configurações (issue 17 item 5): the bare address leads on to the project's page
  // (a redirect in the panel), so an address cut short still lands on a screen.
  {
    name: 'layout-settings',
    path: '/:appID/layout/settings',
    layout: 'general',
    login: true,
    area: 'layout',
  },
  {
    name: 'layout-settings-project',
    path: '/:appID/layout/settings/project',
    layout: 'general',
    login: true,
    area: 'layout',
  },
  {
    name: 'layout-settings-catalog',
    path: '/:appID/layout/settings/catalog',
    layout: 'general',
    login: true,
    area: 'layout',
  },
])

export type LayoutRouteName = (typeof layoutRoutes)[number]['name']
