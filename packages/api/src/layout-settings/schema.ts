import * as v from 'valibot'
import { isUploadedFilePath } from '../files/upload.ts'
import { plainText } from '../validation/index.ts'
import { layoutSettingsText, type LayoutSettingsText } from './texts.ts'

/*
 * The storefront's layout settings (issue 17 item 5), two documents per store: **project** (the
 * theme's name, the storefront's domain, favicon, colour and font tokens, scripts in head and
 * body, the maintenance page) and **catalog** (how product lists show: page size, default order,
 * sold-out products, price with or without installments, the images' ratio). Each screen saves
 * its own document whole.
 */

const say = (key: LayoutSettingsText) => (issue: v.BaseIssue<unknown>) =>
  layoutSettingsText(issue.lang, key)

export const LAYOUT_COLOR_TOKENS = ['primary', 'secondary', 'background', 'text', 'accent'] as const
export type LayoutColorToken = (typeof LAYOUT_COLOR_TOKENS)[number]

/** Font families from stacks every device has: the storefront fetches no web font for these. */
export const LAYOUT_FONT_STACKS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  humanist: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", sans-serif',
  geometric: 'Avenir, Montserrat, Corbel, "URW Gothic", sans-serif',
  classic: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, serif',
  didone: 'Didot, "Bodoni MT", "Noto Serif Display", serif',
  slab: 'Rockwell, "Rockwell Nova", "Roboto Slab", "DejaVu Serif", serif',
  rounded: 'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, sans-serif',
  mono: 'ui-monospace, "Cascadia Code", Menlo, Consolas, monospace',
} as const
export type LayoutFont = keyof typeof LAYOUT_FONT_STACKS
export const LAYOUT_FONTS = Object.keys(LAYOUT_FONT_STACKS) as [LayoutFont, ...LayoutFont[]]

export const LAYOUT_THEME_NAME_MAX = 60
export const SCRIPT_MAX = 20_000
export const MAINTENANCE_TITLE_MAX = 80
export const MAINTENANCE_MESSAGE_MAX = 500
export const ALLOWED_IPS_MAX = 20

/**
 * A storefront host name: labels of letters, digits and hyphens (not at either end), at least
 * two, the last of letters (or punycode), 253 characters at most. No scheme, port or path.
 */
export function isHostName(value: string): boolean {
  if (value.length > 253) return false
  const labels = value.split('.')
  if (labels.length < 2) return false
  const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/
  const last = labels[labels.length - 1]!
  return (
    labels.every((part) => label.test(part)) && /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(last)
  )
}

/** An IPv4 (four numbers 0–255) or IPv6 address (at most one `::`). */
export function isIpAddress(value: string): boolean {
  const v4 = value.split('.')
  if (v4.length === 4)
    return v4.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255)
  if (!value.includes(':')) return false
  const halves = value.split('::')
  if (halves.length > 2) return false
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')))
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return false
  return halves.length === 2 ? groups.length <= 7 : groups.length === 8
}

const colorInput = v.pipe(
  v.string(say('color')),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^#[0-9a-f]{6}$/, say('color')),
)

const plain = (max: number, key: LayoutSettingsText, multiline = false) =>
  v.pipe(
    v.optional(v.string(say(key)), ''),
    v.trim(),
    v.maxLength(max, say(key)),
    plainText({ multiline, label: { 'pt-BR': 'Este campo', en: 'This field' } }),
  )

/** Code as pasted: lines and tabs are its own (other control characters are still refused). */
const script = v.pipe(
  v.optional(v.string(say('script')), ''),
  v.maxLength(SCRIPT_MAX, say('script')),
  plainText({ multiline: true, label: { 'pt-BR': 'O código', en: 'The code' } }),
)

export const LayoutProjectSchema = v.object({
  theme_name: v.pipe(
    v.string(say('themeName')),
    v.trim(),
    v.minLength(1, say('themeName')),
    v.maxLength(LAYOUT_THEME_NAME_MAX, say('themeName')),
  ),
  /** Null: the storefront answers on the platform's own address only. Kept lower-case. */
  domain: v.pipe(
    v.optional(v.nullable(v.string(say('domain'))), null),
    v.transform((value) => (value === null ? null : value.trim().toLowerCase().replace(/\.$/, ''))),
    v.transform((value) => (value === '' ? null : value)),
    v.check((value) => value === null || isHostName(value), say('domain')),
  ),
  /** An image uploaded with `POST …/layout/settings/images`, or none. */
  favicon_url: v.pipe(
    v.optional(v.nullable(v.string(say('image'))), null),
    v.transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
    v.check((value) => value === null || isUploadedFilePath(value), say('image')),
  ),
  colors: v.object({
    primary: colorInput,
    secondary: colorInput,
    background: colorInput,
    text: colorInput,
    accent: colorInput,
  }),
  fonts: v.object({
    heading: v.picklist(LAYOUT_FONTS, say('font')),
    body: v.picklist(LAYOUT_FONTS, say('font')),
  }),
  /** Run on every storefront page, as written: the merchant's own code (the panel warns). */
  head_scripts: script,
  body_scripts: script,
  maintenance: v.pipe(
    v.object({
      enabled: v.boolean(),
      title: plain(MAINTENANCE_TITLE_MAX, 'maintenanceTitle'),
      message: plain(MAINTENANCE_MESSAGE_MAX, 'maintenanceMessage', true),
      /** Who still sees the store while it is closed (the team's own addresses). */
      allowed_ips: v.pipe(
        v.optional(
          v.array(
            v.pipe(
              v.string(say('ips')),
              v.trim(),
              v.toLowerCase(),
              v.check(isIpAddress, say('ips')),
            ),
          ),
          [],
        ),
        v.maxLength(ALLOWED_IPS_MAX, say('ips')),
        v.transform((ips) => [...new Set(ips)]),
      ),
    }),
    // A closed store shows its visitors a page: it needs a title to say something.
    v.forward(
      v.check((page) => !page.enabled || page.title !== '', say('maintenanceTitle')),
      ['title'],
    ),
  ),
})
export type LayoutProject = v.InferOutput<typeof LayoutProjectSchema>
export type LayoutProjectInput = v.InferInput<typeof LayoutProjectSchema>

