import * as v from 'valibot'
import { ApiError } from '../../http/api-error.ts'
import { firstMessages, validationConfig, type Lang } from '../../validation/index.ts'
import type { MailsApi } from './api.ts'
import { DEFAULT_MAIL_TEMPLATES, type MailTemplate } from './defaults.ts'
import {
  MailDraftSchema,
  MailInputSchema,
  MailTestInputSchema,
  type Mail,
  type MailTestResult,
} from './mails.ts'
import {
  DEFAULT_RECOVER_DELAYS,
  MAIL_DELIVERY_PAGE_SIZE,
  RECOVER_KINDS,
  RecoverScheduleInputSchema,
  type MailDelivery,
  type RecoverKind,
  type RecoverSchedule,
} from './recover.ts'
import { SmtpSettingsInputSchema, type SmtpSettings } from './smtp.ts'
import { MAIL_GROUP_OF, MAIL_TYPE_LABELS, MAIL_TYPES, isMailType, type MailType } from './types.ts'
import { escapeHtml, renderMailTemplate, sampleMailValues } from './variables.ts'

/** A store's own version of a mail (absent: the default template). */
export interface StoredMail extends MailTemplate {
  active: boolean
  customised: boolean
  updated_at: string | null
}

export interface MailsFixtureState {
  mails: Partial<Record<MailType, StoredMail>>
  smtp: SmtpSettings
  recover: Record<RecoverKind, RecoverSchedule>
  /** Newest first. */
  deliveries: MailDelivery[]
}

const PLATFORM_SMTP: SmtpSettings = {
  configured: false,
  host: '',
  port: 587,
  security: 'starttls',
  user: '',
  has_password: false,
  sender_name: '',
  sender_email: '',
  updated_at: null,
}

function defaultSchedule(kind: RecoverKind): RecoverSchedule {
  return {
    kind,
    active: false,
    delays_hours: [...DEFAULT_RECOVER_DELAYS],
    coupon_code: '',
    source_available: kind === 'payment',
    updated_at: null,
  }
}

/** A store that edited two mails, configured its SMTP, runs payment recovery and sent a few. */
export function sampleMailsState(): MailsFixtureState {
  const at = '2026-11-20T13:00:00.000Z'
  return {
    mails: {
      waiting_payment: {
        ...DEFAULT_MAIL_TEMPLATES.waiting_payment,
        subject: 'Falta pouco! Pague o pedido {{order_number}}',
        active: true,
        customised: true,
        updated_at: at,
      },
      nf: { ...DEFAULT_MAIL_TEMPLATES.nf, active: false, customised: false, updated_at: at },
    },
    smtp: {
      configured: true,
      host: 'smtp.lojavitrine.com.br',
      port: 587,
      security: 'starttls',
      user: 'contato@lojavitrine.com.br',
      has_password: true,
      sender_name: 'Loja Vitrine',
      sender_email: 'contato@lojavitrine.com.br',
      updated_at: at,
    },
    recover: {
      cart: defaultSchedule('cart'),
      payment: {
        ...defaultSchedule('payment'),
        active: true,
        coupon_code: 'VOLTA10',
        updated_at: at,
      },
    },
    deliveries: [
      {
        id: 3,
        type: 'recover_payment',
        source: 'recover',
        to: 'joao.lima@example.com',
        subject: 'Pedido 10481: falta só o pagamento',
        status: 'failed',
        via: 'store',
        error: 'O servidor SMTP recusou o usuário ou a senha. Confira as credenciais.',
        step: 2,
        reference: 'pay_8Hq2',
        created_at: '2026-11-21T10:00:00.000Z',
      },
      {
        id: 2,
        type: 'recover_payment',
        source: 'recover',
        to: 'joao.lima@example.com',
        subject: 'Pedido 10481: falta só o pagamento',
        status: 'sent',
        via: 'store',
        error: null,
        step: 1,
        reference: 'pay_8Hq2',
        created_at: '2026-11-20T11:00:00.000Z',
      },
      {
        id: 1,
        type: 'waiting_payment',
        source: 'test',
        to: 'maria.souza@example.com',
        subject: 'Falta pouco! Pague o pedido 10482',
        status: 'sent',
        via: 'store',
        error: null,
        step: null,
        reference: null,
        created_at: '2026-11-20T13:05:00.000Z',
      },
    ],
  }
}

