import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { CloseIcon } from '../../icons/index.ts'
import { cn } from '../../lib/cn.ts'

export const filterChipVariants = cva(
  [
    'inline-flex max-w-full items-center rounded-full border border-primary/30 bg-primary-subtle text-primary-subtle-foreground',
  ],
  {
    variants: {
      size: {
        sm: 'h-7 gap-1 ps-2.5 pe-0.5 text-sm [&_button]:size-6',
        md: 'h-8 gap-1.5 ps-3 pe-1 text-base [&_button]:size-6',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

export interface FilterChipProps
  extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof filterChipVariants> {
  /** What is filtered ("Etiqueta"); with `value`, "Etiqueta: vip". */
  label: string
  /** The chosen value, shown in bold after the label. */
  value?: string
  /** Removes the filter. */
  onRemove: () => void
  disabled?: boolean
}

/**
 * One filter in force, shown as a removable chip. The close button's name says which filter it
 * removes ("Remover filtro Etiqueta: vip"), since a row of "×" buttons is otherwise anonymous.
 */
export function FilterChip({
  label,
  value,
  onRemove,
  disabled,
  size,
  className,
  ...props
}: FilterChipProps) {
  const text = value === undefined ? label : `${label}: ${value}`
  return (
    <span
      data-slot="filter-chip"
      className={cn(filterChipVariants({ size }), className)}
      {...props}
    >
      <span className="truncate">
        {value === undefined ? (
          label
        ) : (
          <>
            {label}: <strong className="font-semibold">{value}</strong>
          </>
        )}
      </span>
      <button
        type="button"
        data-slot="filter-chip-remove"
        aria-label={`Remover filtro ${text}`}
        disabled={disabled}
        onClick={onRemove}
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-full transition-colors outline-none',
          'hover:bg-primary/15 focus-visible:ring-2 focus-visible:ring-ring',
          // Only the button fades: the filter still applies and its text must stay readable.
          'disabled:cursor-not-allowed disabled:opacity-40',
          '[&_svg]:pointer-events-none [&_svg]:size-3.5',
        )}
      >
        <CloseIcon aria-hidden />
      </button>
    </span>
  )
}
