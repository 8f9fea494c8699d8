import type { AuditEntry } from '@vitrine/api'
import { ChangesTable } from '@vitrine/ui'
import { changeRows } from './change-rows.ts'

/** The before → after table of one audit entry's changed fields, in the merchant's words. */
export function AuditChanges({ changes, id }: { changes: AuditEntry['changes']; id?: string }) {
  return <ChangesTable id={id} rows={changeRows(changes)} />
}
