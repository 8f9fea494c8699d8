import { useId, type ComponentProps, type ReactNode } from 'react'
import { Progress as ProgressPrimitive } from 'radix-ui'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'

export const progressVariants = cva(
  'relative w-full overflow-hidden rounded-full bg-primary/15 [&>[data-slot=progress-indicator]]:bg-primary',
  {
    variants: {
      size: {
        sm: 'h-1.5',
        md: 'h-2.5',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 })

export interface ProgressProps
  extends
    Omit<
      ComponentProps<typeof ProgressPrimitive.Root>,
      'value' | 'max' | 'getValueLabel' | 'children'
    >,
    VariantProps<typeof progressVariants> {
  /** What is under way ("Verificando linhas…"): shown above the bar and its accessible name. */
  label: ReactNode
  /** How much is done. `null`/omitted: under way, amount unknown (indeterminate). */
  value?: number | null
  /** The whole amount (default 100). Zero or less reads as indeterminate. */
  max?: number
  /**
   * The amount in words, shown beside the label and read by screen readers instead of a bare
   * number: "1.200 de 5.000". Default: the percentage for a known amount, nothing otherwise.
   */
  valueText?: string
  /** Keep the label for screen readers only (the bar sits next to its own heading). */
  hideLabel?: boolean
}

/**
 * A progress bar with its label and value in words. Known amounts fill the bar; unknown ones
 * slide a short segment to show the work goes on (still for those who ask for less motion).
 */
export function Progress({
  label,
  value,
  max = 100,
  valueText,
  hideLabel = false,
  size,
  className,
  ...props
}: ProgressProps) {
  const labelId = useId()
  const known = typeof value === 'number' && Number.isFinite(value) && max > 0
  // Radix refuses values outside 0…max (with a console error); a late progress line may overshoot.
  const done = known ? Math.min(Math.max(value, 0), max) : null
  const shownValue = valueText ?? (done === null ? undefined : percent.format(done / max))

  return (
    <div data-slot="progress" className={cn('grid gap-1.5', className)}>
      <div
        data-slot="progress-header"
        className={cn('flex items-baseline justify-between gap-3 text-sm', hideLabel && 'sr-only')}
      >
        <span id={labelId} data-slot="progress-label" className="font-medium text-foreground">
          {label}
        </span>
        {shownValue ? (
          // The bar announces the same words through aria-valuetext; read them once.
          <span
            aria-hidden
            data-slot="progress-value"
            className="text-muted-foreground tabular-nums"
          >
            {shownValue}
          </span>
        ) : null}
      </div>
      <ProgressPrimitive.Root
        data-slot="progress-bar"
        aria-labelledby={labelId}
        value={done}
        max={known ? max : undefined}
        aria-valuetext={shownValue}
        className={progressVariants({ size })}
        {...props}
      >
        <ProgressPrimitive.Indicator
          data-slot="progress-indicator"
          className={cn(
            'h-full rounded-full',
            done === null
              ? 'w-2/5 motion-safe:animate-indeterminate'
              : 'transition-[width] duration-300 ease-out',
          )}
          style={done === null ? undefined : { width: `${(done / max) * 100}%` }}
        />
      </ProgressPrimitive.Root>
    </div>
  )
}
