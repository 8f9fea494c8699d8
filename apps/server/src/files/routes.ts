import { Hono } from 'hono'
import { describeRoute } from 'hono-openapi'
import type { AppDeps, AppEnv } from '../http/context.ts'
import { pathParameters } from '../openapi/describe.ts'
import { fileStoreOf, isFileKey } from './store.ts'

/** A year: a key names its bytes for good (content-addressed), so the answer never changes. */
const FOREVER = 'public, max-age=31536000, immutable'

/**
 * Uploaded files served to anyone (payments service): a payment link's image is shown on its
 * public page and in the store's product feed, a product's and a CMS element's on the store.
 * Uploads are the owning domain's routes (links, recurrence, cms), through files/upload.ts.
 * Whatever the store (disk or S3), the bytes pass through here, so the headers below hold.
 */
export function filesRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>()

  routes.get(
    '/public/files/:key',
    describeRoute({
      summary: 'An uploaded file (no login)',
      description:
        'Uploaded images (PNG, JPEG, WebP or GIF), by the key their upload answered in its ' +
        'URL, and their WebP copies (`<key without type>-<width>w.webp`, 320, 640 and 1280 ' +
        'pixels wide when the image is wider). The key is the content’s SHA-256, so the answer ' +
        'is cached for a year (`immutable`); the type is the one the bytes were checked to be, ' +
        'with `X-Content-Type-Options: nosniff` and a policy that runs nothing.',
      tags: ['files'],
      parameters: pathParameters('key'),
      responses: {
        200: {
          description: 'The file',
          content: {
            'image/png': { schema: { type: 'string', format: 'binary' } },
            'image/jpeg': { schema: { type: 'string', format: 'binary' } },
            'image/webp': { schema: { type: 'string', format: 'binary' } },
            'image/gif': { schema: { type: 'string', format: 'binary' } },
          },
        },
        404: { description: 'No file has this key (plain text)' },
      },
    }),
    async (c) => {
      const key = c.req.param('key')
      const file = isFileKey(key) ? await fileStoreOf(deps.config).get(key) : undefined
      if (!file) return c.text('Arquivo não encontrado.', 404)
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.contentType,
        'Content-Length': String(file.bytes.byteLength),
        'Cache-Control': FOREVER,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      })
    },
  )

  return routes
}
