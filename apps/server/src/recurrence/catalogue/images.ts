import { LINK_IMAGE_MAX_BYTES } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import type { Config } from '../../config.ts'
import { formFile, sniffImage } from '../../files/images.ts'
import { fileKeyOf, filePath, fileStoreOf } from '../../files/store.ts'
import { readLimitedBody } from '../../http/limited-body.ts'
import { linkFieldError } from '../../links/messages.ts'

/** Room for the multipart envelope around the image (boundaries, part headers). */
const MULTIPART_OVERHEAD = 64 * 1024

/**
 * A product's image, received as a payment link's is (files/, the same limits and texts):
 * PNG, JPEG or WebP told by its first bytes, up to 2 MB, stored content-addressed; answers the
 * path to put in `image_url`. Its own route keeps it within the recurrence level, so a
 * manager of recurrence alone can give products a picture.
 */
export async function receiveProductImage(
  request: Request,
  config: Config,
  lang: Lang,
): Promise<{ url: string }> {
  const contentType = request.headers.get('Content-Type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw linkFieldError(lang, 'multipartExpected', 'file', { status: 415 })
  }
  const tooLarge = () => linkFieldError(lang, 'imageTooLarge', 'file', { status: 413 })
  const body = await readLimitedBody(request, LINK_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD, tooLarge)
  const bytes = await formFile(body, contentType, 'file')
  if (!bytes || bytes.byteLength === 0) throw linkFieldError(lang, 'imageMissing', 'file')
  if (bytes.byteLength > LINK_IMAGE_MAX_BYTES) throw tooLarge()
  const extension = sniffImage(bytes)
  if (!extension) throw linkFieldError(lang, 'imageType', 'file')
  const key = fileKeyOf(bytes, extension)
  await fileStoreOf(config).put(key, bytes)
  return { url: filePath(key) }
}
