import { useId, type ReactNode } from 'react'
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form'
import type { AreaLevels } from '@vitrine/api'
import { AlertCircleIcon } from '@vitrine/ui'
import { PermissionMatrix } from './PermissionMatrix.tsx'

export interface PermissionMatrixFieldProps<TValues extends FieldValues> {
  name: FieldPath<TValues>
  label: ReactNode
  hint?: ReactNode
  disabled?: boolean
  showShortcuts?: boolean
}

/**
 * The matrix as a form field: its label, hint and message, following the forms' rule for
 * choices made at once (like checkboxes, a change re-validates and shows the message).
 */
export function PermissionMatrixField<TValues extends FieldValues>({
  name,
  label,
  hint,
  disabled,
  showShortcuts,
}: PermissionMatrixFieldProps<TValues>) {
  const id = useId()
  const form = useFormContext<TValues>()
  const { field, fieldState } = useController<TValues>({ name, control: form.control })
  const message = fieldState.error?.message
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-message` : null]
    .filter(Boolean)
    .join(' ')

  return (
    <div data-slot="permission-matrix-field" className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-base font-medium">
        {label}
      </span>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <PermissionMatrix
        value={field.value as AreaLevels}
        onChange={(value) => {
          field.onChange(value)
          void form.trigger(name)
        }}
        disabled={disabled}
        invalid={Boolean(message)}
        showShortcuts={showShortcuts}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy || undefined}
      />
      <div id={`${id}-message`} aria-live="polite">
        {message ? (
          <p className="flex items-start gap-1.5 text-sm font-medium text-danger-foreground">
            <AlertCircleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{message}</span>
          </p>
        ) : null}
      </div>
    </div>
  )
}
