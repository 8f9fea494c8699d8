import { ApiError, IMAGE_VARIANT_WIDTHS, type UploadedImage } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import type { Context } from 'hono'
import type { default as SharpModule, Sharp } from 'sharp'
import type { Config } from '../config.ts'
import type { AppEnv } from '../http/context.ts'
import { statusText } from '../http/errors.ts'
import { readLimitedBody } from '../http/limited-body.ts'
import { sniffUpload, svgText, type UploadKind } from './images.ts'
import { fileKeyOf, variantKeyOf, type FileExtension } from './keys.ts'
import { uploadMessage, type UploadRefusal } from './messages.ts'
import { filePath, fileStoreOf } from './store.ts'
import { isPassiveSvg } from './svg.ts'

/*
 * The upload service: what any domain calls to take an image from a form and keep it.
 *
 *   const image = await receiveImage(c, deps.config, { field: 'file' })   // in a Hono route
 *   // or, with several files and fields in one form:
 *   const form = await readUploadForm(c, deps.config, { files: ['desktop', 'mobile'] })
 *   const desktop = await storeImageOrError(deps.config, form.files.desktop, c.get('lang'), {
 *     field: 'desktop',
 *   })
 *
 * Functions given the request (`c`) throw the API's error in its language; storeImage, which
 * has no request, throws UploadRefused (`toApiError(lang)` makes the answer).
 *
 * The bytes alone say the type (PNG, JPEG, WebP, GIF; an SVG only without active content, drawn
 * into a PNG, see svg.ts). The image is decoded whole, so a truncated or damaged file is
 * refused; it is kept re-encoded in its own type with EXIF orientation applied and every
 * metadata block dropped (a phone photo's GPS position must not be published), and with WebP
 * copies 320, 640 and 1280 pixels wide (never enlarged). Nothing is written until all of it has
 * been made, so a refused upload leaves no file.
 */

/** Room for the multipart envelope around the files (boundaries, part headers, text fields). */
const MULTIPART_OVERHEAD = 64 * 1024

/** Past this many pixels an image is refused before it is decoded (a "decompression bomb"). */
export const MAX_IMAGE_MEGAPIXELS = 40

/** An SVG is drawn with its longer side this long at most. */
const SVG_MAX_SIDE = 2560

/** Why an upload was not kept: a field error on `field` (HTTP `status`), nothing written. */
export class UploadRefused extends Error {
  override readonly name = 'UploadRefused'
  constructor(
    readonly refusal: UploadRefusal,
    readonly field: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(uploadMessage('pt-BR', refusal, params))
  }

  /** 413 past the limit, 415 for a body that is no form, 422 for a file that is no good image. */
  get status(): 413 | 415 | 422 {
    if (this.refusal === 'tooLarge') return 413
    if (this.refusal === 'multipartExpected') return 415
    return 422
  }

  /** The house's error answer: `data.fields[field]` holds the message in the request's language. */
  toApiError(lang: Lang): ApiError {
    const message = uploadMessage(lang, this.refusal, this.params)
    return new ApiError({
      statusCode: this.status,
      statusMessage: statusText(this.status),
      message,
      data: { fields: { [this.field]: message } },
    })
  }
}

export interface StoreImageOptions {
  /** The form field the image came in, named by a refusal (default `file`). */
  field?: string
  /** The hard limit for this field (default: the configuration's UPLOAD_MAX_BYTES). */
  maxBytes?: number
}

function tooLarge(field: string, maxBytes: number): UploadRefused {
  return new UploadRefused('tooLarge', field, { limit: maxBytes })
}

/**
 * Checks, re-encodes and keeps one image; answers its address and its copies. Throws
 * UploadRefused (nothing kept) for anything that is not a good image within the limit.
 */
