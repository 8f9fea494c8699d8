import * as v from 'valibot'
import { CatalogueImportEventSchema, type CatalogueImportEvent } from './imports.ts'

/** Reads the import's NDJSON lines as they arrive (the customers' import answers alike). */
export async function* readCatalogueImportEvents(
  response: Response,
): AsyncGenerator<CatalogueImportEvent> {
  if (!response.body) return
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let pending = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (value) pending += value
    const lines = pending.split('\n')
    pending = done ? '' : (lines.pop() ?? '')
    for (const line of lines) {
      if (line.trim()) yield v.parse(CatalogueImportEventSchema, JSON.parse(line))
    }
    if (done) return
  }
}
