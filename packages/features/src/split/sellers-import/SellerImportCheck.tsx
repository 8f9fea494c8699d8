import type { SellerImportReport } from '@vitrine/api'
import { Alert, AlertDescription, AlertTitle } from '@vitrine/ui'
import { ImportErrorsTable } from '../../shared/ImportErrorsTable.tsx'
import { SellerImportCounts } from './SellerImportCounts.tsx'
import { canImport, counted, encodingLabels, formatCount, separatorLabels } from './import-texts.ts'

const quoted = (names: string[]) => names.map((name) => `«${name}»`).join(', ')

/** What the check found: how the file was read, the counts, and every problem by line. */
export function SellerImportCheck({ file, report }: { file: File; report: SellerImportReport }) {
  return (
    <div className="grid gap-4">
      <p data-slot="import-file-read" className="text-base text-muted-foreground">
        <span className="font-medium text-foreground">{file.name}</span>:{' '}
        {counted(report.rows, 'linha', 'linhas')}, lido como {encodingLabels[report.encoding]},
        colunas separadas por {separatorLabels[report.separator]}.
      </p>
      <SellerImportCounts counts={report} />
      {report.unknown_columns.length > 0 ? (
        <p className="text-base">
          <span className="font-medium">
            {report.unknown_columns.length === 1 ? 'Coluna desconhecida' : 'Colunas desconhecidas'}:
          </span>{' '}
          {quoted(report.unknown_columns)}. Renomeie a coluna para um dos nomes aceitos ou tire-a do
          arquivo.
        </p>
      ) : null}
      {report.errors_total > 0 ? (
        <>
          <Alert tone="warning">
            <AlertTitle>Nenhum vendedor será importado enquanto houver erros</AlertTitle>
            <AlertDescription>
              A importação é tudo ou nada, para nenhum vendedor ficar de fora sem você perceber.
              Corrija {report.errors_total === 1 ? 'o problema' : 'os problemas'} abaixo no arquivo
              e escolha-o de novo.
            </AlertDescription>
          </Alert>
          <ImportErrorsTable report={report} />
        </>
      ) : canImport(report) ? (
        <Alert tone="success">
          Tudo certo: {formatCount(report.valid)}{' '}
          {report.valid === 1 ? 'vendedor pode ser cadastrado' : 'vendedores podem ser cadastrados'}
          .
        </Alert>
      ) : null}
    </div>
  )
}