/** A store that never touched its mails: every default, platform SMTP, nothing sent. */
export function emptyMailsState(): MailsFixtureState {
  return {
    mails: {},
    smtp: { ...PLATFORM_SMTP },
    recover: { cart: defaultSchedule('cart'), payment: defaultSchedule('payment') },
    deliveries: [],
  }
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/**
 * The mails in memory with the server's refusals (same schemas, unknown variables, 404 for an
 * unknown type). What it cannot do as the server does: sanitising is left to the editor, CSS is
 * not inlined, nothing leaves the browser (a test send is only logged). "Testar conexão" fails
 * for hosts starting with `recusa` (refused) and for the password `errada` (authentication).
 */
export function createMailsFixture(
  state: MailsFixtureState,
  now: () => Date,
  lang: Lang = 'pt-BR',
): MailsApi {
  const fail = (statusCode: number, message: string, fields?: Record<string, string>) =>
    new ApiError({
      statusCode,
      statusMessage: statusCode === 404 ? 'Not Found' : 'Bad Request',
      message,
      ...(fields ? { data: { fields } } : {}),
    })
  function parse<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown) {
    const result = v.safeParse(schema, input, validationConfig(lang))
    if (result.success) return result.output as v.InferOutput<TSchema>
    const { root, nested } = firstMessages(result.issues)
    throw fail(
      400,
      root ?? (lang === 'en' ? 'Some fields are not valid.' : 'Alguns campos não são válidos.'),
      nested,
    )
  }
  const typeOf = (mailId: string): MailType => {
    if (!isMailType(mailId)) throw fail(404, 'E-mail não encontrado.')
    return mailId
  }
  const read = (type: MailType): Mail => {
    const stored = state.mails[type]
    const template = stored ?? { ...DEFAULT_MAIL_TEMPLATES[type] }
    return {
      id: type,
      type,
      group: MAIL_GROUP_OF[type],
      ...MAIL_TYPE_LABELS[type],
      subject: template.subject,
      preheader: template.preheader,
      body_html: template.body_html,
      active: stored?.active ?? true,
      customised: stored?.customised ?? false,
      updated_at: stored?.updated_at ?? null,
    }
  }
  const render = (template: MailTemplate) => {
    const values = sampleMailValues()
    const subject = renderMailTemplate(template.subject, values, { html: false })
    const preheader = renderMailTemplate(template.preheader, values, { html: false })
    const body = renderMailTemplate(template.body_html, values, { html: true })
    const html =
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
      `<body><div style="display:none">${escapeHtml(preheader)}</div>${body}</body></html>`
    const text = body
      .replace(/<[^>]*>/g, '\n')
      .replace(/\n\s*\n+/g, '\n\n')
      .trim()
    return { subject, preheader, html, text }
  }
  let nextDelivery = Math.max(0, ...state.deliveries.map((delivery) => delivery.id)) + 1
  let nextOutbox = 1

  return {
    async listMails(_appId, query = {}) {
      const words = fold(query.q ?? '')
        .split(/\s+/)
        .filter(Boolean)
      const items = MAIL_TYPES.filter((type) => !query.group || MAIL_GROUP_OF[type] === query.group)
        .map(read)
        .filter((mail) => {
          const haystack = fold(`${mail.name} ${mail.subject}`)
          return words.every((word) => haystack.includes(word))
        })
        .map(({ preheader: _preheader, body_html: _body, ...summary }) => summary)
      return { items }
    },
    getMail: async (_appId, mailId) => read(typeOf(mailId)),
    async saveMail(_appId, mailId, input) {
      const type = typeOf(mailId)
      const valid = parse(MailInputSchema, input)
      state.mails[type] = { ...valid, customised: true, updated_at: now().toISOString() }
      return read(type)
    },
    async restoreMail(_appId, mailId) {
      const type = typeOf(mailId)
      const active = state.mails[type]?.active ?? true
      state.mails[type] = {
        ...DEFAULT_MAIL_TEMPLATES[type],
        active,
        customised: false,
        updated_at: now().toISOString(),
      }
      return read(type)
    },
    async previewMail(_appId, mailId, draft) {
      const type = typeOf(mailId)
      return render(draft ? parse(MailDraftSchema, draft) : read(type))
    },
    async sendTestMail(_appId, mailId, input) {
      const type = typeOf(mailId)
      const valid = parse(MailTestInputSchema, input)
      const message = render(valid.draft ?? read(type))
      const result: MailTestResult = {
        status: 'sent',
        via: state.smtp.configured ? 'store' : 'platform',
        outbox_id: nextOutbox++,
        delivery_id: nextDelivery++,
        error: null,
      }
      state.deliveries.unshift({
        id: result.delivery_id,
        type,
        source: 'test',
        to: valid.to,
        subject: message.subject,
        status: 'sent',
        via: result.via,
        error: null,
        step: null,
        reference: null,
        created_at: now().toISOString(),
      })
      return result
    },

    getSmtp: async () => ({ ...state.smtp }),
    async saveSmtp(_appId, input) {
      const valid = parse(SmtpSettingsInputSchema, input)
      const { password, ...rest } = valid
      state.smtp = {
        ...rest,
        configured: true,
        has_password: password === undefined ? state.smtp.has_password : password !== '',
        updated_at: now().toISOString(),
      }
      return { ...state.smtp }
    },
    async removeSmtp() {
      state.smtp = { ...PLATFORM_SMTP }
      return { ...state.smtp }
    },
    async verifySmtp(_appId, input) {
      const valid = parse(SmtpSettingsInputSchema, input)
      if (valid.host.startsWith('recusa'))
        return {
          ok: false,
          failure: 'refused',
          code: 'ECONNREFUSED',
          reason: `O servidor ${valid.host} recusou a conexão na porta ${valid.port}. Confira o servidor e a porta.`,
        }
      if (valid.password === 'errada')
        return {
          ok: false,
          failure: 'auth',
          code: 'EAUTH',
          reason: 'O servidor SMTP recusou o usuário ou a senha. Confira as credenciais.',
        }
      return { ok: true, failure: null, code: null, reason: null }
    },

    getRecover: async () => ({
      cart: { ...state.recover.cart },
      payment: { ...state.recover.payment },
    }),
    async saveRecover(_appId, kind, input) {
      if (!(RECOVER_KINDS as readonly string[]).includes(kind)) throw fail(404, 'Não encontrado.')
      const valid = parse(RecoverScheduleInputSchema, input)
      state.recover[kind] = {
        ...state.recover[kind],
        ...valid,
        updated_at: now().toISOString(),
      }
      return { ...state.recover[kind] }
    },
    async listDeliveries(_appId, query = {}) {
      const limit = query.limit ?? MAIL_DELIVERY_PAGE_SIZE
      const after = query.cursor ? Number(query.cursor) : Infinity
      const rows = state.deliveries.filter(
        (delivery) =>
          delivery.id < after &&
          (!query.status || delivery.status === query.status) &&
          (!query.type || delivery.type === query.type) &&
          (!query.source || delivery.source === query.source),
      )
      const items = rows.slice(0, limit)
      return {
        items,
        next_cursor: rows.length > limit ? String(items.at(-1)!.id) : null,
      }
    },
  }
}
