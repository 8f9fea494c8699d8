import { Button } from '@vitrine/ui'
import type { CheckedImportStep } from './use-checked-import.ts'

export interface CheckedImportFooterProps<Report> {
  step: CheckedImportStep<Report>
  /** Closes the dialog (the frame's). */
  close: () => void
  flow: { cancel: () => void; reset: () => void; commit: () => Promise<void> }
  /** Whether the checked file may be imported (no problem and something to add). */
  canImport: (report: Report) => boolean
  /** The import button's words for the report, e.g. "Importar 12 regras". */
  importLabel: (report: Report) => string
}

/** The buttons of each step of an all-or-nothing import (`useCheckedImport`). */
export function CheckedImportFooter<Report>({
  step,
  close,
  flow,
  canImport,
  importLabel,
}: CheckedImportFooterProps<Report>) {
  switch (step.kind) {
    case 'choose':
      return (
        <Button variant="secondary" onClick={close}>
          Cancelar
        </Button>
      )
    case 'checking':
      return (
        <Button variant="secondary" onClick={flow.cancel}>
          Cancelar
        </Button>
      )
    case 'importing':
      return (
        <Button loading disabled>
          Importando…
        </Button>
      )
    case 'checked':
      return (
        <>
          <Button variant="secondary" onClick={flow.reset}>
            Escolher outro arquivo
          </Button>
          {canImport(step.check) ? (
            <Button onClick={() => void flow.commit()}>{importLabel(step.check)}</Button>
          ) : (
            <Button variant="secondary" onClick={close}>
              Fechar
            </Button>
          )}
        </>
      )
    case 'done':
      return <Button onClick={close}>Concluir</Button>
  }
}
