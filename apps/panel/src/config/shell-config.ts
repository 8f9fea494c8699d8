import type { RedirectRule } from '@vitrine/api'

/** The raw run-time configuration fields the guards need before the adapter loads. */
export interface ShellConfig {
  dashboardHosts: readonly string[]
  homologHosts: readonly string[]
  /** The server's redirect rules (shape-checked here; the server validated them). */
  redirects: readonly RedirectRule[]
  /** Apps that show the recurrence menu in reseller mode (default: app 238, section 9). */
  recurrenceApps: readonly number[]
}

/**
 * The host whose reseller the panel shows (section 4): the page's own host, or on homolog and
 * local hosts the one given by `?wh=`; null on the standard dashboard hosts.
 */
export function resellerHost(url: URL, config: ShellConfig): string | null {
  const own = url.hostname.toLowerCase()
  const given = url.searchParams.get('wh')?.trim().toLowerCase()
  const host = given && config.homologHosts.includes(own) ? given : own
  return config.dashboardHosts.includes(host) ? null : host
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/**
 * Reads what the guards need from the injected configuration without the full schema, which
 * loads with the HTTP adapter (keeping the first load small).
 */
export function shellConfigOf(injected: unknown): ShellConfig {
  const config = (typeof injected === 'object' && injected !== null ? injected : {}) as Record<
    string,
    unknown
  >
  const dashboardHosts = strings(config.dashboardHosts)
  return {
    // Without any configuration (Vite's dev server) the local hosts are the dashboard.
    dashboardHosts: dashboardHosts.length ? dashboardHosts : ['localhost', '127.0.0.1'],
    homologHosts: strings(config.homologHosts),
    redirects: Array.isArray(config.redirects)
      ? config.redirects.filter(
          (rule): rule is RedirectRule =>
            typeof rule?.from === 'string' &&
            rule.from.startsWith('/') &&
            typeof rule?.to === 'string',
        )
      : [],
    recurrenceApps: Array.isArray(config.recurrenceApps)
      ? config.recurrenceApps.filter((id): id is number => Number.isInteger(id))
      : [238],
  }
}
