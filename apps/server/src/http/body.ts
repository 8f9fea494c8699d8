import { parseBody } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import type * as v from 'valibot'
import { apiError } from './errors.ts'

/** 1 MB: far above any form the panel sends, low enough that nobody can tie up the parser. */
export const MAX_BODY_BYTES = 1024 * 1024

function isJsonContentType(value: string | undefined): boolean {
  const mediaType = value?.split(';')[0]?.trim().toLowerCase()
  return mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType ?? '')
}

/** The part of hono's request this needs (any route's, whatever its path and variables). */
export interface BodyRequest {
  header(name: string): string | undefined
  text(): Promise<string>
}

/**
 * Reads a JSON body and checks it with the same valibot schema the panel's form uses, so the
 * person sees the same field messages whichever side caught the mistake.
 */
export async function readJsonBody<TSchema extends v.GenericSchema>(
  request: BodyRequest,
  lang: Lang,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  if (!isJsonContentType(request.header('Content-Type'))) {
    throw apiError(415, lang, 'unsupportedMediaType')
  }
  const text = await request.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw apiError(400, lang, 'invalidJson')
  }
  return parseBody(schema, body, lang)
}
