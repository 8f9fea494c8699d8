import {
  cmsError,
  cmsMessage,
  ELEMENT_LIMITS,
  MULTIPART_JSON_FIELDS,
  type ElementKind,
} from '@vitrine/api'
import { ApiError } from '@vitrine/api'
import type { Context } from 'hono'
import * as v from 'valibot'
import type { Config } from '../config.ts'
import { storeImageOrError, readUploadForm, UploadRefused } from '../files/upload.ts'
import { MAX_BODY_BYTES, readJsonBody } from '../http/body.ts'
import { readLimitedBody } from '../http/limited-body.ts'
import type { AppEnv } from '../http/context.ts'
import { apiError, statusText } from '../http/errors.ts'

/*
 * The body of POST /cms/{layoutId}/{type} (contract's wire.ts): JSON, or multipart/form-data
 * when images are files — text fields, flags as "1"/"0", structured fields as JSON text, files
 * as parts named by their path (`desktop_image`, `items.3.mobile_image`). Both become one
 * object the element's schema then checks; files are kept through the upload service (bytes
 * sniffed, SVG with scripts refused, re-encoded, variants) only after the schema passed.
 */

const IMAGE_FIELDS = ['desktop_image', 'mobile_image'] as const

/** The file parts a kind's form may carry. */
export function fileFieldsOf(kind: ElementKind): string[] {
  const own: string[] = [...IMAGE_FIELDS]
  if (kind !== 'images') return own
  for (let index = 0; index < ELEMENT_LIMITS.items; index++) {
    for (const field of IMAGE_FIELDS) own.push(`items.${index}.${field}`)
  }
  return own
}

export interface ElementBody {
  body: Record<string, unknown>
  files: Record<string, Uint8Array>
}

function fieldError(lang: 'en' | 'pt-BR', field: string): ApiError {
  const message = cmsMessage(lang, 'badMultipart')
  return new ApiError({
    statusCode: 400,
    statusMessage: statusText(400),
    message,
    data: { fields: { [field]: message } },
  })
}

export async function readElementBody(
  c: Context<AppEnv>,
  config: Config,
  kind: ElementKind,
): Promise<ElementBody> {
  const lang = c.get('lang')
  const contentType = c.req.header('Content-Type') ?? ''
  if (!/^multipart\/form-data/i.test(contentType)) {
    // This route takes its own body limit (for images); a JSON body keeps the app-wide one.
    const bytes = await readLimitedBody(c.req.raw, MAX_BODY_BYTES, () =>
      apiError(413, lang, 'payloadTooLarge'),
    )
    const text = new TextDecoder().decode(bytes)
    const body = await readJsonBody(
      { header: (name) => c.req.header(name), text: async () => text },
      lang,
      v.unknown(),
    )
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw cmsError(400, lang, 'badMultipart')
    }
    return { body: body as Record<string, unknown>, files: {} }
  }
  let form
  try {
    form = await readUploadForm(c, config, { files: fileFieldsOf(kind) })
  } catch (error) {
    if (error instanceof UploadRefused) throw error.toApiError(lang)
    throw error
  }
  const body: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(form.fields)) {
    if ((MULTIPART_JSON_FIELDS as readonly string[]).includes(name)) {
      try {
        body[name] = value === '' ? null : JSON.parse(value)
      } catch {
        throw fieldError(lang, name)
      }
    } else {
      body[name] = value
    }
  }
  return { body, files: form.files }
}

/**
 * Keeps the request's image files and puts their addresses where the parts' names say, in the
 * already checked input. A part for an item the input does not have is refused (400).
 */
export async function placeUploadedImages(
  config: Config,
  lang: 'en' | 'pt-BR',
  input: Record<string, unknown>,
  files: Record<string, Uint8Array>,
): Promise<void> {
  for (const [name, bytes] of Object.entries(files)) {
    const path = name.split('.')
    let holder: Record<string, unknown> | undefined = input
    if (path.length === 3) {
      const items = input.items
      const index = Number(path[1])
      holder = Array.isArray(items) ? (items[index] as Record<string, unknown>) : undefined
    }
    if (!holder) throw fieldError(lang, name)
    const image = await storeImageOrError(config, bytes, lang, { field: name })
    holder[path.at(-1)!] = image.url
  }
}
