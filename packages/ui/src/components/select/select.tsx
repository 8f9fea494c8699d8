import type { ChangeEvent, ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { ChevronDownIcon } from '../../icons/index.ts'
import { cn } from '../../lib/cn.ts'
import { useFieldControl } from '../field/field-context.ts'

/**
 * Like Input, the look lives on a box around the control, which reacts to the select's state
 * through `has-*`; the select fills the box so that every pixel of it opens the list.
 */
export const selectVariants = cva(
  [
    'relative flex w-full min-w-0 items-center rounded-md border border-input bg-surface text-foreground shadow-xs',
    'transition-[color,box-shadow]',
    'has-[select:focus-visible]:border-ring has-[select:focus-visible]:ring-2 has-[select:focus-visible]:ring-ring/30',
    'has-[select[aria-invalid=true]]:border-danger',
    'has-[select[aria-invalid=true]:focus-visible]:border-danger has-[select[aria-invalid=true]:focus-visible]:ring-danger/25',
    'has-[select:disabled]:cursor-not-allowed has-[select:disabled]:bg-muted has-[select:disabled]:opacity-50',
    // The placeholder is the chosen option while the value is empty.
    "has-[option[value='']:checked]:text-muted-foreground",
  ],
  {
    variants: {
      size: {
        sm: 'h-8 text-sm [&>select]:ps-2.5 [&>select]:pe-8 [&>svg]:end-2.5',
        md: 'h-9 text-base [&>select]:ps-3 [&>select]:pe-9 [&>svg]:end-3',
        lg: 'h-11 text-md [&>select]:ps-3.5 [&>select]:pe-10 [&>svg]:end-3.5',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectProps
  extends
    Omit<ComponentProps<'select'>, 'size' | 'children' | 'value' | 'defaultValue' | 'multiple'>,
    VariantProps<typeof selectVariants> {
  options: readonly SelectOption[]
  /** The chosen option's value; an empty string shows the placeholder. */
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  /** Shown while nothing is chosen. */
  placeholder?: string
  /** Marks the value invalid (also set by a surrounding Field with a message). */
  invalid?: boolean
  /** Classes for the select element itself; `className` goes to the box. */
  selectClassName?: string
}

/**
 * A single choice from a short list: the browser's own select, styled like Input. It costs no
 * script, opens the phone's native picker and is keyboard accessible as it is.
 */
export function Select({
  options,
  placeholder = 'Selecione',
  invalid,
  size,
  className,
  selectClassName,
  value,
  defaultValue,
  onValueChange,
  onChange,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  ...props
}: SelectProps) {
  const field = useFieldControl({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid ?? (invalid ? true : undefined),
    'aria-required': ariaRequired,
  })
  // Left alone, the browser would show the first real option; nothing chosen must read "Selecione".
  const current = value === undefined ? { defaultValue: defaultValue ?? '' } : { value }
  return (
    <div data-slot="select" className={cn(selectVariants({ size }), className)}>
      <select
        data-slot="select-control"
        className={cn(
          'h-full w-full min-w-0 cursor-[inherit] appearance-none truncate bg-transparent outline-none',
          // The list's options keep the normal colour while the closed control shows the placeholder.
          '[&>option]:text-foreground',
          selectClassName,
        )}
        {...current}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          onChange?.(event)
          onValueChange?.(event.target.value)
        }}
        {...field}
        {...props}
      >
        {/* Disabled, so once something is chosen the list cannot go back to "nothing". */}
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  )
}
