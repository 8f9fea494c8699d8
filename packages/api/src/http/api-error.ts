/**
 * Every failed call, wherever it failed (network, timeout, server, parse), becomes an ApiError
 * with the same four fields, so screens need exactly one error path.
 */
export interface ApiErrorShape {
  statusCode: number
  statusMessage: string
  message: string
  data?: unknown
}

/** The `data` of a 400 answer: the failing fields and their messages, in the request's language. */
export interface FieldErrorsData {
  fields: Record<string, string>
}

export class ApiError extends Error implements ApiErrorShape {
  override readonly name = 'ApiError'
  readonly statusCode: number
  readonly statusMessage: string
  readonly data: unknown

  constructor({ statusCode, statusMessage, message, data }: ApiErrorShape) {
    super(message)
    this.statusCode = statusCode
    this.statusMessage = statusMessage
    this.data = data
  }

  toJSON(): ApiErrorShape {
    return {
      statusCode: this.statusCode,
      statusMessage: this.statusMessage,
      message: this.message,
      data: this.data,
    }
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** True when `body` has the ApiError shape (what the reference server always answers on failure). */
export function isApiErrorShape(body: unknown): body is ApiErrorShape {
  return (
    isRecord(body) &&
    typeof body.statusCode === 'number' &&
    typeof body.statusMessage === 'string' &&
    typeof body.message === 'string'
  )
}

/** The per-field messages of a validation error, or an empty object when there are none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || !isRecord(error.data) || !isRecord(error.data.fields)) return {}
  const fields: Record<string, string> = {}
  for (const [name, message] of Object.entries(error.data.fields)) {
    if (typeof message === 'string') fields[name] = message
  }
  return fields
}
