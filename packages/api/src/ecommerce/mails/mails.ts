import * as v from 'valibot'
import { email, length, plainText, required } from '../../validation/index.ts'
import { knownVariables, label } from './fields.ts'
import { MAIL_GROUPS, MAIL_TYPES } from './types.ts'

export const MAIL_SUBJECT_MAX = 200
export const MAIL_PREHEADER_MAX = 250
/** The body's HTML, inline images (data:) included: big enough for a few, small enough for a row. */
export const MAIL_BODY_MAX = 500_000

export const mailLabels = {
  subject: label('Assunto', 'Subject'),
  preheader: label('Pré-cabeçalho', 'Preheader'),
  body: label('Conteúdo', 'Body'),
  active: label('Ativo', 'Active'),
  to: label('E-mail de destino', 'Recipient e-mail'),
} as const

/** One of the store's mails in a list: `id` is its type (the `{mailID}` of the editor route). */
export const MailSummarySchema = v.object({
  id: v.picklist(MAIL_TYPES),
  type: v.picklist(MAIL_TYPES),
  group: v.picklist(MAIL_GROUPS),
  name: v.string(),
  description: v.string(),
  subject: v.string(),
  active: v.boolean(),
  /** False while the store sends the default template (never saved, or restored). */
  customised: v.boolean(),
  updated_at: v.nullable(v.string()),
})
export type MailSummary = v.InferOutput<typeof MailSummarySchema>

/** GET /apps/{appId}/mails?group=&q=: every mail of the group, in the type list's order. */
export const MailListSchema = v.object({ items: v.array(MailSummarySchema) })
export type MailList = v.InferOutput<typeof MailListSchema>

export interface MailListQuery {
  group?: (typeof MAIL_GROUPS)[number]
  /** Words of the name or the subject (case and accents ignored). */
  q?: string
}

export const MailSchema = v.object({
  ...MailSummarySchema.entries,
  preheader: v.string(),
  /** The sanitised body as stored (section 5 rules applied by the server too). */
  body_html: v.string(),
})
export type Mail = v.InferOutput<typeof MailSchema>

const subjectField = v.pipe(
  v.string(),
  v.trim(),
  required({ label: mailLabels.subject }),
  length(0, MAIL_SUBJECT_MAX, { label: mailLabels.subject }),
  plainText({ label: mailLabels.subject }),
  knownVariables(),
)
const preheaderField = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    length(0, MAIL_PREHEADER_MAX, { label: mailLabels.preheader }),
    plainText({ label: mailLabels.preheader }),
    knownVariables(),
  ),
  '',
)
const bodyField = v.pipe(
  v.string(),
  required({ label: mailLabels.body }),
  length(0, MAIL_BODY_MAX, { label: mailLabels.body }),
  // HTML has line breaks and indentation; other control characters are still refused.
  plainText({ multiline: true, label: mailLabels.body }),
  knownVariables(),
)

/** What the editor previews and test-sends: the unsaved subject, preheader and body. */
export const MailDraftSchema = v.object({
  subject: subjectField,
  preheader: preheaderField,
  body_html: bodyField,
})
export type MailDraft = v.InferInput<typeof MailDraftSchema>

/** PUT /apps/{appId}/mails/{type}: the body is sanitised on save; the answer has what was kept. */
export const MailInputSchema = v.object({
  ...MailDraftSchema.entries,
  active: v.boolean(),
})
export type MailInput = v.InferInput<typeof MailInputSchema>

/**
 * POST /apps/{appId}/mails/{type}/preview: the message as it would be sent with the sample
 * values — sanitised, variables filled in, CSS inlined (`html` is a whole document for an
 * iframe's srcdoc), with its plain-text part. Without a draft, the saved mail.
 */
export const MailPreviewSchema = v.object({
  subject: v.string(),
  preheader: v.string(),
  html: v.string(),
  text: v.string(),
})
export type MailPreview = v.InferOutput<typeof MailPreviewSchema>

/** POST /apps/{appId}/mails/{type}/test: the draft (or the saved mail) to one address. */
export const MailTestInputSchema = v.object({
  to: v.pipe(
    v.string(),
    v.trim(),
    required({ label: mailLabels.to }),
    length(0, 254, { label: mailLabels.to }),
    email({ label: mailLabels.to }),
  ),
  draft: v.optional(MailDraftSchema),
})
export type MailTestInput = v.InferInput<typeof MailTestInputSchema>

export const MAIL_SEND_STATUSES = ['sent', 'failed'] as const
export type MailSendStatus = (typeof MAIL_SEND_STATUSES)[number]

/**
 * What became of a test send: `sent` once the SMTP server took it (or, with no SMTP anywhere,
 * once it is kept in the outbox), `failed` with the reason in Portuguese.
 */
export const MailTestResultSchema = v.object({
  status: v.picklist(MAIL_SEND_STATUSES),
  /** Which transport carried it: the store's SMTP or the platform's. */
  via: v.picklist(['store', 'platform']),
  outbox_id: v.number(),
  delivery_id: v.number(),
  error: v.nullable(v.string()),
})
export type MailTestResult = v.InferOutput<typeof MailTestResultSchema>
