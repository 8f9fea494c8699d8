import { useId, useRef, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Button } from '../button/button.tsx'
import { cn } from '../../lib/cn.ts'

export interface AddressFormProps {
  /** Names the group for assistive technology, e.g. "Inserir link". */
  title: string
  /** Label of the address field. */
  label: string
  initialValue?: string
  placeholder?: string
  submitLabel?: string
  /** Returns an error message to show, or null when the address was applied. */
  onSubmit: (address: string, extra: string) => string | null
  onCancel: () => void
  /** An optional second field (the image description). */
  extraLabel?: string
  /** Extra actions, such as "Remover link". */
  children?: ReactNode
}

const fieldClass = cn(
  'h-8 min-w-0 rounded-md border border-input bg-surface px-2.5 text-base text-foreground shadow-xs',
  'outline-none placeholder:text-muted-foreground',
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30',
  'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/30',
)

/**
 * The small inline form the toolbar opens to ask for an address. It is a group and not a
 * `<form>`, because the editor often sits inside a form of its own and forms cannot nest.
 */
export function AddressForm({
  title,
  label,
  initialValue = '',
  placeholder,
  submitLabel = 'Aplicar',
  onSubmit,
  onCancel,
  extraLabel,
  children,
}: AddressFormProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [address, setAddress] = useState(initialValue)
  const [extra, setExtra] = useState('')
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    input.current?.focus()
    input.current?.select()
  }, [])

  const submit = () => {
    if (address.trim() === '') {
      setError('Informe um endereço.')
      input.current?.focus()
      return
    }
    const message = onSubmit(address, extra)
    setError(message)
    if (message) input.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onCancel()
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault()
      submit()
    }
  }

  return (
    <div
      role="group"
      aria-label={title}
      data-slot="rich-text-address-form"
      className="flex flex-wrap items-end gap-2 border-b border-border bg-muted/60 px-2 py-2"
      onKeyDown={onKeyDown}
    >
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-address`} className="text-sm font-medium text-foreground">
          {label}
        </label>
        <input
          ref={input}
          id={`${id}-address`}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={address}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={fieldClass}
          onChange={(event) => setAddress(event.target.value)}
        />
      </div>
      {extraLabel ? (
        <div className="flex min-w-40 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-extra`} className="text-sm font-medium text-foreground">
            {extraLabel}
          </label>
          <input
            id={`${id}-extra`}
            type="text"
            value={extra}
            className={fieldClass}
            onChange={(event) => setExtra(event.target.value)}
          />
        </div>
      ) : null}
      <div className="flex gap-2">
        <Button size="sm" onClick={submit}>
          {submitLabel}
        </Button>
        {children}
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-danger-foreground">
          {error}
        </p>
      ) : null}
    </div>
  )
}
