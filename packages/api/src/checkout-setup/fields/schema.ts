import * as v from 'valibot'

/*
 * The checkout's custom fields (issue 16 item 2): questions a store adds to one of the five
 * groups of its public checkout. The public pages get them in `PublicLink.checkout.fields` (in
 * order, per group); a charge answers them in `PublicChargeInput.custom_fields` (by key).
 */

export const CUSTOM_FIELD_GROUPS = [
  'identification',
  'address',
  'shipping',
  'payment',
  'cart',
] as const
export type CustomFieldGroup = (typeof CUSTOM_FIELD_GROUPS)[number]

export const CUSTOM_FIELD_TYPES = [
  'text',
  'number',
  'select',
  'checkbox',
  'date',
  'document',
  'postal_code',
  'phone',
  'email',
] as const
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number]

/** When a field shows: always (null), or only when the payer's document is a CPF or a CNPJ. */
export const CustomFieldVisibilitySchema = v.nullable(
  v.object({ document_kind: v.picklist(['cpf', 'cnpj']) }),
)

/** What the public checkout needs of a field to render and check it. */
export const PublicCustomFieldSchema = v.object({
  key: v.string(),
  group: v.picklist(CUSTOM_FIELD_GROUPS),
  label: v.string(),
  type: v.picklist(CUSTOM_FIELD_TYPES),
  placeholder: v.string(),
  help_text: v.string(),
  required: v.boolean(),
  /** '' for none; `9` a digit, `A` a letter, `*` either, anything else literal. */
  mask: v.string(),
  min_length: v.nullable(v.number()),
  max_length: v.nullable(v.number()),
  min: v.nullable(v.number()),
  max: v.nullable(v.number()),
  options: v.array(v.object({ value: v.string(), label: v.string() })),
  visible_when: CustomFieldVisibilitySchema,
})
export type PublicCustomField = v.InferOutput<typeof PublicCustomFieldSchema>

/** A charge's answers, by field key: text for every type but the checkbox's boolean. */
export const CustomFieldAnswersSchema = v.record(
  v.pipe(v.string(), v.maxLength(40)),
  v.union([v.pipe(v.string(), v.maxLength(1000)), v.boolean()]),
)
export type CustomFieldAnswers = v.InferOutput<typeof CustomFieldAnswersSchema>
