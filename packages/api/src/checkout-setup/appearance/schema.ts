import * as v from 'valibot'

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
