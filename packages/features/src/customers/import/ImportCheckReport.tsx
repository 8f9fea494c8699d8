import { IMPORT_BATCH_SIZE, type ImportReport } from '@vitrine/api'
import { Alert, AlertDescription, AlertTitle } from '@vitrine/ui'
import { ImportCounts } from './ImportCounts.tsx'
import { ImportErrorsTable } from '../../shared/ImportErrorsTable.tsx'
import {
  counted,
  encodingLabels,
  formatCount,
  reportChoices,
  separatorLabels,
} from './import-texts.ts'

const quoted = (names: string[]) => names.map((name) => `«${name}»`).join(', ')

/** What the dry run found: what a commit would do, how the file was read, and its problems. */
export function ImportCheckReport({ file, report }: { file: File; report: ImportReport }) {
  const choices = reportChoices(report)
  const batch = formatCount(IMPORT_BATCH_SIZE)
  return (
    <div className="grid gap-4">
      <p data-slot="import-file-read" className="text-base text-muted-foreground">
        <span className="font-medium text-foreground">{file.name}</span>:{' '}
        {counted(report.total_rows, 'linha', 'linhas')}, lido como {encodingLabels[report.encoding]}
        , colunas separadas por {separatorLabels[report.separator]}.
      </p>
      <ImportCounts counts={report} planned />
      {report.unknown_columns.length > 0 ? (
        <p className="text-base">
          <span className="font-medium">
            {report.unknown_columns.length === 1 ? 'Coluna desconhecida' : 'Colunas desconhecidas'}:
          </span>{' '}
          {quoted(report.unknown_columns)}. Os valores nelas não são importados: renomeie a coluna
          para um dos nomes aceitos ou tire-a do arquivo.
        </p>
      ) : null}
      {report.ignored_columns.length > 0 ? (
        <p className="text-base text-muted-foreground">
          Colunas calculadas pelo sistema, lidas e deixadas como estão:{' '}
          {report.ignored_columns.join(', ')}.
        </p>
      ) : null}
      {choices.rowErrors ? (
        <Alert tone="warning">
          <AlertTitle>Linhas com erro não serão importadas</AlertTitle>
          <AlertDescription>
            <p>
              Os clientes são gravados em lotes de {batch} linhas, e um lote com qualquer linha com
              erro é recusado inteiro.{' '}
              {choices.blocked
                ? `Como o arquivo cabe num lote só, nada será importado enquanto houver erros.`
                : `Importando assim, os lotes sem erro são gravados e os demais, não.`}
            </p>
            <p>Corrija o arquivo e escolha-o de novo para importar todos os clientes.</p>
          </AlertDescription>
        </Alert>
      ) : report.errors_total > 0 ? (
        <Alert tone="warning">
          Confira os avisos abaixo: as linhas de clientes estão certas e podem ser importadas.
        </Alert>
      ) : null}
      {report.errors_total > 0 ? <ImportErrorsTable report={report} /> : null}
      {!choices.canImport && !choices.rowErrors && report.errors_total === 0 ? (
        <Alert tone="info">
          Todos os clientes do arquivo já estão cadastrados com estes dados: não há nada a importar.
        </Alert>
      ) : null}
    </div>
  )
}
