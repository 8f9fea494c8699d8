import { useState } from 'react'
import { useFormState } from 'react-hook-form'
import { Button, ConfirmDialog } from '@vitrine/ui'
import { SubmitButton } from '@vitrine/ui/form'
import { useNavigate } from '../../routes/navigation.tsx'
import { useLeaveGuard } from '../../shared/use-leave-guard.ts'

export interface FormActionsProps {
  /** Where Cancel goes (the detail, or the list for a new one). */
  backHref: string
  submitLabel: string
}

/** Cancel (which asks before dropping changes) and the submit, at the foot of the form. */
export function FormActions({ backHref, submitLabel }: FormActionsProps) {
  const navigate = useNavigate()
  const { isDirty, isSubmitSuccessful } = useFormState()
  const [asking, setAsking] = useState(false)
  const unsaved = isDirty && !isSubmitSuccessful
  useLeaveGuard(unsaved)
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={() => (unsaved ? setAsking(true) : navigate(backHref))}>
        Cancelar
      </Button>
      <SubmitButton>{submitLabel}</SubmitButton>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        tone="danger"
        title="Descartar as alterações?"
        description="O que você mudou neste formulário ainda não foi salvo e será perdido."
        confirmLabel="Descartar"
        cancelLabel="Continuar editando"
        onConfirm={() => navigate(backHref)}
      />
    </div>
  )
}
