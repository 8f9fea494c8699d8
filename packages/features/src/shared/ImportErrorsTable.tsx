import { useId } from 'react'
import type { ImportReport } from '@vitrine/api'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@vitrine/ui'

const integer = new Intl.NumberFormat('pt-BR')
const formatCount = (count: number) => integer.format(count)

/**
 * A CSV import's problems (customers, sellers), one per line and column, in the server's
 * words. A report lists some of them and always says how many there are.
 */
export function ImportErrorsTable({
  report,
}: {
  report: Pick<ImportReport, 'errors' | 'errors_total'>
}) {
  const headingId = useId()
  const more = report.errors_total - report.errors.length
  return (
    <div data-slot="import-problems" className="grid gap-2">
      <h3 id={headingId} className="text-base font-semibold">
        Problemas encontrados ({formatCount(report.errors_total)})
      </h3>
      {/* Long lists scroll inside the dialog; the region takes focus so the keyboard can too. */}
      <div
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        data-slot="import-errors"
        className="max-h-64 overflow-y-auto rounded-md border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Table aria-labelledby={headingId}>
          <TableHeader className="sticky top-0 bg-surface">
            <TableRow>
              <TableHead className="w-16">Linha</TableHead>
              <TableHead className="w-40">Coluna</TableHead>
              <TableHead>Problema</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.errors.map((issue, index) => (
              <TableRow key={index}>
                <TableCell className="py-2 tabular-nums">
                  {issue.line === null ? 'Arquivo' : formatCount(issue.line)}
                </TableCell>
                <TableCell className="py-2 break-words">
                  {issue.column ?? (
                    <span className="text-muted-foreground">
                      {issue.line === null ? '—' : 'Linha inteira'}
                    </span>
                  )}
                </TableCell>
                <TableCell className="py-2">{issue.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {more > 0 ? (
        <p className="text-sm text-muted-foreground">
          e mais {formatCount(more)} {more === 1 ? 'erro' : 'erros'}. Corrija estes e verifique o
          arquivo de novo para ver os demais.
        </p>
      ) : null}
    </div>
  )
}
