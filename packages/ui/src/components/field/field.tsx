import { useId, type ComponentProps, type ReactNode } from 'react'
import { AlertCircleIcon } from '../../icons/index.ts'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'
import { Label } from '../label/label.tsx'
import { FieldContext, type FieldControlContext } from './field-context.ts'

export const fieldVariants = cva('group/field', {
  variants: {
    layout: {
      /** Label above the control: text inputs, selects, text areas. */
      stacked: 'flex flex-col',
      /** Control before its label: checkboxes and switches. */
      inline: 'grid grid-cols-[auto_1fr] items-start gap-x-2.5',
    },
  },
  defaultVariants: { layout: 'stacked' },
})

export interface FieldProps
  extends Omit<ComponentProps<'div'>, 'id' | 'children'>, VariantProps<typeof fieldVariants> {
  label: ReactNode
  hint?: ReactNode
  /** The validation message. Its presence marks the control invalid. */
  message?: ReactNode
  required?: boolean
  /** Text read by screen readers for the required marker. */
  requiredLabel?: string
  /** The control's id; generated when omitted. */
  id?: string
  children: ReactNode
}

export function Field({
  label,
  hint,
  message,
  required = false,
  requiredLabel,
  id,
  layout,
  className,
  children,
  ...props
}: FieldProps) {
  const generated = useId()
  const controlId = id ?? `${generated}-control`
  const hintId = `${generated}-hint`
  const messageId = `${generated}-message`
  const labelId = `${generated}-label`
  const invalid = Boolean(message)
  const context: FieldControlContext = {
    id: controlId,
    labelId,
    describedBy:
      [hint ? hintId : null, invalid ? messageId : null].filter(Boolean).join(' ') || undefined,
    invalid,
    required,
  }

  const labelElement = (
    <Label
      id={labelId}
      htmlFor={controlId}
      required={required}
      requiredLabel={requiredLabel}
      className={cn(
        // A control, not the disabled placeholder option inside a select.
        'group-has-[:disabled:not(option)]/field:cursor-not-allowed group-has-[:disabled:not(option)]/field:opacity-50',
        layout === 'inline' ? 'pt-px' : 'mb-1.5',
      )}
    >
      {label}
    </Label>
  )
  const hintElement = hint ? (
    <p id={hintId} data-slot="field-hint" className="mt-1.5 text-sm text-muted-foreground">
      {hint}
    </p>
  ) : null
  // The live region stays mounted while empty so that a message appearing in it is announced.
  const messageElement = (
    <div id={messageId} data-slot="field-message" aria-live="polite">
      {invalid ? (
        <p className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger-foreground">
          <AlertCircleIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  )

  return (
    <FieldContext value={context}>
      <div
        data-slot="field"
        data-invalid={invalid || undefined}
        className={cn(fieldVariants({ layout }), className)}
        {...props}
      >
        {layout === 'inline' ? (
          <>
            <div className="flex h-5 items-center">{children}</div>
            <div className="flex flex-col">
              {labelElement}
              {hintElement}
              {messageElement}
            </div>
          </>
        ) : (
          <>
            {labelElement}
            {children}
            {hintElement}
            {messageElement}
          </>
        )}
      </div>
    </FieldContext>
  )
}
