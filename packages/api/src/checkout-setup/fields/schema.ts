import * as v from 'valibot'
import {
  between,
  length,
  plainText,
  required,
  resolveLang,
  type FieldLabel,
  type Lang,
} from '../../validation/index.ts'

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

/*
 * The panel's side: a field as the store keeps it (an id, its place in its group) and what the
 * panel sends to create or change one. The input is checked by the same schema in the dialog and
 * on the server, in Portuguese.
 */

export const CUSTOM_FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/
export const CUSTOM_FIELD_LABEL_MAX = 80
export const CUSTOM_FIELD_PLACEHOLDER_MAX = 120
export const CUSTOM_FIELD_HELP_MAX = 300
export const CUSTOM_FIELD_MASK_MAX = 40
export const CUSTOM_FIELD_OPTIONS_MAX = 50
/** An answer is at most this long (the charge's schema says the same). */
export const CUSTOM_FIELD_ANSWER_MAX = 1000
/** A store keeps at most this many fields in one group. */
export const CUSTOM_FIELDS_PER_GROUP_MAX = 30

export const CustomFieldSchema = v.object({
  id: v.number(),
  /** 0-based, within its group. */
  position: v.number(),
  ...PublicCustomFieldSchema.entries,
  created_at: v.string(),
  updated_at: v.string(),
})
export type CustomField = v.InferOutput<typeof CustomFieldSchema>

const label = (ptBR: string, en: string, feminine = false): FieldLabel => ({
  'pt-BR': ptBR,
  en,
  feminine,
})

export const customFieldLabels = {
  key: label('Chave', 'Key', true),
  group: label('Grupo', 'Group'),
  label: label('Rótulo', 'Label'),
  type: label('Tipo', 'Type'),
  placeholder: label('Texto de exemplo', 'Placeholder'),
  help_text: label('Texto de ajuda', 'Help text'),
  mask: label('Máscara', 'Mask', true),
  min_length: label('Tamanho mínimo', 'Minimum length'),
  max_length: label('Tamanho máximo', 'Maximum length'),
  min: label('Valor mínimo', 'Minimum value'),
  max: label('Valor máximo', 'Maximum value'),
  options: label('Opções', 'Options', true),
  optionValue: label('Valor da opção', 'Option value'),
  optionLabel: label('Rótulo da opção', 'Option label'),
} as const

const texts = {
  keyFormat: {
    'pt-BR':
      'Use letras minúsculas sem acento, números e _ (até 40), começando por uma letra: ex. inscricao_estadual.',
    en: 'Use lower-case letters, digits and _ (up to 40), starting with a letter: e.g. state_registration.',
  },
  keyTaken: {
    'pt-BR': 'Já existe um campo com esta chave na loja.',
    en: 'The store already has a field with this key.',
  },
  optionsRequired: {
    'pt-BR': 'Uma lista de seleção precisa de pelo menos uma opção.',
    en: 'A select needs at least one option.',
  },
  optionsRepeated: {
    'pt-BR': 'Cada opção precisa de um valor diferente.',
    en: 'Each option needs a different value.',
  },
  lengthOrder: {
    'pt-BR': 'O tamanho máximo não pode ser menor que o mínimo.',
    en: 'The maximum length cannot be less than the minimum.',
  },
  valueOrder: {
    'pt-BR': 'O valor máximo não pode ser menor que o mínimo.',
    en: 'The maximum value cannot be less than the minimum.',
  },
  maskChoice: {
    'pt-BR': 'Máscaras valem só para campos de texto.',
    en: 'Masks apply to text fields only.',
  },
  fieldNotFound: { 'pt-BR': 'Campo não encontrado.', en: 'Field not found.' },
  tooManyFields: {
    'pt-BR': 'Este grupo já tem {max} campos: remova um antes de criar outro.',
    en: 'This group already has {max} fields: remove one before adding another.',
  },
  orderMismatch: {
    'pt-BR': 'A nova ordem precisa trazer cada campo do grupo uma vez. Recarregue a página.',
    en: 'The new order must list each field of the group once. Reload the page.',
  },
  documentInvalid: {
    'pt-BR': 'Informe um CPF ou CNPJ válido: confira os dígitos.',
    en: 'Enter a valid CPF or CNPJ: check the digits.',
  },
  postalCodeInvalid: {
    'pt-BR': 'Informe um CEP com 8 dígitos.',
    en: 'Enter a CEP of 8 digits.',
  },
  phoneInvalid: {
    'pt-BR': 'Informe um telefone com DDD: 10 ou 11 dígitos.',
    en: 'Enter a phone number with its area code: 10 or 11 digits.',
  },
  answersRefused: {
    'pt-BR': 'Algumas respostas não são válidas: confira os campos destacados.',
    en: 'Some answers are not valid: check the highlighted fields.',
  },
  answerNotValid: {
    'pt-BR': 'Esta resposta não é válida.',
    en: 'This answer is not valid.',
  },
} as const satisfies Record<string, Record<Lang, string>>
export type CustomFieldText = keyof typeof texts

