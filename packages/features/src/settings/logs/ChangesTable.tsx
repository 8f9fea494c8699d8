import type { AuditEntry } from '@vitrine/api'
import { changeRows } from './change-rows.ts'

/** The before → after table of one audit entry's changed fields. */
export function ChangesTable({ changes, id }: { changes: AuditEntry['changes']; id?: string }) {
  const rows = changeRows(changes)
  if (rows.length === 0) {
    return (
      <p id={id} className="text-sm text-muted-foreground">
        Nenhum campo alterado foi registrado.
      </p>
    )
  }
  return (
    <table id={id} className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">Campos alterados</caption>
      <thead>
        <tr className="border-b border-border text-muted-foreground">
          <th scope="col" className="py-1.5 pe-4 font-medium">
            Campo
          </th>
          <th scope="col" className="py-1.5 pe-4 font-medium">
            Antes
          </th>
          <th scope="col" className="py-1.5 font-medium">
            Depois
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-border last:border-b-0">
            <th scope="row" className="py-1.5 pe-4 font-medium">
              {row.field}
            </th>
            <td className="py-1.5 pe-4 text-muted-foreground">{row.before}</td>
            <td className="py-1.5">{row.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
