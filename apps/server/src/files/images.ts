import type { FileExtension } from './store.ts'

/**
 * The image type told by the file's first bytes, never by its name or declared type: a PNG,
 * a JPEG or a WebP, or undefined for anything else (an SVG, which can carry scripts, included).
 */
export function sniffImage(bytes: Uint8Array): FileExtension | undefined {
  const starts = (signature: readonly number[], at = 0) =>
    bytes.length >= at + signature.length &&
    signature.every((byte, index) => bytes[at + index] === byte)
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (starts([0xff, 0xd8, 0xff])) return 'jpg'
  // RIFF····WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp'
  return undefined
}

/** What an upload's bytes are: a raster type kept as it is, or an SVG (checked, then drawn). */
export type UploadKind = 'png' | 'jpg' | 'webp' | 'gif' | 'svg'

/**
 * The upload service's sniffing (files/upload.ts): sniffImage's types, a GIF, and an SVG, told
 * by its text (an XML document whose root is `<svg`). A name or a declared type is never asked:
 * HTML sent as "foto.png" with image/png is none of these.
 */
export function sniffUpload(bytes: Uint8Array): UploadKind | undefined {
  const raster = sniffImage(bytes)
  if (raster) return raster
  // GIF87a / GIF89a
  const head = String.fromCharCode(...bytes.subarray(0, 6))
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif'
  return svgText(bytes) === undefined ? undefined : 'svg'
}

/** Before the root element: an XML declaration, comments, a doctype, processing instructions. */
const SVG_START =
  /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>|<\?[\s\S]*?\?>)*<svg[\s>/]/i

/** The text of an SVG document, or undefined when the bytes are not one (not UTF-8 included). */
export function svgText(bytes: Uint8Array): string | undefined {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return undefined
  }
  return SVG_START.test(text) ? text : undefined
}

/**
 * One file field of a multipart/form-data body already read, or undefined when the body is no
 * such form or has no file there.
 */
export async function formFile(
  bytes: Uint8Array,
  contentType: string,
  field: string,
): Promise<Uint8Array | undefined> {
  let form: FormData
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'Content-Type': contentType },
    }).formData()
  } catch {
    return undefined
  }
  const value = form.get(field)
  if (value === null || typeof value === 'string') return undefined
  return new Uint8Array(await value.arrayBuffer())
}
