import {
  PAYER_TOKEN_HEADER,
  payerAccountText,
  PayerPaymentsSchema,
  PayerSessionInputSchema,
  PayerSessionSchema,
  PayerSignInInputSchema,
  PayerSignInSchema,
  PayerStoreSchema,
} from '@vitrine/api'
import { Hono, type Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { describeRoute } from 'hono-openapi'
import { ensureNotThrottled, recordAttempt, type ThrottleSubject } from '../auth/throttle.ts'
import { payerSiteOrigin, publicStore } from '../checkout/read.ts'
import { readJsonBody } from '../http/body.ts'
import { requestHost } from '../http/request-origin.ts'
import { storeAccessMail } from '../ecommerce/mails/templates.ts'
import type { AppDeps, AppEnv } from '../http/context.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  noContent,
  pathParameters,
} from '../openapi/describe.ts'
import { SESSIONS_PER_IP, SIGN_IN_PER_EMAIL, SIGN_IN_PER_IP } from './limits.ts'
import { payerPayments } from './payments.ts'
import { createPayerSession, endPayerSession, findPayerSession } from './sessions.ts'
import {
  consumeSignInCode,
  createSignInCode,
  hasPaymentsAt,
  signInLink,
  signInMail,
} from './sign-in.ts'
import { accountError, findStoreBySlug, type AccountStore } from './store.ts'

/*
 * The payer's account page of one store (`/acc/{slug}`; payments service, no panel login): the
 * store's name, a sign-in link by e-mail, the session it opens, and the payer's payments. Whether
 * an address paid at a store is never told: asking for a link answers 202 with the same body
 * either way, and the lookup and the mail happen after the answer (mailer.deliver). A session is
 * bound to one store and one address: another store's slug, another payer's token or none at all
 * see nothing (401). Codes and tokens are 256-bit secrets stored as their hash, single use and
 * 15 minutes for codes, 30 days (or until signed out) for sessions.
 */

interface AccountEnv extends AppEnv {
  Variables: AppEnv['Variables'] & {
    store?: AccountStore
    session?: { id: number; email: string }
  }
}

const TAGS = ['payer-accounts']
const TOKEN_PARAMETER = {
  name: PAYER_TOKEN_HEADER,
  in: 'header' as const,
  required: true,
  description: 'The payer’s session token, as POST …/sessions answered it.',
  schema: { type: 'string' as const },
}

