import * as v from 'valibot'

/*
 * Images uploaded to the server's file service (apps/server/src/files/upload.ts): the hint a
 * field shows, the types it accepts and the answer of an upload. The server's hard limit is its
 * own setting (UPLOAD_MAX_BYTES, 5 MB by default); the 1 MB is advice for pages that load fast.
 */

/** The size a field recommends (specification section 5: "1 MB hint"). */
export const IMAGE_HINT_BYTES = 1024 * 1024
export const IMAGE_HINT_TEXT = 'Recomendado: até 1 MB'

/**
 * The types the service accepts, told by the bytes, never by the name or the declared type. An
 * SVG is accepted only without active content, and is kept as a PNG drawn from it.
 */
export const UPLOAD_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
] as const
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number]

/** For a file input's `accept`: the types and their usual extensions. */
export const UPLOAD_IMAGE_ACCEPT = [
  ...UPLOAD_IMAGE_TYPES,
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.gif',
  '.svg',
].join(',')

/** The widths of the WebP copies made at upload; only those narrower than the image exist. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 1280] as const

/** The key is the stored bytes' SHA-256 and the type's extension; a copy adds `-<width>w.webp`. */
const UPLOADED_FILE_PATH =
  /^\/api\/payments\/public\/files\/[a-f0-9]{64}(?:\.(?:png|jpg|webp|gif)|-\d{2,4}w\.webp)$/
const UPLOADED_ORIGINAL_PATH =
  /^\/api\/payments\/public\/files\/[a-f0-9]{64}\.(?:png|jpg|webp|gif)$/

/** Whether an address is the path of an image uploaded here (any type, copies included). */
export function isUploadedFilePath(address: string): boolean {
  return UPLOADED_FILE_PATH.test(address)
}

/**
 * The address of an uploaded image's copy `width` pixels wide, for a `srcset`: the copies are
 * named after the image, so a page holding only the image's address can list them. Undefined
 * for an address that is no uploaded image. Whether the copy exists depends on the image's own
 * width (never enlarged): the upload's answer lists those that do.
 */
export function imageVariantPath(address: string, width: number): string | undefined {
  if (!UPLOADED_ORIGINAL_PATH.test(address)) return undefined
  return `${address.slice(0, address.lastIndexOf('.'))}-${width}w.webp`
}

export const UploadedImageVariantSchema = v.object({
  width: v.number(),
  height: v.number(),
  url: v.string(),
})

/** What an upload answers: the kept image (its address is what a form stores) and its copies. */
export const UploadedImageSchema = v.object({
  /** A path on the server (`/api/payments/public/files/<key>`), with no host. */
  url: v.string(),
  key: v.string(),
  content_type: v.picklist(['image/png', 'image/jpeg', 'image/webp', 'image/gif']),
  width: v.number(),
  height: v.number(),
  /** WebP copies, narrowest first; none for an image 320 pixels wide or less. */
  variants: v.array(UploadedImageVariantSchema),
})
export type UploadedImage = v.InferOutput<typeof UploadedImageSchema>
export type UploadedImageVariant = v.InferOutput<typeof UploadedImageVariantSchema>
