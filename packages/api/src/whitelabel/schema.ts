import * as v from 'valibot'

const color = v.pipe(
  v.string(),
  v.regex(/^(#[0-9a-f]{3,8}|(rgb|hsl|oklch)a?\([^)]*\))$/i, 'Not a CSS colour'),
)

/**
 * A reseller's white-label data (section 3): its hash (sent back in the Whitelabel-Hash header
 * of every call), its `has_{key}` flags (1: the menu entry `key` shows), its type (`manager` when
 * the signed-in user manages this reseller) and its branding.
 */
export const WhitelabelSchema = v.object({
  hash: v.string(),
  name: v.string(),
  type: v.picklist(['reseller', 'manager']),
  flags: v.record(v.pipe(v.string(), v.startsWith('has_')), v.picklist([0, 1])),
  branding: v.object({
    logo_url: v.nullable(v.string()),
    primary_color: v.nullable(color),
    primary_foreground: v.nullable(color),
  }),
})
export type Whitelabel = v.InferOutput<typeof WhitelabelSchema>

/** POST /whitelabel: the host the panel was opened on. */
export const WhitelabelLookupSchema = v.object({
  domain: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(1), v.maxLength(253)),
})

/** GET /whitelabel/config/platforms: the e-commerce platforms a reseller's stores can run on. */
export const PlatformSchema = v.object({ key: v.string(), name: v.string() })
export const PlatformListSchema = v.array(PlatformSchema)
export type Platform = v.InferOutput<typeof PlatformSchema>

// The reseller area's contract (issue 18), exported with the lookup's.
export * from './settings.ts'
export * from './managers.ts'
export * from './reports.ts'
