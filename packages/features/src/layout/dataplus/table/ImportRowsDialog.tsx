import { useRef } from 'react'
import * as v from 'valibot'
import {
  DATAPLUS_IMPORT_MAX_BYTES,
  DATAPLUS_IMPORT_MAX_ROWS,
  DataplusImportReportSchema,
  csvHeader,
  isApiError,
  type DataplusColumn,
  type DataplusImportReport,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert, AlertDescription, AlertTitle, Progress } from '@vitrine/ui'
import { ImportErrorsTable } from '../../../shared/ImportErrorsTable.tsx'
import { ChooseCsvFile } from '../../../shared/import-dialog/ChooseCsvFile.tsx'
import { CheckedImportFooter } from '../../../shared/import-dialog/CheckedImportFooter.tsx'
import { ImportDialogFrame } from '../../../shared/import-dialog/ImportDialogFrame.tsx'
import { useCheckedImport } from '../../../shared/import-dialog/use-checked-import.ts'

const integer = new Intl.NumberFormat('pt-BR')
const MAX_MB = DATAPLUS_IMPORT_MAX_BYTES / 1024 / 1024
const counted = (count: number) => `${integer.format(count)} ${count === 1 ? 'linha' : 'linhas'}`

function failure(error: unknown): string {
  if (isApiError(error) && error.statusCode === 413) {
    return `O arquivo passa do limite de ${MAX_MB} MB ou ${integer.format(DATAPLUS_IMPORT_MAX_ROWS)} linhas. Divida-o em partes.`
  }
  return isApiError(error) && error.message
    ? error.message
    : 'Não foi possível importar o arquivo. Tente novamente.'
}

function refusedReport(error: unknown): DataplusImportReport | null {
  if (!isApiError(error) || error.statusCode !== 400) return null
  const parsed = v.safeParse(
    DataplusImportReportSchema,
    (error.data as { report?: unknown } | undefined)?.report,
  )
  return parsed.success ? parsed.output : null
}

export interface ImportRowsDialogProps {
  appId: number
  tableId: number
  columns: DataplusColumn[]
  open: boolean
  onOpenChange(open: boolean): void
  onImported(): void
}

/**
 * "Importar CSV" (layout write), the dry-run pattern: the file is checked whole at once, with
 * each row through the row dialog's own check, writing nothing; then imported all or nothing.
 */
export function ImportRowsDialog({
  appId,
  tableId,
  columns,
  open,
  onOpenChange,
  onImported,
}: ImportRowsDialogProps) {
  const api = useApi()
  const flow = useCheckedImport<DataplusImportReport>({
    run: (file, options) => api.dataplus.importRows(appId, tableId, file, options),
    failure,
    refused: refusedReport,
  })
  const { step, notice, reset } = flow
  const inputRef = useRef<HTMLInputElement>(null)

  const header = csvHeader(columns).trim()
  const guide = {
    hint: `Até ${MAX_MB} MB e ${integer.format(DATAPLUS_IMPORT_MAX_ROWS)} linhas.`,
    maxBytes: DATAPLUS_IMPORT_MAX_BYTES,
    tooLargeMessage: (file: File) =>
      `O arquivo tem ${(file.size / 1024 / 1024).toFixed(1).replace('.', ',')} MB e o limite é ${MAX_MB} MB.`,
    columnsIntro:
      'Na primeira linha, as chaves das colunas (as que faltarem recebem o valor padrão):',
    columns: columns.map((column) => column.key),
    rules: [
      'Valores como no grid: 12,5 · 31/12/2026 · sim ou não.',
      'Colunas separadas por vírgula ou ponto e vírgula, em UTF-8 ou Latin-1: o formato é detectado sozinho.',
      'O arquivo é verificado inteiro antes, sem gravar nada. A importação é tudo ou nada.',
    ],
    sample: { text: `${header}\r\n`, fileName: 'modelo.csv' },
  }
  const title =
    step.kind === 'choose'
      ? 'Importar linhas'
      : step.kind === 'checking'
        ? 'Verificando o arquivo'
        : step.kind === 'checked'
          ? 'Resultado da verificação'
          : step.kind === 'importing'
            ? 'Importando linhas'
            : 'Importação concluída'
  const description =
    step.kind === 'choose'
      ? 'Inclua várias linhas de uma vez a partir de uma planilha salva em CSV.'
      : step.kind === 'done'
        ? `As linhas de «${step.file.name}» foram incluídas.`
        : 'Nada é gravado antes de você confirmar.'

  return (
    <ImportDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      onImported={onImported}
      reset={reset}
      stepKey={step.kind}
      title={title}
      description={description}
      working={step.kind === 'checking' || step.kind === 'importing'}
      writing={step.kind === 'importing'}
      done={step.kind === 'done'}
      notice={notice}
      fileInputRef={inputRef}
      footer={(close) => (
        <CheckedImportFooter
          step={step}
          close={close}
          flow={flow}
          canImport={(check) => check.errors_total === 0 && check.valid > 0}
          importLabel={(check) => `Importar ${counted(check.valid)}`}
        />
      )}
    >
      {step.kind === 'choose' ? (
        <ChooseCsvFile {...guide} onFile={(file) => void flow.check(file)} inputRef={inputRef} />
      ) : step.kind === 'checking' ? (
        <Progress label="Enviando e verificando o arquivo…" value={null} />
      ) : step.kind === 'importing' ? (
        <Progress label="Incluindo as linhas…" value={null} />
      ) : step.kind === 'checked' ? (
        <div className="grid gap-4">
          <p className="text-base">
            <span className="font-medium">{step.file.name}</span>: {counted(step.check.rows)},{' '}
            {counted(step.check.valid)} pronta(s), {counted(step.check.invalid)} com erro.
          </p>
          {step.check.errors_total > 0 ? (
            <>
              <Alert tone="warning">
                <AlertTitle>Nenhuma linha será importada enquanto houver erros</AlertTitle>
                <AlertDescription>
                  Corrija o arquivo e escolha-o de novo: a importação é tudo ou nada.
                </AlertDescription>
              </Alert>
              <ImportErrorsTable report={step.check} />
            </>
          ) : (
            <Alert tone="success">
              Tudo certo: {counted(step.check.valid)} pode(m) ser incluída(s).
            </Alert>
          )}
        </div>
      ) : (
        <Alert tone="success">{counted(step.result.created)} incluída(s) na tabela.</Alert>
      )}
    </ImportDialogFrame>
  )
}
