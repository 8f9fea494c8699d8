import { useState, type ComponentProps } from 'react'
import { CheckIcon } from '../../icons/index.ts'
import { cn } from '../../lib/cn.ts'
import { useFieldControl, useFieldLabelId } from '../field/field-context.ts'

export interface CheckboxGroupOption {
  value: string
  label: string
  disabled?: boolean
}

export interface CheckboxGroupProps extends Omit<
  ComponentProps<'div'>,
  'defaultValue' | 'onChange' | 'children'
> {
  options: readonly CheckboxGroupOption[]
  /** The chosen values, in the options' order. */
  value?: readonly string[]
  defaultValue?: readonly string[]
  /** Called with every chosen value, in the options' order (not the order of the clicks). */
  onValueChange?: (value: string[]) => void
  /** The checkboxes' form name. */
  name?: string
  disabled?: boolean
  /** Marks the choice invalid (also set by a surrounding Field with a message). */
  invalid?: boolean
}

/**
 * Several choices out of a short list, as chips ("Visa", "Mastercard", "Elo"): each is a real
 * checkbox (Tab reaches each, Space toggles) whose label is the chip. Inside a Field, the
 * Field's label names the group; otherwise give it `aria-label` or `aria-labelledby`.
 */
export function CheckboxGroup({
  options,
  value,
  defaultValue,
  onValueChange,
  name,
  disabled = false,
  invalid,
  id,
  className,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: CheckboxGroupProps) {
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue ?? [])
  const chosen = value ?? uncontrolled
  const fieldLabel = useFieldLabelId()
  const field = useFieldControl({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid ?? (invalid ? true : undefined),
  })

  function toggle(option: string, checked: boolean) {
    const next = options
      .map((item) => item.value)
      .filter((item) => (item === option ? checked : chosen.includes(item)))
    if (value === undefined) setUncontrolled(next)
    onValueChange?.(next)
  }

  return (
    <div
      role="group"
      data-slot="checkbox-group"
      id={field.id}
      aria-labelledby={labelledBy ?? fieldLabel}
      aria-describedby={field['aria-describedby']}
      // Its Field's label is dimmed along with it: say so, so the dim label reads as disabled.
      aria-disabled={disabled || undefined}
      className={cn('flex flex-wrap gap-2', className)}
      {...props}
    >
      {options.map((option) => {
        const checked = chosen.includes(option.value)
        return (
          <label
            key={option.value}
            data-slot="checkbox-chip"
            data-state={checked ? 'checked' : 'unchecked'}
            className={cn(
              'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border border-input bg-surface px-3 text-sm font-medium text-foreground shadow-xs select-none',
              'transition-colors hover:bg-muted',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2',
              'data-[state=checked]:border-primary data-[state=checked]:bg-primary-subtle data-[state=checked]:text-primary-subtle-foreground',
              'has-[[aria-invalid=true]]:border-danger',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50',
            )}
          >
            <input
              type="checkbox"
              className="sr-only"
              name={name}
              value={option.value}
              checked={checked}
              disabled={disabled || option.disabled}
              aria-invalid={field['aria-invalid']}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <CheckIcon
              aria-hidden
              className={cn('size-3.5 shrink-0', checked ? 'block' : 'hidden')}
            />
            {option.label}
          </label>
        )
      })}
    </div>
  )
}
