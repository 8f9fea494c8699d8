import {
  MAIL_DELIVERY_PAGE_SIZE,
  MAIL_DELIVERY_SOURCES,
  MAIL_GROUPS,
  MAIL_SEND_STATUSES,
  MAIL_TYPES,
  MailDeliveryPageSchema,
  MailDraftSchema,
  MailInputSchema,
  MailListSchema,
  MailPreviewSchema,
  MailSchema,
  MailTestInputSchema,
  MailTestResultSchema,
  RecoverScheduleInputSchema,
  RecoverScheduleSchema,
  RecoverSettingsSchema,
  SmtpSettingsInputSchema,
  SmtpSettingsSchema,
  SmtpVerifyResultSchema,
  isMailType,
  parseBody,
  sampleMailValues,
  type MailType,
} from '@vitrine/api'
import { queryInt, type Lang } from '@vitrine/api/validation'
import { Hono } from 'hono'
import * as v from 'valibot'
import { appRoute, type AppScopedEnv } from '../../access/require-access.ts'
import { readJsonBody } from '../../http/body.ts'
import type { AppDeps } from '../../http/context.ts'
import { decodeCursor } from '../../http/cursor.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  queryParameter,
} from '../../openapi/describe.ts'
import { logActorOf } from '../logs/actor.ts'
import { composeMail } from './compose.ts'
import { listDeliveries } from './deliveries.ts'
import { mailsError } from './errors.ts'
import { registerOrderMails } from './order-mails.ts'
import { getRecover, isRecoverKind, saveRecover } from './recover.ts'
import { deliverStoreMail, storeValues } from './send.ts'
import { getSmtp, removeSmtp, saveSmtp, verifySmtp } from './smtp.ts'
import { getMail, listMails, restoreMail, saveMail, storeTemplate } from './templates.ts'

/*
 * The store's e-mails under the ecommerce service: `/apps/{appId}/mails/…`, ecommerce level —
 * read for reads and previews, write for saves, restores, test sends and the SMTP check (it
 * makes the server connect where the store says). The static paths (smtp, recover, deliveries)
 * come before `/mails/{type}`.
 */
const READ = { area: 'ecommerce', level: 'read' } as const
const WRITE = { area: 'ecommerce', level: 'write' } as const
const MAIL_TAGS = ['ecommerce mails']
const SMTP_TAGS = ['ecommerce mail smtp']
const RECOVER_TAGS = ['ecommerce mail recovery']

const ListQuerySchema = v.object({
  group: v.optional(v.picklist(MAIL_GROUPS)),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
})

const DeliveryQuerySchema = v.object({
  status: v.optional(v.picklist(MAIL_SEND_STATUSES)),
  type: v.optional(v.picklist(MAIL_TYPES)),
  source: v.optional(v.picklist(MAIL_DELIVERY_SOURCES)),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(300))),
  limit: v.optional(queryInt(1, 200), MAIL_DELIVERY_PAGE_SIZE),
})

const PreviewBodySchema = v.object({ draft: v.optional(MailDraftSchema) })

