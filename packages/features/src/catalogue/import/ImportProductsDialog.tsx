import { useRef, useState, type ReactNode } from 'react'
import { CATALOGUE_IMPORT_FORMAT_LABELS, type CatalogueImportFormat } from '@vitrine/api'
import { Button, ConfirmDialog, Field, Progress, RadioGroup, RadioGroupItem } from '@vitrine/ui'
import { ChooseCsvFile } from '../../shared/import-dialog/ChooseCsvFile.tsx'
import { ImportDialogFrame } from '../../shared/import-dialog/ImportDialogFrame.tsx'
import { ImportCheck, ImportDone } from './ImportReportView.tsx'
import { PRODUCT_FILE_GUIDES, productsToWrite, progressShown, undoPlan } from './import-words.ts'
import { useProductImport, type ProductImportStep } from './use-product-import.ts'

export interface ImportProductsDialogProps {
  appId: number
  open: boolean
  onOpenChange(open: boolean): void
  /** Called once products were written (or an import undone), so the list follows. */
  onImported(): void
}

const FORMAT_DESCRIPTIONS: Record<CatalogueImportFormat, string> = {
  shopify: 'O CSV de Produtos › Exportar, com as linhas de cada Handle.',
  vitrine: 'Uma linha por produto e uma por variação, com os nomes de colunas da Vitrine.',
}

/**
 * "Importar produtos": the format and the file → the dry run, writing nothing, with its counts
 * and row errors → the commit with a progress bar → the result, with "Desfazer". The steps
 * share the customers' import frame (focus follows each step; writing cannot be closed by
 * accident).
 */
export function ImportProductsDialog({
  appId,
  open,
  onOpenChange,
  onImported,
}: ImportProductsDialogProps) {
  const flow = useProductImport(appId, onImported)
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
        <div className="grid gap-4">
          <Field label="Formato do arquivo">
            <RadioGroup
              value={flow.format}
              onValueChange={(value) => flow.setFormat(value as CatalogueImportFormat)}
            >
              {(['shopify', 'vitrine'] as const).map((format) => (
                <RadioGroupItem
                  key={format}
                  value={format}
                  label={CATALOGUE_IMPORT_FORMAT_LABELS[format]}
                  description={FORMAT_DESCRIPTIONS[format]}
                />
              ))}
            </RadioGroup>
          </Field>
          <ChooseCsvFile
            key={flow.format}
            {...PRODUCT_FILE_GUIDES[flow.format]}
            onFile={flow.check}
            inputRef={inputRef}
          />
        </div>
      ) : step.kind === 'checking' || step.kind === 'writing' ? (
        <Progress {...progressShown(step.progress, step.kind === 'checking' ? 'check' : 'write')} />
      ) : step.kind === 'checked' ? (
        <ImportCheck file={step.file} report={step.check} />
      ) : (
        <ImportDone report={step.result} undone={step.undone} />
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
        const count = productsToWrite(step.check)
        return (
          <>
            <Button variant="secondary" onClick={reset}>
              Escolher outro arquivo
            </Button>
            {count > 0 ? (
              <Button onClick={flow.commit}>
                {count === 1
                  ? 'Importar 1 produto'
                  : `Importar ${count.toLocaleString('pt-BR')} produtos`}
              </Button>
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
            {step.result.import_id !== null && !step.undone && productsToWrite(step.result) > 0 ? (
              <Button variant="secondary" onClick={() => setConfirmingUndo(true)}>
                Desfazer
              </Button>
            ) : null}
            <Button onClick={close}>Concluir</Button>
          </>
        )
    }
  }
}

function headerOf(step: ProductImportStep): { title: string; description: string } {
  switch (step.kind) {
    case 'choose':
      return {
        title: 'Importar produtos',
        description:
          'Traga produtos de uma exportação da Shopify ou da planilha da Vitrine. O arquivo é verificado inteiro antes, sem gravar nada.',
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
        title: 'Importando produtos',
        description: `Gravando os produtos de «${step.file.name}». Mantenha esta janela aberta até o fim.`,
      }
    case 'done':
      return step.undone
        ? {
            title: 'Importação desfeita',
            description: `O catálogo voltou a ser como antes da importação de «${step.file.name}».`,
          }
        : {
            title: 'Importação concluída',
            description: `Resultado da gravação de «${step.file.name}».`,
          }
  }
}