export async function storeImage(
  config: Config,
  bytes: Uint8Array | undefined,
  { field = 'file', maxBytes = config.uploadMaxBytes }: StoreImageOptions = {},
): Promise<UploadedImage> {
  if (!bytes || bytes.byteLength === 0) throw new UploadRefused('missing', field)
  if (bytes.byteLength > maxBytes) throw tooLarge(field, maxBytes)
  const kind = sniffUpload(bytes)
  if (!kind) throw new UploadRefused('type', field)
  const picture = await decodePicture(bytes, kind, field)
  const store = fileStoreOf(config)
  const key = fileKeyOf(picture.bytes, picture.extension)
  // The copies first: an image whose address has been answered always has its copies.
  for (const variant of picture.variants) {
    await store.put(variantKeyOf(key, variant.width), variant.bytes)
  }
  await store.put(key, picture.bytes)
  return {
    url: filePath(key),
    key,
    content_type: CONTENT_TYPES[picture.extension],
    width: picture.width,
    height: picture.height,
    variants: picture.variants.map(({ width, height }) => ({
      width,
      height,
      url: filePath(variantKeyOf(key, width)),
    })),
  }
}

/** storeImage with its refusal already the API's error in the request's language. */
export async function storeImageOrError(
  config: Config,
  bytes: Uint8Array | undefined,
  lang: Lang,
  options: StoreImageOptions = {},
): Promise<UploadedImage> {
  try {
    return await storeImage(config, bytes, options)
  } catch (error) {
    if (error instanceof UploadRefused) throw error.toApiError(lang)
    throw error
  }
}

const CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const satisfies Record<FileExtension, UploadedImage['content_type']>

interface Picture {
  bytes: Uint8Array
  extension: FileExtension
  width: number
  height: number
  variants: { width: number; height: number; bytes: Uint8Array }[]
}

/**
 * sharp (libvips) is loaded on the first upload, not at start: a server that receives none does
 * not carry the library in memory. Its operation cache is off: every upload is new bytes, so
 * the cache would only hold memory.
 */
let loadedSharp: Promise<typeof SharpModule> | undefined
function loadSharp() {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false)
    return sharp
  })
  return loadedSharp
}

/** The image decoded, re-encoded without metadata, and its copies; a refusal when it cannot be. */
async function decodePicture(bytes: Uint8Array, kind: UploadKind, field: string): Promise<Picture> {
  if (kind === 'svg' && !isPassiveSvg(svgText(bytes) ?? '')) {
    throw new UploadRefused('unsafeSvg', field)
  }
  const sharp = await loadSharp()
  const animated = kind === 'gif' || kind === 'webp'
  const open = (density?: number): Sharp =>
    sharp(bytes, {
      // 'truncated' refuses a file cut short or damaged, yet takes the harmless warnings
      // real cameras' files often raise.
      failOn: 'truncated',
      limitInputPixels: MAX_IMAGE_MEGAPIXELS * 1_000_000,
      animated,
      ...(density ? { density } : {}),
    })
  try {
    const meta = await open().metadata()
    if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > MAX_IMAGE_MEGAPIXELS * 1e6) {
      throw new UploadRefused('tooManyPixels', field, { limit: MAX_IMAGE_MEGAPIXELS })
    }
    const density = kind === 'svg' ? svgDensity(meta.width, meta.height) : undefined
    const extension: FileExtension = kind === 'svg' ? 'png' : kind
    // autoOrient: the EXIF orientation turned into pixels; no keepMetadata: none is written.
    const base = open(density).autoOrient()
    const encoded = await encode(base.clone(), extension).toBuffer({ resolveWithObject: true })
    const width = encoded.info.width
    const height = encoded.info.pageHeight ?? encoded.info.height
    const variants = []
    for (const target of IMAGE_VARIANT_WIDTHS) {
      if (target >= width) break
      const copy = await base
        .clone()
        .resize({ width: target })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true })
      variants.push({
        width: copy.info.width,
        height: copy.info.pageHeight ?? copy.info.height,
        bytes: new Uint8Array(copy.data),
      })
    }
    return { bytes: new Uint8Array(encoded.data), extension, width, height, variants }
  } catch (error) {
    if (error instanceof UploadRefused) throw error
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new UploadRefused('tooManyPixels', field, { limit: MAX_IMAGE_MEGAPIXELS })
    }
    // libvips' own words for a file it cannot read (truncated, corrupt, not what it says).
    throw new UploadRefused('undecodable', field)
  }
}