export function mailsRoutes(deps: AppDeps) {
  // Payment moves send the store's order mails (waiting_payment, process_order, canceled_payment).
  registerOrderMails()
  const { db, config, clock } = deps
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/mails'
  const typeOf = (raw: string | undefined, lang: Lang): MailType => {
    if (!isMailType(raw)) throw mailsError(404, lang, 'mailNotFound')
    return raw
  }

  routes.get(
    base,
    ...appRoute(deps, READ, {
      summary: "The store's mails of a group (all nine without one)",
      description: '`q` finds words of the name or the subject, accents and case ignored.',
      tags: MAIL_TAGS,
      parameters: [
        queryParameter('group', 'transactional or recover'),
        queryParameter('q', 'Words of the name or subject'),
      ],
      responses: { 200: jsonAnswer('The mails', MailListSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const query = parseBody(ListQuerySchema, c.req.query(), c.get('lang'))
      return c.json(await listMails(db, c.get('access').app.id, query))
    },
  )

  // ---- SMTP -------------------------------------------------------------------------------
  routes.get(
    `${base}/smtp`,
    ...appRoute(deps, READ, {
      summary: "The store's SMTP server (the password is never answered)",
      tags: SMTP_TAGS,
      responses: { 200: jsonAnswer('The settings', SmtpSettingsSchema) },
    }),
    async (c) => c.json(await getSmtp(db, c.get('access').app.id)),
  )

  routes.put(
    `${base}/smtp`,
    ...appRoute(deps, WRITE, {
      summary: "Save the store's SMTP server",
      description:
        '`password` left out keeps the stored one, an empty text removes it; kept encrypted.',
      tags: SMTP_TAGS,
      requestBody: jsonBody(SmtpSettingsInputSchema),
      responses: {
        200: jsonAnswer('The settings', SmtpSettingsSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const input = await readJsonBody(c.req, c.get('lang'), SmtpSettingsInputSchema)
      return c.json(await saveSmtp(db, config, c.get('access').app.id, input, clock.now()))
    },
  )

  routes.delete(
    `${base}/smtp`,
    ...appRoute(deps, WRITE, {
      summary: "Forget the store's SMTP server: the platform sends its mails again",
      tags: SMTP_TAGS,
      responses: { 200: jsonAnswer('The settings', SmtpSettingsSchema) },
    }),
    async (c) => c.json(await removeSmtp(db, c.get('access').app.id)),
  )

  routes.post(
    `${base}/smtp/verify`,
    ...appRoute(deps, WRITE, {
      summary: 'Test the connection to an SMTP server (nodemailer verify)',
      description:
        'Connects, negotiates TLS as chosen and logs in, with the values given (not saved; a ' +
        '`password` left out is the stored one). A failure answers 200 with `ok` false and a ' +
        'Portuguese `reason`.',
      tags: SMTP_TAGS,
      requestBody: jsonBody(SmtpSettingsInputSchema),
      responses: {
        200: jsonAnswer('The outcome', SmtpVerifyResultSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const input = await readJsonBody(c.req, c.get('lang'), SmtpSettingsInputSchema)
      return c.json(await verifySmtp(db, config, c.get('access').app.id, input))
    },
  )

  // ---- Recovery and the delivery log ------------------------------------------------------
  routes.get(
    `${base}/recover`,
    ...appRoute(deps, READ, {
      summary: 'The cart and payment recovery schedules',
      tags: RECOVER_TAGS,
      responses: { 200: jsonAnswer('Both schedules', RecoverSettingsSchema) },
    }),
    async (c) => c.json(await getRecover(db, c.get('access').app.id)),
  )

  routes.put(
    `${base}/recover/:kind`,
    ...appRoute(deps, WRITE, {
      summary: 'Save a recovery schedule (cart or payment)',
      description:
        'One reminder per delay (hours, ascending, 1 to 720, at most 5); `coupon_code` is what ' +
        '{{coupon_code}} shows. Payment reminders run every ten minutes as a job.',
      tags: RECOVER_TAGS,
      params: ['kind'],
      requestBody: jsonBody(RecoverScheduleInputSchema),
      responses: {
        200: jsonAnswer('The schedule', RecoverScheduleSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const kind = c.req.param('kind')
      if (!isRecoverKind(kind)) throw mailsError(404, lang, 'recoverNotFound')
      const input = await readJsonBody(c.req, lang, RecoverScheduleInputSchema)
      return c.json(await saveRecover(db, c.get('access').app.id, kind, input, clock.now()))
    },
  )

  routes.get(
    `${base}/deliveries`,
    ...appRoute(deps, READ, {
      summary: 'The delivery log of the store’s mails (newest first, keyset pages)',
      tags: RECOVER_TAGS,
      parameters: [
        queryParameter('status', 'sent or failed'),
        queryParameter('type', 'A mail type'),
        queryParameter('source', 'test, recover or event'),
        queryParameter('cursor', 'The next_cursor of the previous page'),
        queryParameter('limit', 'Items per page: 1 to 200, 50 by default'),
      ],
      responses: { 200: jsonAnswer('One page', MailDeliveryPageSchema), ...errorAnswers(400) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { cursor, ...query } = parseBody(DeliveryQuerySchema, c.req.query(), lang)
      const before = cursor === undefined ? undefined : decodeCursor(cursor, lang)
      return c.json(await listDeliveries(db, c.get('access').app.id, { ...query, before }))
    },
  )

  // ---- One mail -----------------------------------------------------------------------------
  routes.get(
    `${base}/:type`,
    ...appRoute(deps, READ, {
      summary: 'One mail (its id is its type)',
      tags: MAIL_TAGS,
      params: ['type'],
      responses: { 200: jsonAnswer('The mail', MailSchema) },
    }),
    async (c) => {
      const type = typeOf(c.req.param('type'), c.get('lang'))
      return c.json(await getMail(db, c.get('access').app.id, type))
    },
  )

  routes.put(
    `${base}/:type`,
    ...appRoute(deps, WRITE, {
      summary: "Save the store's version of a mail",
      description:
        'The body is sanitised (section 5: links http, https, mailto, tel, sms else ' +
        'about:blank; images http, https, inline PNG/JPEG; YouTube/Vimeo players at their ' +
        'embed address; no scripts, handlers or unreadable styles); the answer has what was ' +
        'kept. An unknown {{variable}} is a field error.',
      tags: MAIL_TAGS,
      params: ['type'],
      requestBody: jsonBody(MailInputSchema),
      responses: { 200: jsonAnswer('The mail', MailSchema), ...errorAnswers(...BODY_ERRORS) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const type = typeOf(c.req.param('type'), lang)
      const input = await readJsonBody(c.req, lang, MailInputSchema)
      return c.json(await saveMail(db, c.get('access').app.id, type, input, clock.now()))
    },
  )

  routes.post(
    `${base}/:type/restore`,
    ...appRoute(deps, WRITE, {
      summary: 'Restore the default template of a mail',
      tags: MAIL_TAGS,
      params: ['type'],
      responses: { 200: jsonAnswer('The mail', MailSchema) },
    }),
    async (c) => {
      const type = typeOf(c.req.param('type'), c.get('lang'))
      return c.json(await restoreMail(db, c.get('access').app.id, type, clock.now()))
    },
  )

  /** The draft when given, else what the store has saved. */
  async function templateOf(
    appId: number,
    type: MailType,
    draft: v.InferOutput<typeof MailDraftSchema> | undefined,
  ) {
    return draft ?? (await storeTemplate(db, appId, type))
  }

  routes.post(
    `${base}/:type/preview`,
    ...appRoute(deps, READ, {
      summary: 'The mail as sent, with sample values',
      description:
        'Body `{ draft? }`: the unsaved subject, preheader and body, else the saved mail. ' +
        'Answers the subject, the preheader, the whole HTML document (sanitised, CSS inlined) ' +
        'and the plain-text part.',
      tags: MAIL_TAGS,
      params: ['type'],
      requestBody: jsonBody(PreviewBodySchema),
      responses: {
        200: jsonAnswer('The message', MailPreviewSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const type = typeOf(c.req.param('type'), lang)
      const { draft } = await readJsonBody(c.req, lang, PreviewBodySchema)
      const appId = c.get('access').app.id
      const values = { ...sampleMailValues(), ...(await storeValues(deps, appId)) }
      return c.json(composeMail(await templateOf(appId, type, draft), values))
    },
  )

  routes.post(
    `${base}/:type/test`,
    ...appRoute(deps, WRITE, {
      summary: 'Send the mail to one address with sample values',
      description:
        'Through the outbox, with the store’s SMTP when it has one (else the platform’s); ' +
        'logged in the delivery log. A refused send answers 200 with status `failed` and the ' +
        'reason.',
      tags: MAIL_TAGS,
      params: ['type'],
      requestBody: jsonBody(MailTestInputSchema),
      responses: {
        200: jsonAnswer('What became of it', MailTestResultSchema),
        ...errorAnswers(...BODY_ERRORS),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const type = typeOf(c.req.param('type'), lang)
      const { to, draft } = await readJsonBody(c.req, lang, MailTestInputSchema)
      const access = c.get('access')
      const appId = access.app.id
      const values = { ...sampleMailValues(), ...(await storeValues(deps, appId)) }
      const outcome = await deliverStoreMail(
        deps,
        { appId, type, source: 'test', to, actor: logActorOf(access.caller) },
        composeMail(await templateOf(appId, type, draft), values),
      )
      return c.json({
        status: outcome.status,
        via: outcome.via,
        outbox_id: outcome.outboxId,
        delivery_id: outcome.deliveryId,
        error: outcome.error,
      })
    },
  )

  return routes
}