/** One of the custom fields' own messages (the server and the panel say the same). */
export function customFieldText(
  lang: string | undefined,
  key: CustomFieldText,
  params: Record<string, string | number> = {},
): string {
  return texts[key][resolveLang(lang)].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(params[name]),
  )
}

const text = (max: number, fieldLabel: FieldLabel) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      plainText({ label: fieldLabel }),
      length(0, max, { label: fieldLabel }),
    ),
    '',
  )

const nullableInt = (low: number, high: number, fieldLabel: FieldLabel) =>
  v.optional(
    v.nullable(v.pipe(v.number(), v.integer(), between(low, high, { label: fieldLabel }))),
    null,
  )

/** Types whose answer is typed text a mask may shape. */
export const MASKABLE_TYPES: readonly CustomFieldType[] = ['text', 'phone', 'document']

export const CustomFieldOptionInputSchema = v.object({
  value: v.pipe(
    v.string(),
    v.trim(),
    required({ label: customFieldLabels.optionValue }),
    plainText({ label: customFieldLabels.optionValue }),
    length(0, 80, { label: customFieldLabels.optionValue }),
  ),
  label: v.pipe(
    v.string(),
    v.trim(),
    required({ label: customFieldLabels.optionLabel }),
    plainText({ label: customFieldLabels.optionLabel }),
    length(0, 80, { label: customFieldLabels.optionLabel }),
  ),
})

/**
 * POST /apps/{appId}/checkout/fields and PUT …/{fieldId}. A field goes last in its group when
 * created (or moved to another group); `options` only for selects (dropped otherwise), the
 * lengths only for text-like types and the values only for numbers (kept as sent: the public
 * check ignores what does not apply).
 */