export function payerAccountsRoutes(deps: AppDeps) {
  const { db, clock, config, mailer } = deps
  const routes = new Hono<AccountEnv>()

  /** The store named by `:slug`, or a 404 (a malformed slug included). */
  const storeOfPath = createMiddleware<AccountEnv>(async (c, next) => {
    const store = await findStoreBySlug(db, c.req.param('slug'))
    if (!store) throw accountError(404, c.get('lang'), 'storeNotFound')
    c.set('store', store)
    await next()
  })

  /** The payer's live session at this store, or a 401. */
  const signedIn = createMiddleware<AccountEnv>(async (c, next) => {
    const token = c.req.header(PAYER_TOKEN_HEADER)
    const session = await findPayerSession(db, storeOf(c).id, token, clock.now())
    if (!session) throw accountError(401, c.get('lang'), 'sessionEnded')
    c.set('session', session)
    await next()
  })

  /** 429 while one of the subjects is locked; otherwise counts this request on each. */
  const limit = async (c: Context<AccountEnv>, subjects: ThrottleSubject[]) => {
    const now = clock.now()
    await ensureNotThrottled(db, subjects, now, c.get('lang'))
    for (const subject of subjects) await recordAttempt(db, subject, now)
  }
  const limitedBy = (subjects: (c: Context<AccountEnv>) => ThrottleSubject[]) =>
    createMiddleware<AccountEnv>(async (c, next) => {
      await limit(c, subjects(c))
      await next()
    })

  const storeOf = (c: Context<AccountEnv>) => c.get('store')!
  /** The reseller's brand when the page is opened on a domain of the reseller selling the store. */
  const brandOf = async (c: Context<AccountEnv>, appId: number) =>
    (await publicStore(db, appId, requestHost(c.req, config.trustProxy))).brand

  routes.get(
    '/public/accounts/:slug',
    describeRoute({
      summary: 'A store’s payer account page: the store’s name (no login)',
      description:
        'The store’s public name for its payers’ account page. An unknown slug is a 404.',
      tags: TAGS,
      parameters: pathParameters('slug'),
      responses: { 200: jsonAnswer('The store', PayerStoreSchema), ...errorAnswers(404) },
    }),
    storeOfPath,
    async (c) => {
      const { id, slug, name } = storeOf(c)
      return c.json({ slug, name, brand: await brandOf(c, id) })
    },
  )

  routes.post(
    '/public/accounts/:slug/sign-in',
    describeRoute({
      summary: 'Mail a payer a one-time link to their account page at a store (no login)',
      description:
        'Answers 202 with the same body whether or not the e-mail paid at the store. When it ' +
        'did, the address receives `<PUBLIC_URL>/acc/<slug>?code=…` (on the store’s reseller’s ' +
        'domain when the request came on it): single use, valid for 15 ' +
        'minutes. At most 20 requests per client address and 5 per e-mail and store in 15 ' +
        'minutes (429 with Retry-After).',
      tags: TAGS,
      parameters: pathParameters('slug'),
      requestBody: jsonBody(PayerSignInInputSchema),
      responses: {
        202: jsonAnswer('Accepted', PayerSignInSchema),
        ...errorAnswers(...BODY_ERRORS, 404),
      },
    }),
    // The address is counted before the slug is looked up: guessing slugs costs attempts too.
    limitedBy((c) => [[SIGN_IN_PER_IP, c.get('clientIp')]]),
    storeOfPath,
    async (c) => {
      const lang = c.get('lang')
      const store = storeOf(c)
      const { email } = await readJsonBody(c.req, lang, PayerSignInInputSchema)
      await limit(c, [[SIGN_IN_PER_EMAIL, `${store.id}|${email}`]])
      const site = await payerSiteOrigin(db, store.id, c.req, config)
      // Everything that depends on whether the address paid here happens after the answer.
      mailer.deliver(async () => {
        if (!(await hasPaymentsAt(db, store.id, email))) return undefined
        const code = await createSignInCode(db, store.id, email, clock.now())
        const link = signInLink(site, store, code)
        // The store's own "acesso sem senha" e-mail (issue 15), Portuguese like its templates.
        const own = lang === 'pt-BR' ? await storeAccessMail(db, store.id, email, link) : null
        return own ?? signInMail(lang, email, store, link)
      })
      return c.json({ message: payerAccountText(lang, 'linkSent') }, 202)
    },
  )

  routes.post(
    '/public/accounts/:slug/sessions',
    describeRoute({
      summary: 'Exchange a sign-in link’s code for a payer session (no login)',
      description:
        'Uses up the code (once: two requests with the same code get one session) and answers ' +
        'a session token bound to the store and the e-mail the link was sent to, valid for 30 ' +
        'days; send it as the `Payer-Token` header. A used, expired, unknown or another store’s ' +
        'code is a 401. At most 20 tries per client address in 15 minutes (429).',
      tags: TAGS,
      parameters: pathParameters('slug'),
      requestBody: jsonBody(PayerSessionInputSchema),
      responses: {
        201: jsonAnswer('The session', PayerSessionSchema),
        ...errorAnswers(...BODY_ERRORS, 401, 404),
      },
    }),
    limitedBy((c) => [[SESSIONS_PER_IP, c.get('clientIp')]]),
    storeOfPath,
    async (c) => {
      const lang = c.get('lang')
      const store = storeOf(c)
      const { code } = await readJsonBody(c.req, lang, PayerSessionInputSchema)
      const now = clock.now()
      const email = await consumeSignInCode(db, store.id, code, now)
      if (email === undefined) throw accountError(401, lang, 'codeInvalid')
      const session = await createPayerSession(db, store.id, email, now)
      return c.json(
        { token: session.token, email, expires_at: session.expiresAt.toISOString() },
        201,
      )
    },
  )

  routes.get(
    '/public/accounts/:slug/payments',
    describeRoute({
      summary: 'The signed-in payer’s payments at the store (payer session)',
      description:
        'The payments made at this store with the session’s e-mail, newest first (the newest ' +
        '100; `more` when there are older ones): amount, method, status, dates, and the ' +
        'receipt’s token (`/public/transaction?token=…`) when the payment has one. Nothing of ' +
        'another payer or store. No session, an ended one or another store’s is a 401.',
      tags: TAGS,
      parameters: [...pathParameters('slug'), TOKEN_PARAMETER],
      responses: {
        200: jsonAnswer('The payments', PayerPaymentsSchema),
        ...errorAnswers(401, 404),
      },
    }),
    storeOfPath,
    signedIn,
    async (c) => c.json(await payerPayments(db, storeOf(c).id, c.get('session')!.email)),
  )

  routes.delete(
    '/public/accounts/:slug/session',
    describeRoute({
      summary: 'Sign the payer out (ends the session)',
      description: 'Ends the session the `Payer-Token` names; one already ended is a 401.',
      tags: TAGS,
      parameters: [...pathParameters('slug'), TOKEN_PARAMETER],
      responses: { 204: noContent, ...errorAnswers(401, 404) },
    }),
    storeOfPath,
    signedIn,
    async (c) => {
      await endPayerSession(db, c.get('session')!.id, clock.now())
      return c.body(null, 204)
    },
  )

  return routes
}
