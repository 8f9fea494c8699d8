import { useId } from 'react'
import { useController, type Path } from 'react-hook-form'
import { Input } from '@vitrine/ui'
import type { ProductFormValues } from './product-form.ts'

export interface GridInputProps {
  name: Path<ProductFormValues>
  /** The cell's accessible name: "SKU de P / Azul". */
  label: string
  placeholder?: string
  inputMode?: 'decimal' | 'numeric' | 'text'
  readOnly: boolean
  className?: string
}

/**
 * One cell of the variants' grid: a bare input named for its row and column (a grid of
 * labelled fields would repeat the column's title on every line), its message under it.
 */
export function GridInput({
  name,
  label,
  placeholder,
  inputMode,
  readOnly,
  className,
}: GridInputProps) {
  const messageId = useId()
  const { field, fieldState } = useController<ProductFormValues>({ name })
  const message = fieldState.error?.message
  return (
    <div className={className}>
      <Input
        ref={field.ref}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-label={label}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        placeholder={placeholder}
        inputMode={inputMode}
        readOnly={readOnly}
        autoComplete="off"
        size="sm"
      />
      {message ? (
        <p id={messageId} className="mt-1 text-xs text-danger">
          {message}
        </p>
      ) : null}
    </div>
  )
}