function encode(image: Sharp, extension: FileExtension): Sharp {
  switch (extension) {
    case 'png':
      return image.png({ compressionLevel: 9 })
    case 'jpg':
      return image.jpeg({ quality: 88, mozjpeg: true })
    case 'webp':
      return image.webp({ quality: 85 })
    case 'gif':
      return image.gif()
  }
}

/**
 * An SVG's size is a suggestion: drawn at 72 dpi a 24-pixel icon would be a blur. It is drawn
 * so its longer side reaches 1280 pixels (the widest copy), up to 2560 for a large one.
 */
function svgDensity(width = 0, height = 0): number {
  const side = Math.max(width, height, 1)
  const target = side < 1280 ? 1280 : Math.min(side, SVG_MAX_SIDE)
  // libvips takes a density up to 100000 dpi.
  return Math.min(72 * (target / side), 100_000)
}

export interface UploadForm {
  /** The form's text fields (the CMS sends its booleans as "1"/"0"). */
  fields: Record<string, string>
  /** The form's files by field name, as bytes (checked by storeImage, not here). */
  files: Record<string, Uint8Array>
}

/**
 * A multipart/form-data request's fields and files, its body limited while it is read (never
 * held whole past `maxBytes` per expected file plus the envelope). Register the route with
 * `ownBodyLimit` (http/body-limit.ts) so the app-wide JSON limit lets it through. Throws the
 * API's field error (ApiError) in the request's language, on the first expected file's field:
 * 415 for a body that is no form, 413 past the limit (a single file past `maxBytes` also, named
 * by its own field).
 */
export async function readUploadForm(
  c: Context<AppEnv>,
  config: Config,
  options: { files: readonly string[]; maxBytes?: number },
): Promise<UploadForm> {
  try {
    return await readForm(c, config, options)
  } catch (error) {
    if (error instanceof UploadRefused) throw error.toApiError(c.get('lang'))
    throw error
  }
}

async function readForm(
  c: Context<AppEnv>,
  config: Config,
  { files, maxBytes = config.uploadMaxBytes }: { files: readonly string[]; maxBytes?: number },
): Promise<UploadForm> {
  const field = files[0] ?? 'file'
  const contentType = c.req.header('Content-Type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new UploadRefused('multipartExpected', field)
  }
  const limit = maxBytes * Math.max(files.length, 1) + MULTIPART_OVERHEAD
  const body = await readLimitedBody(c.req.raw, limit, () => tooLarge(field, maxBytes))
  let form: FormData
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { 'Content-Type': contentType },
    }).formData()
  } catch {
    throw new UploadRefused('multipartExpected', field)
  }
  const answer: UploadForm = { fields: {}, files: {} }
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      answer.fields[name] = value
    } else if (files.includes(name)) {
      if (value.size > maxBytes) throw tooLarge(name, maxBytes)
      if (value.size > 0) answer.files[name] = new Uint8Array(await value.arrayBuffer())
    }
  }
  return answer
}

/**
 * One image field of a multipart request, read within the limit (see readUploadForm); undefined
 * when the form has no file there. Throws the API's field error.
 */
export async function readImageUpload(
  c: Context<AppEnv>,
  config: Config,
  { field = 'file', maxBytes }: StoreImageOptions = {},
): Promise<Uint8Array | undefined> {
  const form = await readUploadForm(c, config, { files: [field], maxBytes })
  return form.files[field]
}

/**
 * A whole upload route's work: the field read within the limit, the image checked and kept.
 * Refusals are thrown as the API's field errors in the request's language.
 */
export async function receiveImage(
  c: Context<AppEnv>,
  config: Config,
  options: StoreImageOptions = {},
): Promise<UploadedImage> {
  const bytes = await readImageUpload(c, config, options)
  return storeImageOrError(config, bytes, c.get('lang'), options)
}
