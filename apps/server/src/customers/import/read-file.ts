import { IMPORT_MAX_BYTES } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { importError } from './messages.ts'

/**
 * The uploaded file's bytes, refused with a 413 past the import's limit: at once when the
 * declared Content-Length says so, otherwise as soon as the bytes read pass it (a chunked
 * upload declares nothing, and a declared length can lie), so a huge body is never held.
 */
export async function readImportFile(request: Request, lang: Lang): Promise<Uint8Array> {
  const tooLarge = () => importError(413, lang, 'fileTooLarge')
  const declared = Number(request.headers.get('Content-Length') ?? NaN)
  if (declared > IMPORT_MAX_BYTES) throw tooLarge()
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > IMPORT_MAX_BYTES) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
