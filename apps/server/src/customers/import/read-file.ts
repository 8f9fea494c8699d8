import { IMPORT_MAX_BYTES } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { readLimitedBody } from '../../http/limited-body.ts'
import { importError } from './messages.ts'

/** The uploaded file's bytes, refused with a 413 past the import's limit. */
export function readImportFile(request: Request, lang: Lang): Promise<Uint8Array> {
  return readLimitedBody(request, IMPORT_MAX_BYTES, () => importError(413, lang, 'fileTooLarge'))
}
