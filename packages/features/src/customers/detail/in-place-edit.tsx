import { useRef, useState, type ReactNode, type Ref } from 'react'
import { flushSync } from 'react-dom'
import { Button } from '@vitrine/ui'
import { Form, SubmitButton, type FormApi, type FormProps, type FormSchema } from '@vitrine/ui/form'
import { Pencil } from 'lucide-react'

/**
 * A card that turns into its form and back. Leaving the form (saved, cancelled, Escape) puts
 * focus back on the button that opened it, so keyboard users keep their place in the page.
 */
export function useInPlaceEdit() {
  const [editing, setEditing] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  return {
    editing,
    trigger,
    start: () => setEditing(true),
    stop: () => {
      flushSync(() => setEditing(false))
      trigger.current?.focus()
    },
  }
}

/** "Editar", named after what it edits for screen readers ("Editar contato"). */
export function EditButton({
  label,
  onClick,
  ref,
}: {
  label: string
  onClick: () => void
  ref?: Ref<HTMLButtonElement>
}) {
  return (
    <Button ref={ref} variant="secondary" size="sm" aria-label={label} onClick={onClick}>
      <Pencil aria-hidden />
      Editar
    </Button>
  )
}

export interface InPlaceFormProps<TSchema extends FormSchema> extends Pick<
  FormProps<TSchema>,
  'schema' | 'defaultValues' | 'onSubmit'
> {
  /** The form's accessible name ("Editar contato"). */
  label: string
  onCancel: () => void
  submitLabel?: string
  children: (form: FormApi<TSchema>) => ReactNode
}

/** A card's form: its fields, then Cancel and Save. Escape cancels too; nothing is kept. */
export function InPlaceForm<TSchema extends FormSchema>({
  schema,
  defaultValues,
  onSubmit,
  label,
  onCancel,
  submitLabel = 'Salvar',
  children,
}: InPlaceFormProps<TSchema>) {
  return (
    <Form
      schema={schema}
      defaultValues={defaultValues}
      onSubmit={onSubmit}
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return
        event.preventDefault()
        onCancel()
      }}
    >
      {(form) => (
        <>
          {children(form)}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onCancel}>
              Cancelar
            </Button>
            <SubmitButton>{submitLabel}</SubmitButton>
          </div>
        </>
      )}
    </Form>
  )
}
