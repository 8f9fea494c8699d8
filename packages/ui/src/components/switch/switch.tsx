import { useId, type ComponentProps, type ReactNode } from 'react'
import { Switch as SwitchPrimitive } from 'radix-ui'
import { cva } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'
import { useFieldControl } from '../field/field-context.ts'
import { Label } from '../label/label.tsx'

export const switchVariants = cva([
  'group/switch peer relative inline-flex h-6 w-14 shrink-0 items-center rounded-full border border-transparent',
  'shadow-xs transition-colors outline-none',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
  'data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
  'aria-invalid:border-danger aria-invalid:ring-danger/40',
  'disabled:cursor-not-allowed disabled:opacity-50',
])

export interface SwitchProps extends ComponentProps<typeof SwitchPrimitive.Root> {
  /** A label beside the switch. Inside a Field, the Field's label is used instead. */
  label?: ReactNode
  /** Marks the value invalid (also set by a surrounding Field with a message). */
  invalid?: boolean
  /** Text shown on the track when on (the specification's "ON"). */
  onText?: string
  /** Text shown on the track when off (the specification's "OFF"). */
  offText?: string
}

/**
 * The track shows the state in words as the specification asks. The words are hidden from
 * assistive technology: role="switch" already reports on/off, and the name comes from the label.
 */
export function Switch({
  className,
  label,
  invalid,
  onText = 'ON',
  offText = 'OFF',
  id,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  ...props
}: SwitchProps) {
  const generated = useId()
  const field = useFieldControl({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid ?? (invalid ? true : undefined),
    'aria-required': ariaRequired,
  })
  const controlId = field.id ?? generated

  const control = (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(switchVariants(), !label && className)}
      {...field}
      id={controlId}
      {...props}
    >
      <span
        aria-hidden
        data-slot="switch-text"
        className="absolute inset-y-0 start-2 hidden items-center text-xs font-semibold text-primary-foreground group-data-[state=checked]/switch:flex"
      >
        {onText}
      </span>
      <span
        aria-hidden
        data-slot="switch-text"
        className="absolute inset-y-0 end-2 hidden items-center text-xs font-semibold text-foreground group-data-[state=unchecked]/switch:flex"
      >
        {offText}
      </span>
      <SwitchPrimitive.Thumb
        data-slot="switch-thumb"
        className={cn(
          'pointer-events-none block size-5 rounded-full bg-surface shadow-sm ring-0 transition-transform',
          'data-[state=checked]:translate-x-8 data-[state=unchecked]:translate-x-0.5',
        )}
      />
    </SwitchPrimitive.Root>
  )
  if (!label) return control
  return (
    <div data-slot="switch-item" className={cn('flex items-center gap-2.5', className)}>
      {control}
      <Label
        htmlFor={controlId}
        className="peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
      >
        {label}
      </Label>
    </div>
  )
}
