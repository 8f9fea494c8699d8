import type { ComponentProps, ReactNode } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'
import { useFieldControl } from '../field/field-context.ts'

/**
 * The look lives on a box around the input so that adornments ("R$", an icon, the password
 * toggle) sit inside the same border. The box reacts to the input's state through `has-*`.
 */
export const inputVariants = cva(
  [
    'flex w-full min-w-0 items-center gap-2 rounded-md border border-input bg-surface text-foreground shadow-xs',
    'transition-[color,box-shadow]',
    'has-[input:focus-visible]:border-ring has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-ring/30',
    'has-[input[aria-invalid=true]]:border-danger',
    'has-[input[aria-invalid=true]:focus-visible]:border-danger has-[input[aria-invalid=true]:focus-visible]:ring-danger/25',
    'has-[input:read-only]:bg-muted',
    'has-[input:disabled]:cursor-not-allowed has-[input:disabled]:bg-muted has-[input:disabled]:opacity-50',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-9 px-3 text-base',
        lg: 'h-11 px-3.5 text-md',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

export interface InputProps
  extends Omit<ComponentProps<'input'>, 'size'>, VariantProps<typeof inputVariants> {
  /** Shown inside the box before the text, e.g. "R$" or a search icon. */
  startAdornment?: ReactNode
  /** Shown inside the box after the text, e.g. a unit or a button. */
  endAdornment?: ReactNode
  /** Marks the value invalid (also set by a surrounding Field with a message). */
  invalid?: boolean
  /** Classes for the input element itself; `className` goes to the box. */
  inputClassName?: string
}

export function Input({
  className,
  inputClassName,
  size,
  startAdornment,
  endAdornment,
  invalid,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  ...props
}: InputProps) {
  const field = useFieldControl({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid ?? (invalid ? true : undefined),
    'aria-required': ariaRequired,
  })
  return (
    <div data-slot="input-group" className={cn(inputVariants({ size }), className)}>
      {startAdornment ? (
        <span data-slot="input-start" className="flex shrink-0 items-center text-muted-foreground">
          {startAdornment}
        </span>
      ) : null}
      <input
        data-slot="input"
        type={type}
        className={cn(
          'h-full w-full min-w-0 flex-1 bg-transparent outline-none',
          'placeholder:text-muted-foreground disabled:cursor-not-allowed',
          'file:border-0 file:bg-transparent file:font-medium',
          inputClassName,
        )}
        {...field}
        {...props}
      />
      {endAdornment ? (
        <span data-slot="input-end" className="flex shrink-0 items-center text-muted-foreground">
          {endAdornment}
        </span>
      ) : null}
    </div>
  )
}
