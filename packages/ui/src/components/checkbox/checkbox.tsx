import { useId, type ComponentProps, type ReactNode } from 'react'
import { Checkbox as CheckboxPrimitive } from 'radix-ui'
import { CheckIcon, MinusIcon } from '../../icons/index.ts'
import { cva } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'
import { useFieldControl } from '../field/field-context.ts'
import { Label } from '../label/label.tsx'

export type CheckedState = CheckboxPrimitive.CheckedState

export const checkboxVariants = cva([
  'peer inline-flex size-4 shrink-0 items-center justify-center rounded-sm border border-input bg-surface shadow-xs',
  'transition-colors outline-none',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
  'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
  'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground',
  'aria-invalid:border-danger aria-invalid:ring-danger/40',
  'disabled:cursor-not-allowed disabled:opacity-50',
])

export interface CheckboxProps extends ComponentProps<typeof CheckboxPrimitive.Root> {
  /** A label beside the box. Inside a Field, the Field's label is used instead. */
  label?: ReactNode
  /** Marks the value invalid (also set by a surrounding Field with a message). */
  invalid?: boolean
}

export function Checkbox({
  className,
  label,
  invalid,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  ...props
}: CheckboxProps) {
  const generated = useId()
  const field = useFieldControl({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid ?? (invalid ? true : undefined),
    'aria-required': ariaRequired,
  })
  const controlId = field.id ?? generated

  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(checkboxVariants(), !label && className)}
      {...field}
      id={controlId}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group flex items-center justify-center text-current"
      >
        <CheckIcon aria-hidden className="size-3.5 group-data-[state=indeterminate]:hidden" />
        <MinusIcon aria-hidden className="hidden size-3.5 group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  )
  if (!label) return box
  return (
    <div data-slot="checkbox-item" className={cn('flex items-center gap-2.5', className)}>
      {box}
      <Label
        htmlFor={controlId}
        className="peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
      >
        {label}
      </Label>
    </div>
  )
}
