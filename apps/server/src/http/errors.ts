import { ApiError } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { errorFields, type Logger } from '../logger.ts'
import type { AppEnv } from './context.ts'
import { t, type MessageKey } from './messages.ts'

/** The body of every failed API call; the contract's ApiErrorShape as a schema, for OpenAPI. */
export const ApiErrorBodySchema = v.object({
  statusCode: v.number(),
  statusMessage: v.string(),
  message: v.string(),
  data: v.optional(v.unknown()),
})

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? 'Error'
}

/** An ApiError with one of the server's own messages in the request's language. */
export function apiError(
  status: number,
  lang: Lang,
  key: MessageKey,
  options: { params?: Record<string, string | number>; data?: unknown } = {},
): ApiError {
  return new ApiError({
    statusCode: status,
    statusMessage: statusText(status),
    message: t(lang, key, options.params),
    data: options.data,
  })
}

export function sendApiError(c: Context, error: ApiError, headers?: Record<string, string>) {
  return c.json(error.toJSON(), error.statusCode as ContentfulStatusCode, headers)
}

/** Thrown by handlers for answers that need extra headers (429 needs Retry-After). */
export class ApiErrorWithHeaders extends ApiError {
  constructor(
    error: ApiError,
    readonly headers: Record<string, string>,
  ) {
    super(error.toJSON())
  }
}

/**
 * The last stop for anything thrown: a client's mistake keeps its status and message, a bug
 * becomes a logged 500 with a message that gives nothing away.
 */
export function createErrorHandler(logger: Logger) {
  return (error: Error, c: Context<AppEnv>) => {
    const lang = c.get('lang') ?? 'en'
    if (error instanceof ApiErrorWithHeaders) return sendApiError(c, error, error.headers)
    if (error instanceof ApiError) return sendApiError(c, error)
    if (error instanceof HTTPException && error.status < 500) {
      // hono's own 4xx (a malformed request it rejected before our code ran).
      return sendApiError(
        c,
        new ApiError({
          statusCode: error.status,
          statusMessage: statusText(error.status),
          message: error.message || statusText(error.status),
        }),
      )
    }
    logger.error('request.failed', {
      request_id: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      ...errorFields(error),
    })
    return sendApiError(c, apiError(500, lang, 'internal'))
  }
}