export const CATALOG_SORTS = [
  'relevance',
  'newest',
  'price_asc',
  'price_desc',
  'best_sellers',
  'name',
] as const
export type CatalogSort = (typeof CATALOG_SORTS)[number]
export const OUT_OF_STOCK_BEHAVIOURS = ['show', 'last', 'hide'] as const
export type OutOfStockBehaviour = (typeof OUT_OF_STOCK_BEHAVIOURS)[number]
export const PRICE_DISPLAY_MODES = ['price', 'installments'] as const
export type PriceDisplayMode = (typeof PRICE_DISPLAY_MODES)[number]
export const IMAGE_RATIOS = ['1:1', '3:4', '4:3', '2:3', '16:9'] as const
export type ImageRatio = (typeof IMAGE_RATIOS)[number]
export const PER_PAGE_MIN = 12
export const PER_PAGE_MAX = 96
export const INSTALLMENTS_MIN = 2
export const INSTALLMENTS_MAX = 24

export const LayoutCatalogSchema = v.object({
  per_page: v.pipe(
    v.number(say('perPage')),
    v.integer(say('perPage')),
    v.minValue(PER_PAGE_MIN, say('perPage')),
    v.maxValue(PER_PAGE_MAX, say('perPage')),
  ),
  default_sort: v.picklist(CATALOG_SORTS, say('sort')),
  out_of_stock: v.picklist(OUT_OF_STOCK_BEHAVIOURS, say('outOfStock')),
  price_display: v.object({
    mode: v.picklist(PRICE_DISPLAY_MODES, say('priceMode')),
    /** "em até N× de R$ …": the most installments shown (kept when the mode is price only). */
    installments: v.pipe(
      v.number(say('installments')),
      v.integer(say('installments')),
      v.minValue(INSTALLMENTS_MIN, say('installments')),
      v.maxValue(INSTALLMENTS_MAX, say('installments')),
    ),
    interest_free: v.boolean(),
  }),
  image_ratio: v.picklist(IMAGE_RATIOS, say('ratio')),
})
export type LayoutCatalog = v.InferOutput<typeof LayoutCatalogSchema>
export type LayoutCatalogInput = v.InferInput<typeof LayoutCatalogSchema>

/** A store that never saved: the panel's look, no domain, the store open, 24 per page. */
export const DEFAULT_LAYOUT_PROJECT: LayoutProject = {
  theme_name: 'Tema padrão',
  domain: null,
  favicon_url: null,
  colors: {
    primary: '#3756d6',
    secondary: '#1f2937',
    background: '#ffffff',
    text: '#111827',
    accent: '#16a34a',
  },
  fonts: { heading: 'system', body: 'system' },
  head_scripts: '',
  body_scripts: '',
  maintenance: { enabled: false, title: '', message: '', allowed_ips: [] },
}

export const DEFAULT_LAYOUT_CATALOG: LayoutCatalog = {
  per_page: 24,
  default_sort: 'relevance',
  out_of_stock: 'last',
  price_display: { mode: 'price', installments: 10, interest_free: true },
  image_ratio: '1:1',
}

/** GET …/layout/settings: both documents and who saved each last (null until first saved). */
export const LayoutSettingsSchema = v.object({
  project: LayoutProjectSchema,
  catalog: LayoutCatalogSchema,
  project_updated_at: v.nullable(v.string()),
  project_updated_by: v.nullable(v.string()),
  catalog_updated_at: v.nullable(v.string()),
  catalog_updated_by: v.nullable(v.string()),
})
export type LayoutSettings = v.InferOutput<typeof LayoutSettingsSchema>

export const LayoutImageSchema = v.object({ url: v.string() })
export type LayoutImage = v.InferOutput<typeof LayoutImageSchema>

/** "em até 10× de R$ 29,90 sem juros": the price line a product card shows (centavos in, text out). */
export function installmentsText(
  priceCents: number,
  installments: number,
  interestFree: boolean,
  formatMoney: (cents: number) => string,
): string {
  const each = Math.ceil(priceCents / installments)
  return `em até ${installments}× de ${formatMoney(each)}${interestFree ? ' sem juros' : ''}`
}
