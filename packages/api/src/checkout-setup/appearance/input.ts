import * as v from 'valibot'
import { isUploadedFilePath } from '../../files/upload.ts'
import { length, type FieldLabel } from '../../validation/index.ts'
import {
  CHECKOUT_CORNERS,
  CHECKOUT_FONTS,
  CHECKOUT_METHOD_ORDER,
  CHECKOUT_STEPS,
  CHECKOUT_TRUST_BADGES,
  CheckoutAppearanceSchema,
} from './schema.ts'
import { appearanceText, type AppearanceText } from './texts.ts'

/*
 * The panel's side of the appearance: the draft's input with its refusals, the editor's state
 * and the image upload's answer. Apart from schema.ts so the payer's pages, which read only the
 * published appearance, do not carry them (the package has no side effects: an unused module
 * is left out whole).
 */

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
