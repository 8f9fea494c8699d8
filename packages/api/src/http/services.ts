import * as v from 'valibot'
import { RedirectRulesSchema } from '../redirects/schema.ts'

/** The backend services of the specification (section 7); each has its own base URL. */
export const SERVICES = [
  'main',
  'connect',
  'payments',
  'ecommerce',
  'indexer',
  'checkout',
  'analytics',
  'recurrence',
  'local',
] as const
export type Service = (typeof SERVICES)[number]

const baseUrl = v.pipe(
  v.string(),
  v.check(
    (value) => value.startsWith('/') || /^https?:\/\//.test(value),
    'A base URL must be absolute (http/https) or start with /.',
  ),
)

/**
 * Run-time configuration of the panel (served by whoever hosts it, never baked into the build),
 * so one build can point at any backend and be rebranded per host.
 */
export const RuntimeConfigSchema = v.object({
  services: v.object(
    Object.fromEntries(SERVICES.map((service) => [service, baseUrl])) as Record<
      Service,
      typeof baseUrl
    >,
  ),
  /** Hosts that are the standard dashboard (not a reseller's domain). */
  dashboardHosts: v.optional(v.array(v.string()), []),
  /** Fallback interface/validation language when neither cookie nor browser decides. */
  fallbackLanguage: v.optional(v.string(), 'en-US'),
  /** Hosts (homolog, local) where the reseller host may be given by the `?wh=` query parameter. */
  homologHosts: v.optional(v.array(v.string()), []),
  /** Apps that show the recurrence menu in reseller mode (section 9: app 238). */
  recurrenceApps: v.optional(v.array(v.pipe(v.number(), v.integer())), [238]),
  /** The third-party live chat: loaded only on the production or staging dashboard hosts. */
  liveChat: v.optional(
    v.nullable(v.object({ scriptUrl: v.pipe(v.string(), v.url()), hosts: v.array(v.string()) })),
    null,
  ),
  /** Redirect rules configured on the server, applied by the last guard (section 4). */
  redirects: v.optional(RedirectRulesSchema, []),
  /** Identifier of the running build, compared with the latest-build manifest. */
  buildId: v.optional(v.string(), 'dev'),
  /** Request timeout in milliseconds. */
  timeoutMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000)), 15_000),
})
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>

/** Where the reference server mounts each service: `/api/<service>`, the local one at `/api`. */
export function defaultServiceUrls(origin = ''): RuntimeConfig['services'] {
  return Object.fromEntries(
    SERVICES.map((service) => [
      service,
      `${origin}/api${service === 'local' ? '' : `/${service}`}`,
    ]),
  ) as RuntimeConfig['services']
}
