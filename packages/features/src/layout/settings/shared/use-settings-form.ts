import { useState, type FormEvent } from 'react'
import { fieldErrorsOf, isApiError, type LayoutSettings } from '@vitrine/api'
import { useNotify } from '@vitrine/ui'
import { useLeaveGuard } from '../../../shared/use-leave-guard.ts'

export interface SettingsFormOptions<Form> {
  /** The form as the settings last saved hold it. */
  initial: () => Form
  canWrite: boolean
  /** Sends the form and answers the settings saved. */
  send: (form: Form) => Promise<LayoutSettings>
  /** The saved settings as the form holds them again. */
  formOf: (settings: LayoutSettings) => Form
  /** The server's field errors by the form's field names (default: as the server names them). */
  errorsOf?: (error: unknown) => Record<string, string>
  /** The notice of a save, e.g. "Configurações do catálogo salvas." */
  savedMessage: string
  onSaved: (next: LayoutSettings) => void
}

/**
 * One page of the layout settings (project, catalog) as a form saved whole: what is typed, what
 * was last saved (the unsaved-changes guard compares the two), the server's field errors (a
 * field's clears as it is changed) and the save.
 */
export function useSettingsForm<Form>(options: SettingsFormOptions<Form>) {
  const notify = useNotify()
  const [saved, setSaved] = useState(options.initial)
  const [form, setForm] = useState(saved)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Raised when the form's text changes from elsewhere (undo, a save), for fields that keep their
  // own text while typed in (the scripts' code editors) to start again from the form's.
  const [revision, setRevision] = useState(0)
  const dirty = JSON.stringify(form) !== JSON.stringify(saved)
  useLeaveGuard(dirty)

  /** Changes the form (a patch, or one made from the form as it is) and clears the fields' errors. */
  function set(patch: Partial<Form> | ((current: Form) => Partial<Form>), ...fields: string[]) {
    setForm((current) => ({
      ...current,
      ...(typeof patch === 'function' ? patch(current) : patch),
    }))
    clearErrors(...fields)
  }

  function clearErrors(...fields: string[]) {
    if (fields.length === 0) return
    setErrors((current) => ({ ...current, ...Object.fromEntries(fields.map((f) => [f, ''])) }))
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!options.canWrite) return
    setBusy(true)
    setFormError(null)
    try {
      const next = await options.send(form)
      const fresh = options.formOf(next)
      setSaved(fresh)
      setForm(fresh)
      setRevision((n) => n + 1)
      setErrors({})
      notify({ type: 'success', message: options.savedMessage })
      options.onSaved(next)
    } catch (error) {
      const fields = (options.errorsOf ?? fieldErrorsOf)(error)
      setErrors(fields)
      setFormError(
        Object.keys(fields).length > 0
          ? 'Confira os campos destacados.'
          : isApiError(error)
            ? error.message
            : 'Não foi possível salvar as configurações.',
      )
    } finally {
      setBusy(false)
    }
  }

  return {
    form,
    saved,
    errors,
    formError,
    busy,
    dirty,
    set,
    save,
    /** Back to what was saved ("Desfazer"). */
    revision,
    reset: () => {
      setForm(saved)
      setRevision((n) => n + 1)
      setErrors({})
      setFormError(null)
    },
  }
}
