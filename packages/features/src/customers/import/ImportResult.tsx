import type { ImportReport, UndoImportResult } from '@vitrine/api'
import { Alert } from '@vitrine/ui'
import { ImportCounts } from './ImportCounts.tsx'
import { ImportErrorsTable } from '../../shared/ImportErrorsTable.tsx'
import { counted, rowsToWrite, undoSummary } from './import-texts.ts'

/** What the commit did, and after an undo, what the undo did. */
export function ImportResult({
  result,
  undone,
}: {
  result: ImportReport
  undone: UndoImportResult | null
}) {
  const written = rowsToWrite(result)
  return (
    <div className="grid gap-4">
      <ImportCounts counts={result} planned={false} />
      {undone ? (
        <Alert tone="info">Importação desfeita: {undoSummary(undone)}</Alert>
      ) : written > 0 ? (
        <Alert tone="success">
          {counted(written, 'cliente gravado', 'clientes gravados')}. Se algo não saiu como
          esperado, você pode desfazer a importação inteira.
        </Alert>
      ) : (
        <Alert tone="info">Nenhum cliente foi gravado.</Alert>
      )}
      {result.failed > 0 ? (
        <Alert tone="warning">
          {counted(result.failed, 'linha não foi importada', 'linhas não foram importadas')}: as com
          erro e as dos lotes em que elas estavam. Corrija o arquivo e importe-o de novo; os
          clientes já gravados são encontrados e não se repetem.
        </Alert>
      ) : null}
      {result.errors_total > 0 ? <ImportErrorsTable report={result} /> : null}
    </div>
  )
}
