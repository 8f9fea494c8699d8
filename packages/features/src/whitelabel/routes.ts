import type { RouteValidation } from '../routes/route.ts'
import { defineRoutes } from '../routes/route.ts'

/** A store's id in the reports: digits only (section 5's rule for ids), else "Page Not Found". */
export function validatePanelId({ panelId }: Record<string, string | undefined>): RouteValidation {
  return { ok: panelId !== undefined && /^[1-9]\d{0,9}$/.test(panelId) }
}

/**
 * The reseller area (section 2): where a white-label manager lands, and the reseller's own
 * settings, team, reports and SMTP. Route names containing `whitelabel` are always allowed
 * (section 6); the server answers the reseller's managers only.
 */
export const whitelabelRoutes = defineRoutes([
  { name: 'whitelabel-list', path: '/whitelabel/list', layout: 'default', login: true },
  { name: 'whitelabel-settings', path: '/whitelabel/settings', layout: 'default', login: true },
  {
    name: 'whitelabel-settings-managers',
    path: '/whitelabel/settings/managers',
    layout: 'default',
    login: true,
  },
  {
    name: 'whitelabel-reports-panels',
    path: '/whitelabel/reports/panels',
    layout: 'default',
    login: true,
  },
  {
    name: 'whitelabel-panels',
    path: '/whitelabel/panels/:panelId',
    layout: 'default',
    login: true,
    validate: validatePanelId,
  },
  { name: 'whitelabel-smtp', path: '/whitelabel/smtp', layout: 'default', login: true },
])
