import { resolver } from 'hono-openapi'
import type * as v from 'valibot'
import { ApiErrorBodySchema, statusText } from '../http/errors.ts'

/** Helpers that turn the contract's valibot schemas into route descriptions for the document. */

export function jsonBody(schema: v.GenericSchema, description?: string) {
  return {
    required: true,
    description,
    content: { 'application/json': { schema: resolver(schema) } },
  }
}

export function jsonAnswer(description: string, schema: v.GenericSchema) {
  return { description, content: { 'application/json': { schema: resolver(schema) } } }
}

export const noContent = { description: 'Done; no body.' }

/** The ApiError answers a route can give, each with the common error body. */
export function errorAnswers(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [String(status), jsonAnswer(statusText(status), ApiErrorBodySchema)]),
  )
}

/** Routes that need the session token in the `Token` header. */
export const TOKEN_SECURITY = [{ sessionToken: [] }]

/** Failures every JSON route can answer before its own logic runs. */
export const BODY_ERRORS = [400, 413, 415, 429] as const

/**
 * An optional query parameter. Documented as a string, as it travels; the route's schema says
 * what the text must be (a number, a day, one of a list).
 */
export function queryParameter(name: string, description: string) {
  return {
    name,
    in: 'query' as const,
    required: false,
    description,
    schema: { type: 'string' as const },
  }
}

/** Path parameters, all strings in the path (ids are checked by the route). */
export function pathParameters(...names: string[]) {
  return names.map((name) => ({
    name,
    in: 'path' as const,
    required: true,
    schema: { type: 'string' as const },
  }))
}