export const CustomFieldInputSchema = v.pipe(
  v.object({
    key: v.pipe(
      v.string(),
      v.trim(),
      required({ label: customFieldLabels.key }),
      v.check(
        (value) => CUSTOM_FIELD_KEY_PATTERN.test(value),
        (issue) => customFieldText(issue.lang, 'keyFormat'),
      ),
    ),
    group: v.picklist(CUSTOM_FIELD_GROUPS),
    label: v.pipe(
      v.string(),
      v.trim(),
      required({ label: customFieldLabels.label }),
      plainText({ label: customFieldLabels.label }),
      length(0, CUSTOM_FIELD_LABEL_MAX, { label: customFieldLabels.label }),
    ),
    type: v.picklist(CUSTOM_FIELD_TYPES),
    placeholder: text(CUSTOM_FIELD_PLACEHOLDER_MAX, customFieldLabels.placeholder),
    help_text: text(CUSTOM_FIELD_HELP_MAX, customFieldLabels.help_text),
    required: v.optional(v.boolean(), false),
    mask: v.optional(
      v.pipe(
        v.string(),
        plainText({ label: customFieldLabels.mask }),
        length(0, CUSTOM_FIELD_MASK_MAX, { label: customFieldLabels.mask }),
      ),
      '',
    ),
    min_length: nullableInt(0, CUSTOM_FIELD_ANSWER_MAX, customFieldLabels.min_length),
    max_length: nullableInt(1, CUSTOM_FIELD_ANSWER_MAX, customFieldLabels.max_length),
    min: v.optional(
      v.nullable(v.pipe(v.number(), between(-1e12, 1e12, { label: customFieldLabels.min }))),
      null,
    ),
    max: v.optional(
      v.nullable(v.pipe(v.number(), between(-1e12, 1e12, { label: customFieldLabels.max }))),
      null,
    ),
    options: v.optional(
      v.pipe(
        v.array(CustomFieldOptionInputSchema),
        v.maxLength(CUSTOM_FIELD_OPTIONS_MAX),
        v.check(
          (items) => new Set(items.map((item) => item.value)).size === items.length,
          (issue) => customFieldText(issue.lang, 'optionsRepeated'),
        ),
      ),
      [],
    ),
    visible_when: v.optional(CustomFieldVisibilitySchema, null),
  }),
  v.forward(
    v.partialCheck(
      [['type'], ['options']],
      ({ type, options }) => type !== 'select' || options.length > 0,
      (issue) => customFieldText(issue.lang, 'optionsRequired'),
    ),
    ['options'],
  ),
  v.forward(
    v.partialCheck(
      [['min_length'], ['max_length']],
      ({ min_length, max_length }) =>
        min_length === null || max_length === null || min_length <= max_length,
      (issue) => customFieldText(issue.lang, 'lengthOrder'),
    ),
    ['max_length'],
  ),
  v.forward(
    v.partialCheck(
      [['min'], ['max']],
      ({ min, max }) => min === null || max === null || min <= max,
      (issue) => customFieldText(issue.lang, 'valueOrder'),
    ),
    ['max'],
  ),
  v.forward(
    v.partialCheck(
      [['type'], ['mask']],
      ({ type, mask }) => mask === '' || MASKABLE_TYPES.includes(type),
      (issue) => customFieldText(issue.lang, 'maskChoice'),
    ),
    ['mask'],
  ),
  v.transform((input) => ({
    ...input,
    options: input.type === 'select' ? input.options : [],
  })),
)
export type CustomFieldInput = v.InferInput<typeof CustomFieldInputSchema>
export type CustomFieldValues = v.InferOutput<typeof CustomFieldInputSchema>

/** PUT /apps/{appId}/checkout/fields/order: a group's fields by id, in their new order. */
export const CustomFieldOrderInputSchema = v.object({
  group: v.picklist(CUSTOM_FIELD_GROUPS),
  ids: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))),
    v.maxLength(CUSTOM_FIELDS_PER_GROUP_MAX),
  ),
})
export type CustomFieldOrderInput = v.InferInput<typeof CustomFieldOrderInputSchema>

/** GET /apps/{appId}/checkout/fields?group=…: one group, or every group when left out. */
export const CustomFieldQuerySchema = v.object({
  group: v.optional(v.picklist(CUSTOM_FIELD_GROUPS)),
})
export type CustomFieldQuery = v.InferOutput<typeof CustomFieldQuerySchema>

/** A payment's answer as kept: the field's label then (a snapshot) and what the payer gave. */
export const CustomFieldAnswerSchema = v.object({
  key: v.string(),
  label: v.string(),
  group: v.picklist(CUSTOM_FIELD_GROUPS),
  type: v.picklist(CUSTOM_FIELD_TYPES),
  value: v.union([v.string(), v.boolean()]),
  /** The answer as people read it: the option's label, "Sim", the document or phone formatted. */
  text: v.string(),
})
export type CustomFieldAnswer = v.InferOutput<typeof CustomFieldAnswerSchema>
