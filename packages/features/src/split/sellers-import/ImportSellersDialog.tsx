import { useRef } from 'react'
import { Progress } from '@vitrine/ui'
import { CheckedImportFooter } from '../../shared/import-dialog/CheckedImportFooter.tsx'
import { ChooseCsvFile } from '../../shared/import-dialog/ChooseCsvFile.tsx'
import { ImportDialogFrame } from '../../shared/import-dialog/ImportDialogFrame.tsx'
import { SellerImportCheck } from './SellerImportCheck.tsx'
import { SellerImportResult } from './SellerImportResult.tsx'
import { canImport, counted, SELLER_FILE_GUIDE } from './import-texts.ts'
import { useSellerImport, type SellerImportStep } from './use-seller-import.ts'

export interface ImportSellersDialogProps {
  appId: number
  gatewayId: number
  open: boolean
  onOpenChange(open: boolean): void
  /** Called when the dialog closes after an import, so the list can show the new sellers. */
  onImported(): void
}

/**
 * "Importar vendedores" (payments write): choose a CSV file → it is checked at once without
 * writing anything (the dry run) → the report → the import, all or nothing → the result. As
 * the customers' import: the steps share one dialog, focus moves to each step's title (or back
 * to the file field), the check can be cancelled, and while sellers are being written the
 * dialog does not close.
 */
export function ImportSellersDialog({
  appId,
  gatewayId,
  open,
  onOpenChange,
  onImported,
}: ImportSellersDialogProps) {
  const flow = useSellerImport(appId, gatewayId)
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
          importLabel={(check) => `Importar ${counted(check.valid, 'vendedor', 'vendedores')}`}
        />
      )}
    >
      {step.kind === 'choose' ? (
        <ChooseCsvFile {...SELLER_FILE_GUIDE} onFile={flow.check} inputRef={inputRef} />
      ) : step.kind === 'checking' ? (
        <Progress label="Enviando e verificando o arquivo…" value={null} />
      ) : step.kind === 'importing' ? (
        <Progress label="Cadastrando os vendedores…" value={null} />
      ) : step.kind === 'checked' ? (
        <SellerImportCheck file={step.file} report={step.check} />
      ) : (
        <SellerImportResult result={step.result} />
      )}
    </ImportDialogFrame>
  )
}

function headerOf(step: SellerImportStep): { title: string; description: string } {
  switch (step.kind) {
    case 'choose':
      return {
        title: 'Importar vendedores',
        description:
          'Cadastre vários vendedores de uma vez a partir de uma planilha salva em CSV. O arquivo é verificado inteiro antes, sem gravar nada.',
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
        title: 'Importando vendedores',
        description: `Cadastrando os vendedores de «${step.file.name}». Mantenha esta janela aberta até o fim.`,
      }
    case 'done':
      return {
        title: 'Importação concluída',
        description: `Os vendedores de «${step.file.name}» foram cadastrados.`,
      }
  }
}
