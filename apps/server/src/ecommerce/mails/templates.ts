import {
  DEFAULT_MAIL_TEMPLATES,
  MAIL_GROUP_OF,
  MAIL_TYPE_LABELS,
  MAIL_TYPES,
  type Mail,
  type MailInput,
  type MailList,
  type MailListQuery,
  type MailTemplate,
  type MailType,
  type MailVariableValues,
} from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { composeMail, type ComposedMail } from './compose.ts'
import { sanitizeMailBody } from './sanitize.ts'
import { storeValues } from './send.ts'
import { ecommerceMails } from './schema.ts'

type MailRow = typeof ecommerceMails.$inferSelect

/*
 * The store's nine mails: its own row when it saved one, the contract's default otherwise
 * (active). A mail's id is its type.
 */

function toMail(type: MailType, row: MailRow | undefined): Mail {
  const template = row ?? DEFAULT_MAIL_TEMPLATES[type]
  return {
    id: type,
    type,
    group: MAIL_GROUP_OF[type],
    ...MAIL_TYPE_LABELS[type],
    subject: template.subject,
    preheader: template.preheader,
    body_html: row ? row.bodyHtml : DEFAULT_MAIL_TEMPLATES[type].body_html,
    active: row?.active ?? true,
    customised: row?.customised ?? false,
    updated_at: row?.updatedAt.toISOString() ?? null,
  }
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** Nine at most, so the filter runs here rather than in SQL over the defaults. */
export async function listMails(
  db: Database,
  appId: number,
  query: MailListQuery,
): Promise<MailList> {
  const rows = await db.select().from(ecommerceMails).where(eq(ecommerceMails.appId, appId))
  const byType = new Map(rows.map((row) => [row.type, row]))
  const words = fold(query.q ?? '')
    .split(/\s+/)
    .filter(Boolean)
  const items = MAIL_TYPES.filter((type) => !query.group || MAIL_GROUP_OF[type] === query.group)
    .map((type) => toMail(type, byType.get(type)))
    .filter((mail) => {
      const haystack = fold(`${mail.name} ${mail.subject}`)
      return words.every((word) => haystack.includes(word))
    })
    .map(({ preheader: _preheader, body_html: _body, ...summary }) => summary)
  return { items }
}

async function findRow(db: Database, appId: number, type: MailType) {
  const [row] = await db
    .select()
    .from(ecommerceMails)
    .where(and(eq(ecommerceMails.appId, appId), eq(ecommerceMails.type, type)))
  return row
}

export async function getMail(db: Database, appId: number, type: MailType): Promise<Mail> {
  return toMail(type, await findRow(db, appId, type))
}

async function upsert(
  db: Database,
  appId: number,
  type: MailType,
  values: Omit<MailRow, 'appId' | 'type'>,
): Promise<Mail> {
  const [row] = await db
    .insert(ecommerceMails)
    .values({ appId, type, ...values })
    .onConflictDoUpdate({ target: [ecommerceMails.appId, ecommerceMails.type], set: values })
    .returning()
  return toMail(type, row)
}

/** Saves the store's version; the body is kept sanitised (what the answer shows). */
export async function saveMail(
  db: Database,
  appId: number,
  type: MailType,
  input: Required<MailInput>,
  now: Date,
): Promise<Mail> {
  return upsert(db, appId, type, {
    subject: input.subject,
    preheader: input.preheader,
    bodyHtml: sanitizeMailBody(input.body_html),
    active: input.active,
    customised: true,
    updatedAt: now,
  })
}

/** Back to the default template; the active flag the store chose stays. */
export async function restoreMail(
  db: Database,
  appId: number,
  type: MailType,
  now: Date,
): Promise<Mail> {
  const current = await findRow(db, appId, type)
  const template = DEFAULT_MAIL_TEMPLATES[type]
  return upsert(db, appId, type, {
    subject: template.subject,
    preheader: template.preheader,
    bodyHtml: template.body_html,
    active: current?.active ?? true,
    customised: false,
    updatedAt: now,
  })
}

/** The template the store sends for a type, and whether it sends it at all. */
export async function storeTemplate(
  db: Database,
  appId: number,
  type: MailType,
): Promise<MailTemplate & { active: boolean }> {
  const mail = await getMail(db, appId, type)
  return {
    subject: mail.subject,
    preheader: mail.preheader,
    body_html: mail.body_html,
    active: mail.active,
  }
}

/**
 * The store's mail of a type with the values given, ready to send (sanitised, inlined, with its
 * plain text), or null when the store switched that mail off. The store's name is filled in
 * unless given. This is what the storefront's
 * flows call: e.g. the customer's password recovery (`password`) and access link
 * (`no_password`) replace their built-in texts with the store's template through it.
 */
export async function renderStoreMail(
  db: Database,
  appId: number,
  type: MailType,
  variables: MailVariableValues,
): Promise<ComposedMail | null> {
  const template = await storeTemplate(db, appId, type)
  if (!template.active) return null
  return composeMail(template, { ...(await storeValues({ db }, appId)), ...variables })
}

/**
 * The customer's access link (payer accounts' "entrar sem senha") as the store's `no_password`
 * mail, or null when the store switched it off (the flow then sends its built-in text: the
 * link must still reach the customer).
 */
export async function storeAccessMail(
  db: Database,
  appId: number,
  to: string,
  link: string,
): Promise<{ to: string; subject: string; text: string; html: string } | null> {
  const mail = await renderStoreMail(db, appId, 'no_password', {
    customer_email: to,
    access_url: link,
  })
  return mail && { to, subject: mail.subject, text: mail.text, html: mail.html }
}
