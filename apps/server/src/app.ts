import { HEADERS } from '@vitrine/api'
import { resolveLang } from '@vitrine/api/validation'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { methodNotAllowed } from 'hono/method-not-allowed'
import { describeRoute } from 'hono-openapi'
import * as v from 'valibot'
import { appBodyLimit, closeWhenTooLarge } from './http/body-limit.ts'
import { resolveClientIp } from './http/client-ip.ts'
import type { AppDeps, AppEnv } from './http/context.ts'
import { apiError, createErrorHandler, sendApiError } from './http/errors.ts'
import { rejectControlCharacters } from './http/input-guard.ts'
import { requestLog } from './http/request-log.ts'
import { securityHeaders } from './http/security-headers.ts'
import { createPanelFiles, rootRedirectLocation } from './http/static.ts'
import { checkoutPageSources } from './checkout-setup/marketplace/page-policy.ts'
import { errorFields } from './logger.ts'
import { renderDocsPage } from './openapi/docs-page.ts'
import { openApiDocument } from './openapi/document.ts'
import { jsonAnswer } from './openapi/describe.ts'
import { mountServices } from './services.ts'
import { registerMasterAccount } from './identity/master-account.ts'

/** How long /healthz waits for the database before calling it down. */
const HEALTH_TIMEOUT_MS = 2000

const HealthSchema = v.object({ status: v.picklist(['ok', 'unavailable']) })

/**
 * The whole server as a hono app: each backend service's domains under /api/<service>, the API
 * document, the health check, and the built panel on every other path. Nothing here opens a
 * port, so tests drive it with `app.request()`.
 */
export function createApp(deps: AppDeps) {
  const { db, config, logger } = deps
  const app = new Hono<AppEnv>()
  registerMasterAccount(db, config.masterAccountEmail)

  app.use(requestLog(logger))
  app.use(async (c, next) => {
    c.set('lang', resolveLang(c.req.header(HEADERS.language)))
    await next()
  })
  app.use(resolveClientIp(config))
  app.use(securityHeaders(config))
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) =>
        sendApiError(
          c,
          apiError(405, c.get('lang'), 'methodNotAllowed', {
            params: { method: c.req.method, path: c.req.path },
          }),
          { Allow: methods.join(', ') },
        ),
    }),
  )
  app.use('/api/*', async (c, next) => {
    await next()
    // Answers carry tokens and personal data: no shared or browser cache may keep them, unless
    // the route itself says otherwise (the menus, the same for everyone).
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })
  app.use(closeWhenTooLarge)
  app.use('/api/*', appBodyLimit())
  app.use('/api/*', rejectControlCharacters())

  app.get(
    '/healthz',
    describeRoute({
      summary: 'Health check (answers 503 when the database does not)',
      tags: ['operations'],
      responses: {
        200: jsonAnswer('Up', HealthSchema),
        503: jsonAnswer('The database does not answer', HealthSchema),
      },
    }),
    async (c) => {
      try {
        await Promise.race([
          db.execute(sql`select 1`),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('timed out')), HEALTH_TIMEOUT_MS).unref(),
          ),
        ])
        return c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' })
      } catch (error) {
        logger.warn('health.database', errorFields(error))
        return c.json({ status: 'unavailable' }, 503, { 'Cache-Control': 'no-store' })
      }
    },
  )

  mountServices(app, deps)

  const document = openApiDocument(app)
  app.get('/api/openapi.json', async (c) => c.json(await document()))
  app.get('/api/docs', async (c) => c.html(renderDocsPage(await document())))

  const { rootRedirect } = config
  if (rootRedirect) {
    app.on(['GET', 'HEAD'], '/', (c) =>
      c.redirect(rootRedirectLocation(rootRedirect.location, c.req.url), rootRedirect.status),
    )
  }

  const servePanel = createPanelFiles({
    staticDir: config.staticDir,
    settings: config,
    serveSourceMaps: config.serveSourceMaps,
    // A link's page lets in the hosts of the store's analytics apps, and only then.
    publicPageSources: (urlPath) => checkoutPageSources(db, urlPath),
  })
  app.notFound((c) => {
    const method = c.req.method
    if (
      !c.req.path.startsWith('/api/') &&
      c.req.path !== '/api' &&
      (method === 'GET' || method === 'HEAD')
    ) {
      return servePanel(c)
    }
    return sendApiError(
      c,
      apiError(404, c.get('lang'), 'routeNotFound', { params: { method, path: c.req.path } }),
    )
  })
  app.onError(createErrorHandler(logger))

  return app
}

export type VitrineApp = ReturnType<typeof createApp>
