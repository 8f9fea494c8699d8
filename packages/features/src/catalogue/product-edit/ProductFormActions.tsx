import { useState } from 'react'
import { useFormState } from 'react-hook-form'
import { Button, ConfirmDialog } from '@vitrine/ui'
import { SubmitButton } from '@vitrine/ui/form'
import { useNavigate } from '../../routes/navigation.tsx'
import { useLeaveGuard } from '../../shared/use-leave-guard.ts'

/** "Cancelar" (asking before dropping changes) and the submit, at the foot of the form. */
export function ProductFormActions({
  backHref,
  submitLabel,
}: {
  backHref: string
  submitLabel: string
}) {
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
        description="O que você mudou neste produto ainda não foi salvo e será perdido."
        confirmLabel="Descartar alterações"
        cancelLabel="Continuar editando"
        onConfirm={() => navigate(backHref)}
      />
    </div>
  )
}
