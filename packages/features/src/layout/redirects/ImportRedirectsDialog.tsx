import { useRef } from 'react'
import type { RedirectImportReport } from '@vitrine/api'
import { Alert, AlertDescription, AlertTitle, Progress } from '@vitrine/ui'
import { CheckedImportFooter } from '../../shared/import-dialog/CheckedImportFooter.tsx'
import { ImportErrorsTable } from '../../shared/ImportErrorsTable.tsx'
import { ChooseCsvFile } from '../../shared/import-dialog/ChooseCsvFile.tsx'
import { ImportDialogFrame } from '../../shared/import-dialog/ImportDialogFrame.tsx'
import { useRedirectImport, type RedirectImportStep } from './use-redirect-import.ts'
import { canImport, counted, formatCount, REDIRECT_FILE_GUIDE } from './words.ts'

export interface ImportRedirectsDialogProps {
  appId: number
  open: boolean
  onOpenChange(open: boolean): void
  onImported(): void
}

/**
 * "Importar regras" (layout write): choose a CSV → checked at once with the store's rules,
 * writing nothing (repeated origins, loops, long chains by line) → the import, all or nothing.
 */
export function ImportRedirectsDialog({
  appId,
  open,
  onOpenChange,
  onImported,
}: ImportRedirectsDialogProps) {
  const flow = useRedirectImport(appId)
  const { step, notice, reset } = flow
  const inputRef = useRef<HTMLInputElement>(null)
  const importing = step.kind === 'importing'
  const { title, description } = headerOf(step)
  return (
    <ImportDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      onImported={onImported}
      reset={reset}
      stepKey={step.kind}
      title={title}
      description={description}
      working={step.kind === 'checking' || importing}
      writing={importing}
      done={step.kind === 'done'}
      notice={notice}
      fileInputRef={inputRef}
      footer={(close) => (
        <CheckedImportFooter
          step={step}
          close={close}
          flow={flow}
          canImport={canImport}
          importLabel={(check) => `Importar ${counted(check.valid, 'regra', 'regras')}`}
        />
      )}
    >
      {step.kind === 'choose' ? (
        <ChooseCsvFile {...REDIRECT_FILE_GUIDE} onFile={flow.check} inputRef={inputRef} />
      ) : step.kind === 'checking' ? (
        <Progress label="Enviando e verificando o arquivo…" value={null} />
      ) : step.kind === 'importing' ? (
        <Progress label="Criando as regras…" value={null} />
      ) : step.kind === 'checked' ? (
        <ImportCheck file={step.file} report={step.check} />
      ) : (
        <Alert tone="success" data-slot="import-result">
          {counted(step.result.created, 'regra criada', 'regras criadas')}. Já valem na loja.
        </Alert>
      )}
    </ImportDialogFrame>
  )
}

function ImportCheck({ file, report }: { file: File; report: RedirectImportReport }) {
  return (
    <div className="grid gap-4">
      <p data-slot="import-file-read" className="text-base text-muted-foreground">
        <span className="font-medium text-foreground">{file.name}</span>:{' '}
        {counted(report.rows, 'linha', 'linhas')} — {formatCount(report.valid)} sem problemas,{' '}
        {formatCount(report.invalid)} com problemas.
      </p>
      {report.unknown_columns.length > 0 ? (
        <p className="text-base">
          Colunas ignoradas: {report.unknown_columns.map((name) => `«${name}»`).join(', ')}.
        </p>
      ) : null}
      {report.errors_total > 0 ? (
        <>
          <Alert tone="warning">
            <AlertTitle>Nenhuma regra será importada enquanto houver erros</AlertTitle>
            <AlertDescription>
              A importação é tudo ou nada. Corrija{' '}
              {report.errors_total === 1 ? 'o problema' : 'os problemas'} abaixo no arquivo e
              escolha-o de novo.
            </AlertDescription>
          </Alert>
          <ImportErrorsTable report={report} />
        </>
      ) : canImport(report) ? (
        <Alert tone="success">
          Tudo certo: {counted(report.valid, 'regra pode ser criada', 'regras podem ser criadas')}.
        </Alert>
      ) : null}
      {report.warnings.length > 0 ? (
        <Alert tone="warning" data-slot="import-warnings">
          <AlertTitle>Cadeias longas ({formatCount(report.warnings.length)})</AlertTitle>
          <AlertDescription>
            <ul className="grid gap-1">
              {report.warnings.map((warning, index) => (
                <li key={index}>
                  Linha {warning.line}: {warning.message}
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  )
}

function headerOf(step: RedirectImportStep): { title: string; description: string } {
  switch (step.kind) {
    case 'choose':
      return {
        title: 'Importar regras',
        description:
          'Crie várias regras de uma vez a partir de uma planilha salva em CSV. O arquivo é verificado inteiro antes, sem gravar nada.',
      }
    case 'checking':
      return {
        title: 'Verificando o arquivo',
        description: `Conferindo «${step.file.name}». Nada é gravado nesta etapa.`,
      }
    case 'checked':
      return {
        title: 'Resultado da verificação',
        description: 'Nada foi gravado ainda. Confira o resultado antes de importar.',
      }
    case 'importing':
      return {
        title: 'Importando regras',
        description: `Criando as regras de «${step.file.name}». Mantenha esta janela aberta até o fim.`,
      }
    case 'done':
      return {
        title: 'Importação concluída',
        description: `As regras de «${step.file.name}» foram criadas.`,
      }
  }
}
