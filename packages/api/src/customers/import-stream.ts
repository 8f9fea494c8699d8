import * as v from 'valibot'
import { ImportEventSchema, type ImportEvent } from './schema.ts'

/**
 * The import answers with one JSON event per line (NDJSON) while it works, so the panel can
 * show real progress; this reads them as they arrive.
 */
export async function* readImportEvents(response: Response): AsyncGenerator<ImportEvent> {
  if (!response.body) return
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let pending = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (value) pending += value
    const lines = pending.split('\n')
    pending = done ? '' : (lines.pop() ?? '')
    for (const line of lines) {
      if (line.trim()) yield v.parse(ImportEventSchema, JSON.parse(line))
    }
    if (done) return
  }
}
