import * as v from 'valibot'
import { isUploadedFilePath } from '../../files/upload.ts'
import { length, type FieldLabel } from '../../validation/index.ts'
import { appearanceText, type AppearanceText } from './texts.ts'

/*
 * The checkout's appearance (issue 16 item 1): what the store's public checkout looks like. The
 * panel edits a draft and publishes it; the public pages read the published one (`PublicLink.
 * checkout.appearance`). Colours are `#rrggbb`.
 */

/** The checkout's steps, in the order a store may rearrange. */
export const CHECKOUT_STEPS = ['identification', 'address', 'shipping', 'payment'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/** The methods the public pages offer, in the order a store may put first. */
export const CHECKOUT_METHOD_ORDER = ['pix', 'creditcard', 'billet', 'voucher'] as const
export type CheckoutMethodType = (typeof CHECKOUT_METHOD_ORDER)[number]

export const CHECKOUT_FONTS = ['system', 'humanist', 'geometric', 'serif'] as const
export type CheckoutFont = (typeof CHECKOUT_FONTS)[number]

export const CHECKOUT_CORNERS = ['square', 'rounded', 'pill'] as const
export type CheckoutCorner = (typeof CHECKOUT_CORNERS)[number]

export const CHECKOUT_TRUST_BADGES = ['secure', 'privacy', 'guarantee', 'support'] as const
export type CheckoutTrustBadge = (typeof CHECKOUT_TRUST_BADGES)[number]

const hex = v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/i))

export const CheckoutAppearanceSchema = v.object({
  logo_url: v.nullable(v.string()),
  favicon_url: v.nullable(v.string()),
  primary_color: hex,
  accent_color: hex,
  font: v.picklist(CHECKOUT_FONTS),
  corner_style: v.picklist(CHECKOUT_CORNERS),
  header_text: v.string(),
  footer_text: v.string(),
  trust_badges: v.array(v.picklist(CHECKOUT_TRUST_BADGES)),
  /** The four steps, each once. */
  steps: v.array(v.picklist(CHECKOUT_STEPS)),
  /** Method types shown first, in this order; the rest follow in the store's order. */
  methods_first: v.array(v.picklist(CHECKOUT_METHOD_ORDER)),
})
export type CheckoutAppearance = v.InferOutput<typeof CheckoutAppearanceSchema>

/**
 * A store that never touched its appearance: the panel's own look. The public pages apply a
 * colour, font or corner only when it differs from these (checkout/shared/appearance), so a
 * store left at the defaults keeps the page's brand, the reseller's on a reseller's domain.
 * The primary is the panel's indigo (`--vt-brand`) in hex, for the editor's colour field.
 */
export const DEFAULT_CHECKOUT_APPEARANCE: CheckoutAppearance = {
  logo_url: null,
  favicon_url: null,
  primary_color: '#3756d6',
  accent_color: '#16a34a',
  font: 'system',
  corner_style: 'rounded',
  header_text: '',
  footer_text: '',
  trust_badges: [],
  steps: [...CHECKOUT_STEPS],
  methods_first: [],
}

export const HEADER_TEXT_MAX = 80
export const FOOTER_TEXT_MAX = 200

const label = (ptBR: string, en: string, feminine = false): FieldLabel => ({
  'pt-BR': ptBR,
  en,
  feminine,
})

export const appearanceLabels = {
  header_text: label('Texto do topo', 'Header text'),
  footer_text: label('Texto do rodapé', 'Footer text'),
} as const

const say = (text: AppearanceText) => (issue: v.BaseIssue<unknown>) =>
  appearanceText(issue.lang, text)

/** `#RRGGBB` (the picker's form), kept lower-case. */
const colorInput = v.pipe(
  v.string(say('color')),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^#[0-9a-f]{6}$/, say('color')),
)

/** An image uploaded here (`POST …/checkout/appearance/images`), or none. */
const imageInput = v.pipe(
  v.optional(v.nullable(v.string(say('image'))), null),
  v.transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
  v.check((value) => value === null || isUploadedFilePath(value), say('image')),
)

const textInput = (max: number, fieldLabel: FieldLabel) =>
  v.pipe(v.optional(v.string(), ''), v.trim(), length(0, max, { label: fieldLabel }))

/** A list of choices, each once (a repeated one is dropped, the first place kept). */
const uniqueList = <T extends string>(options: readonly T[], text: AppearanceText) =>
  v.pipe(
    v.array(v.picklist(options, say(text)), say(text)),
    v.transform((values) => [...new Set(values)]),
  )

/** PUT …/checkout/appearance/draft: the whole appearance, checked as the server saves it. */
export const CheckoutAppearanceInputSchema = v.object({
  logo_url: imageInput,
  favicon_url: imageInput,
  primary_color: colorInput,
  accent_color: colorInput,
  font: v.picklist(CHECKOUT_FONTS, say('font')),
  corner_style: v.picklist(CHECKOUT_CORNERS, say('corner')),
  header_text: textInput(HEADER_TEXT_MAX, appearanceLabels.header_text),
  footer_text: textInput(FOOTER_TEXT_MAX, appearanceLabels.footer_text),
  trust_badges: v.optional(uniqueList(CHECKOUT_TRUST_BADGES, 'badge'), []),
  steps: v.optional(
    v.pipe(
      v.array(v.picklist(CHECKOUT_STEPS, say('steps')), say('steps')),
      v.check(
        (steps) =>
          steps.length === CHECKOUT_STEPS.length &&
          CHECKOUT_STEPS.every((step) => steps.includes(step)),
        say('steps'),
      ),
    ),
    [...CHECKOUT_STEPS],
  ),
  methods_first: v.optional(uniqueList(CHECKOUT_METHOD_ORDER, 'methods'), []),
})
export type CheckoutAppearanceInput = v.InferInput<typeof CheckoutAppearanceInputSchema>

/**
 * GET …/checkout/appearance (and every change's answer): what the public sees (`published`,
 * the defaults until first published) and what the editor holds (`draft`: the published one
 * when there is no draft).
 */
export const CheckoutAppearanceStateSchema = v.object({
  published: CheckoutAppearanceSchema,
  draft: CheckoutAppearanceSchema,
  has_draft: v.boolean(),
  /** Null until first published. */
  published_at: v.nullable(v.string()),
  published_by: v.nullable(v.string()),
  draft_updated_at: v.nullable(v.string()),
  draft_updated_by: v.nullable(v.string()),
})
export type CheckoutAppearanceState = v.InferOutput<typeof CheckoutAppearanceStateSchema>

/** POST …/checkout/appearance/images: the kept image's address, for `logo_url`/`favicon_url`. */
export const AppearanceImageSchema = v.object({ url: v.string() })
export type AppearanceImage = v.InferOutput<typeof AppearanceImageSchema>
