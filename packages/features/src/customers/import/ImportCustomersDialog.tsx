import { useRef, useState, type ReactNode } from 'react'
import { Button, ConfirmDialog, Progress } from '@vitrine/ui'
import { ChooseCsvFile } from '../../shared/import-dialog/ChooseCsvFile.tsx'
import { ImportDialogFrame } from '../../shared/import-dialog/ImportDialogFrame.tsx'
import { ImportCheckReport } from './ImportCheckReport.tsx'
import { ImportHistory } from './ImportHistory.tsx'
import { ImportResult } from './ImportResult.tsx'
import {
  CUSTOMER_FILE_GUIDE,
  progressShown,
  reportChoices,
  rowsToWrite,
  undoPlan,
} from './import-texts.ts'
import { useCustomerImport, type ImportStep } from './use-customer-import.ts'

export interface ImportCustomersDialogProps {
  appId: number
  open: boolean
  onOpenChange(open: boolean): void
  /** Called when the dialog closes after a commit, so the list can show the new customers. */
  onImported(): void
}

/**
 * "Importar clientes": choose a CSV file → it is checked at once without writing anything (the
 * dry run) → the report → the commit → the result, with an undo. The steps share one dialog;
 * focus moves to each step's title (or back to the file field) so keyboard and screen-reader
 * users follow along. Work under way can be cancelled; while rows are being written the dialog
 * does not close by accident.
 */
export function ImportCustomersDialog({
  appId,
  open,
  onOpenChange,
  onImported,
}: ImportCustomersDialogProps) {
  const flow = useCustomerImport(appId)
  const { step, notice, reset } = flow
  const [confirmingUndo, setConfirmingUndo] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const writing = step.kind === 'writing'
  const { title, description } = headerOf(step)

  return (
    <ImportDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      onImported={onImported}
      reset={reset}
      // An undo is a step of its own: its title takes the focus too.
      stepKey={step.kind === 'done' && step.undone ? 'undone' : step.kind}
      title={title}
      description={description}
      working={step.kind === 'checking' || writing}
      writing={writing}
      done={step.kind === 'done'}
      notice={notice}
      fileInputRef={inputRef}
      footer={footerOf}
      overlays={
        step.kind === 'done' ? (
          <ConfirmDialog
            open={confirmingUndo}
            onOpenChange={setConfirmingUndo}
            tone="danger"
            title="Desfazer a importação?"
            description={undoPlan(step.result)}
            confirmLabel="Desfazer importação"
            cancelLabel="Voltar"
            onConfirm={flow.undo}
          />
        ) : null
      }
    >
      {step.kind === 'choose' ? (
        <>
          <ChooseCsvFile {...CUSTOMER_FILE_GUIDE} onFile={flow.check} inputRef={inputRef} />
          {/* Earlier imports, each undoable as a whole, where the next one starts. */}
          <ImportHistory appId={appId} level="write" />
        </>
      ) : step.kind === 'checking' || step.kind === 'writing' ? (
        <Progress {...progressShown(step.progress, step.kind === 'checking' ? 'check' : 'write')} />
      ) : step.kind === 'checked' ? (
        <ImportCheckReport file={step.file} report={step.check} />
      ) : (
        <ImportResult result={step.result} undone={step.undone} />
      )}
    </ImportDialogFrame>
  )

  function footerOf(close: () => void): ReactNode {
    switch (step.kind) {
      case 'choose':
        return (
          <Button variant="secondary" onClick={close}>
            Cancelar
          </Button>
        )
      case 'checking':
      case 'writing':
        return (
          <Button variant="secondary" onClick={flow.cancel}>
            Cancelar
          </Button>
        )
      case 'checked': {
        const choices = reportChoices(step.check)
        return (
          <>
            <Button variant="secondary" onClick={reset}>
              Escolher outro arquivo
            </Button>
            {choices.canImport ? (
              <Button onClick={flow.commit}>{choices.importLabel}</Button>
            ) : (
              <Button variant="secondary" onClick={close}>
                Fechar
              </Button>
            )}
          </>
        )
      }
      case 'done':
        return (
          <>
            {step.result.import_id !== null && !step.undone && rowsToWrite(step.result) > 0 ? (
              <Button variant="secondary" onClick={() => setConfirmingUndo(true)}>
                Desfazer importação
              </Button>
            ) : null}
            <Button onClick={close}>Concluir</Button>
          </>
        )
    }
  }
}

function headerOf(step: ImportStep): { title: string; description: string } {
  switch (step.kind) {
    case 'choose':
      return {
        title: 'Importar clientes',
        description:
          'Traga clientes de uma planilha salva em CSV. O arquivo é verificado inteiro antes, sem gravar nada.',
      }
    case 'checking':
      return {
        title: 'Verificando o arquivo',
        description: `Conferindo «${step.file.name}». Nada é gravado nesta etapa.`,
      }
    case 'checked':
      return {
        title: 'Resultado da verificação',
        description: 'Nada foi gravado ainda. Confira o que vai acontecer antes de importar.',
      }
    case 'writing':
      return {
        title: 'Importando clientes',
        description: `Gravando os clientes de «${step.file.name}». Mantenha esta janela aberta até o fim.`,
      }
    case 'done':
      return step.undone
        ? {
            title: 'Importação desfeita',
            description: `Os clientes voltaram a ser como antes da importação de «${step.file.name}».`,
          }
        : {
            title: 'Importação concluída',
            description: `Resultado da gravação de «${step.file.name}».`,
          }
  }
}
