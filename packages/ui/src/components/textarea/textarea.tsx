import { useId, useState, type ChangeEvent, type ComponentProps } from 'react'
import { cva } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'
import { useFieldControl } from '../field/field-context.ts'

export const textareaVariants = cva([
  'block min-h-20 w-full rounded-md border border-input bg-surface px-3 py-2 text-base text-foreground shadow-xs',
  'transition-[color,box-shadow] outline-none placeholder:text-muted-foreground',
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30',
  'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/25',
  'read-only:bg-muted disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-50',
])

export interface TextareaProps extends ComponentProps<'textarea'> {
  /** Marks the value invalid (also set by a surrounding Field with a message). */
  invalid?: boolean
  /** With `maxLength`, shows how many characters are used ("12/140"). On by default then. */
  showCount?: boolean
}

export function Textarea({
  className,
  invalid,
  showCount,
  maxLength,
  value,
  defaultValue,
  onChange,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  ...props
}: TextareaProps) {
  const counterId = useId()
  const counted = maxLength !== undefined && showCount !== false
  const [typed, setTyped] = useState(() => String(defaultValue ?? '').length)
  const length = value === undefined ? typed : String(value).length
  const field = useFieldControl({
    id,
    'aria-describedby': [describedBy, counted ? counterId : null].filter(Boolean).join(' '),
    'aria-invalid': ariaInvalid ?? (invalid ? true : undefined),
    'aria-required': ariaRequired,
  })

  const textarea = (
    <textarea
      data-slot="textarea"
      className={cn(textareaVariants(), !counted && className)}
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
        setTyped(event.target.value.length)
        onChange?.(event)
      }}
      {...field}
      {...props}
    />
  )
  if (!counted) return textarea
  return (
    <div data-slot="textarea-group" className={cn('flex flex-col gap-1', className)}>
      {textarea}
      <p
        id={counterId}
        data-slot="textarea-count"
        className="self-end text-sm text-muted-foreground tabular-nums"
      >
        <span aria-hidden>
          {length}/{maxLength}
        </span>
        <span className="sr-only">
          {length} de {maxLength} caracteres
        </span>
      </p>
    </div>
  )
}
