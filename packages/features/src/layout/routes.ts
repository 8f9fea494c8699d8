import { defineRoutes } from '../routes/route.ts'
import { validateLayoutPage, validateLayoutPageSeo } from '../routes/validators.ts'
import { validateDataplusTable } from './dataplus/shared/validate.ts'

/**
 * Layout › Página de layout (CMS) (section 2): `/{appID}/layout/management/{pageslug?}` with its
 * `seo` child. No slug goes to the home page's slug; `seo` on a page without SEO (global,
 * layout) is "Page Not Found". The name `layout-page` is the one the side panel expands on and
 * the menu's page kinds open; the SEO child maps to the layout area by that prefix.
 */
export const layoutRoutes = defineRoutes([
  // Layout › Redirecionamentos (issue 17 item 3): the storefront's redirect rules.
  {
    name: 'layout-redirect',
    path: '/:appID/layout/redirect',
    layout: 'general',
    login: true,
    area: 'layout',
  },
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
  // Layout › Clusters (issue 17 item 4): the list; a cluster opens in a dialog.
  {
    name: 'layout-clusters',
    path: '/:appID/layout/clusters',
    layout: 'general',
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
  // Data Plus (issue 17 item 1): the tables, one table's columns and rows, its triggers; a
  // table id is digits only (anything else is "Page Not Found").
  {
    name: 'layout-dataplus',
    path: '/:appID/layout/dataplus',
    layout: 'general',
    login: true,
    area: 'layout',
  },
  {
    name: 'layout-dataplus-table',
    path: '/:appID/layout/dataplus/table/:tableID',
    layout: 'general',
    login: true,
    area: 'layout',
    validate: validateDataplusTable,
  },
  {
    name: 'layout-dataplus-triggers',
    path: '/:appID/layout/dataplus/triggers/:tableID',
    layout: 'general',
    login: true,
    area: 'layout',
    validate: validateDataplusTable,
  },
])

export type LayoutRouteName = (typeof layoutRoutes)[number]['name']
