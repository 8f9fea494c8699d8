import * as v from 'valibot'
import { defaultServiceUrls, RuntimeConfigSchema, type RuntimeConfig } from '@vitrine/api'

/**
 * The run-time configuration the hosting server injected into index.html. Without one (Vite's
 * dev server) the panel talks to the same origin, where Vite proxies /api to the server.
 */
export function readRuntimeConfig(injected: unknown = window.__VITRINE_CONFIG__): RuntimeConfig {
  if (injected === undefined) {
    return v.parse(RuntimeConfigSchema, {
      services: defaultServiceUrls(),
      dashboardHosts: ['localhost', '127.0.0.1'],
      buildId: __VITRINE_BUILD_ID__,
    })
  }
  const parsed = v.safeParse(RuntimeConfigSchema, injected)
  if (!parsed.success) {
    throw new Error(`Invalid run-time configuration: ${v.summarize(parsed.issues)}`)
  }
  return parsed.output
}
