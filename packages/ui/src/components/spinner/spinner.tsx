import type { ComponentProps } from 'react'
import { SpinnerIcon } from '../../icons/index.ts'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'

export const spinnerVariants = cva('inline-flex shrink-0 items-center justify-center', {
  variants: {
    size: {
      sm: '[&_svg]:size-4',
      md: '[&_svg]:size-5',
      lg: '[&_svg]:size-8',
    },
  },
  defaultVariants: { size: 'md' },
})

export interface SpinnerProps
  extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof spinnerVariants> {
  /** What is being waited for, read by screen readers. */
  label?: string
  /**
   * Inside something that already tells assistive technology it is busy (a button with
   * aria-busy), a second "Carregando…" announcement would only be noise.
   */
  decorative?: boolean
}

export function Spinner({
  className,
  size,
  label = 'Carregando…',
  decorative = false,
  ...props
}: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      className={cn(spinnerVariants({ size }), className)}
      {...props}
    >
      <SpinnerIcon aria-hidden className="animate-spin" />
      {decorative ? null : <span className="sr-only">{label}</span>}
    </span>
  )
}
