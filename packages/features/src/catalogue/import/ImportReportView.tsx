import type { CatalogueImportReport, CatalogueUndoResult } from '@vitrine/api'
import { Alert } from '@vitrine/ui'
import { ImportErrorsTable } from '../../shared/ImportErrorsTable.tsx'
import { counted, formatCount, reportFigures } from './import-words.ts'

const FORMAT_READ: Record<CatalogueImportReport['format'], string> = {
  shopify: 'exportação da Shopify',
  vitrine: 'planilha da Vitrine',
}

/** The figures of a check (what a commit would do) or of a commit (what it did). */
function Figures({ report, planned }: { report: CatalogueImportReport; planned: boolean }) {
  return (
    <dl
      data-slot="import-figures"
      className="grid grid-cols-2 gap-3 rounded-md border border-border p-3 sm:grid-cols-3"
    >
      {reportFigures(report, planned).map(({ label, value }) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatCount(value)}</dd>
        </div>
      ))}
    </dl>
  )
}

/** What the dry run found: how the file was read, what a commit would do, notes and problems. */
export function ImportCheck({ file, report }: { file: File; report: CatalogueImportReport }) {
  return (
    <div className="grid gap-4">
      <p data-slot="import-file-read" className="text-base text-muted-foreground">
        <span className="font-medium text-foreground">{file.name}</span>:{' '}
        {counted(report.total_rows, 'linha', 'linhas')} lidas como {FORMAT_READ[report.format]},{' '}
        {counted(report.products, 'produto', 'produtos')}.
      </p>
      <Figures report={report} planned />
      {report.unknown_columns.length > 0 ? (
        <p className="text-base text-muted-foreground">
          Colunas ignoradas: {report.unknown_columns.map((name) => `«${name}»`).join(', ')}.
        </p>
      ) : null}
      {report.notes.map((note) => (
        <Alert key={note} tone="info">
          {note}
        </Alert>
      ))}
      {report.failed > 0 ? (
        <Alert tone="warning">
          {report.failed === 1
            ? 'Um produto tem linhas com erro e não será importado; os demais, sim.'
            : `${formatCount(report.failed)} produtos têm linhas com erro e não serão importados; os demais, sim.`}{' '}
          Corrija o arquivo e escolha-o de novo para importar todos.
        </Alert>
      ) : null}
      {report.errors_total > 0 ? <ImportErrorsTable report={report} /> : null}
    </div>
  )
}

/** What the commit did, and what an undo gave back. */
export function ImportDone({
  report,
  undone,
}: {
  report: CatalogueImportReport
  undone: CatalogueUndoResult | null
}) {
  if (undone) {
    return (
      <Alert tone="success" data-slot="import-undone">
        {counted(undone.deleted, 'produto removido', 'produtos removidos')},{' '}
        {counted(undone.restored, 'produto restaurado', 'produtos restaurados')}.
      </Alert>
    )
  }
  return (
    <div className="grid gap-4">
      <Figures report={report} planned={false} />
      {report.errors_total > 0 ? <ImportErrorsTable report={report} /> : null}
    </div>
  )
}
