import type { ScreenTable } from '../screen-context.ts'

/** Layout: the CMS page (section 2's layout/management/{pageslug?}) and its seo child. */
export const screens: ScreenTable = {
  'layout-page': () => import('./layout-page.tsx'),
  'layout-page-seo': () => import('./layout-page-seo.tsx'),
  'layout-redirect': () => import('./layout-redirect.tsx'),
  'ide-page': () => import('./layout-ide.tsx'),
  'layout-dataplus': () => import('./layout-dataplus.tsx'),
  'layout-dataplus-table': () => import('./layout-dataplus-table.tsx'),
  'layout-dataplus-triggers': () => import('./layout-dataplus-triggers.tsx'),
  'layout-clusters': () => import('./layout-clusters.tsx'),
  'layout-settings': () => import('./layout-settings.tsx'),
  'layout-settings-project': () => import('./layout-settings-project.tsx'),
  'layout-settings-catalog': () => import('./layout-settings-catalog.tsx'),
}
