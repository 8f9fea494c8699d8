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
