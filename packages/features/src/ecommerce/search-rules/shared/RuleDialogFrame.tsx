import { Fragment, useState, type ReactNode } from 'react'
import { fieldErrorsOf, isApiError } from '@vitrine/api'
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useNotify,
} from '@vitrine/ui'

export interface RuleDialogFrameProps<R> {
  /** The rule edited; none for a new one. A fresh form is mounted for each. */
  rule?: { id: number }
  title: string
  description: ReactNode
  open: boolean
  onOpenChange: (open: boolean) => void
  onSaved: (rule: R) => Promise<unknown>
  /** The rule's form; `done` (after a save) hands the rule to the list and closes the dialog. */
  children: (done: (rule: R) => Promise<void>) => ReactNode
}

/**
 * A search rule's dialog (new or edit): its title, what the rule does, and the form — mounted
 * only while open, so each opening starts from the rule as saved.
 */
export function RuleDialogFrame<R>(props: RuleDialogFrameProps<R>) {
  const { open, onOpenChange, onSaved } = props
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {open ? (
          <Fragment key={props.rule?.id ?? 'new'}>
            {props.children(async (saved) => {
              await onSaved(saved)
              onOpenChange(false)
            })}
          </Fragment>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

export interface RuleSaveOptions<R extends { term: string }> {
  /** Creates or updates the rule from the form's values. */
  save: () => Promise<R>
  /** "Regra fixa «camiseta» salva.": the notice once saved. */
  savedMessage: (rule: R) => string
  /** Moves the server's field errors to where the form shows them. */
  placeErrors?: (fields: Record<string, string>) => Record<string, string>
  onDone: (rule: R) => Promise<unknown>
}

/**
 * A rule form's saving: field errors by name (cleared as the field changes), a form-level
 * message when the refusal names no field, and the busy flag.
 */
export function useRuleSave<R extends { term: string }>(options: RuleSaveOptions<R>) {
  const notify = useNotify()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  async function submit() {
    setSaving(true)
    setFormError(null)
    try {
      const saved = await options.save()
      notify({ type: 'success', message: options.savedMessage(saved) })
      await options.onDone(saved)
    } catch (error) {
      const fields = fieldErrorsOf(error)
      const placed = options.placeErrors ? options.placeErrors(fields) : fields
      setErrors(placed)
      setFormError(
        Object.keys(placed).length > 0
          ? null
          : isApiError(error)
            ? error.message
            : 'Não foi possível salvar a regra.',
      )
    } finally {
      setSaving(false)
    }
  }

  return {
    errors,
    clearError: (field: string) => setErrors((current) => ({ ...current, [field]: '' })),
    formError,
    saving,
    submit,
  }
}

export interface RuleFormProps {
  /** The dialog's title, the form's accessible name. */
  title: string
  saving: boolean
  formError: string | null
  onSubmit: () => Promise<void>
  children: ReactNode
}

/** The rule's fields between the form-level message and "Cancelar" / "Salvar regra". */
export function RuleForm({ title, saving, formError, onSubmit, children }: RuleFormProps) {
  return (
    <form
      aria-label={title}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void onSubmit()
      }}
    >
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? 'Salvando…' : 'Salvar regra'}
        </Button>
      </DialogFooter>
    </form>
  )
}
