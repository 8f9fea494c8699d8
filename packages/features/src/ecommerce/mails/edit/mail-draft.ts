import { mailVariable, type Mail, type MailDraft } from '@vitrine/api'

/** The editor's fields: what the person changes before saving. */
export interface MailForm {
  subject: string
  preheader: string
  body_html: string
  active: boolean
}

export const formOf = (mail: Mail): MailForm => ({
  subject: mail.subject,
  preheader: mail.preheader,
  body_html: mail.body_html,
  active: mail.active,
})

export const draftOf = (form: MailForm): MailDraft => ({
  subject: form.subject,
  preheader: form.preheader,
  body_html: form.body_html,
})

export const sameForm = (a: MailForm, b: MailForm) =>
  a.subject === b.subject &&
  a.preheader === b.preheader &&
  a.body_html === b.body_html &&
  a.active === b.active

/**
 * The text with `token` put where the selection was (`start`…`end`), and where the cursor goes
 * after it: a plain field's insertion, as the editor's handle does for the body.
 */
export function insertAt(
  text: string,
  token: string,
  start: number | null,
  end: number | null,
): { text: string; cursor: number } {
  const from = Math.min(Math.max(start ?? text.length, 0), text.length)
  const to = Math.min(Math.max(end ?? from, from), text.length)
  return { text: text.slice(0, from) + token + text.slice(to), cursor: from + token.length }
}

/**
 * A link or image address that is one of the address variables (`{{order_url}}`): the editor
 * keeps it as typed, since it becomes an https address only when the message is sent (and the
 * server checks it then). Any other address follows the editor's rules.
 */
export function isAddressVariable(address: string): boolean {
  const match = /^\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}$/.exec(address)
  return match ? mailVariable(match[1]!)?.kind === 'url' : false
}
