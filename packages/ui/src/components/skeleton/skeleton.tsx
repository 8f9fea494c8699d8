import type { ComponentProps, ReactNode } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'

export const skeletonVariants = cva(
  // Motion only for those who accept it: reduced motion would otherwise strobe the pulse.
  'block bg-muted-foreground/15 motion-safe:animate-pulse',
  {
    variants: {
      shape: {
        line: 'h-4 w-full rounded-sm',
        block: 'h-24 w-full rounded-lg',
        circle: 'size-10 rounded-full',
      },
    },
    defaultVariants: { shape: 'line' },
  },
)

export interface SkeletonProps
  extends ComponentProps<'span'>, VariantProps<typeof skeletonVariants> {}

/**
 * A placeholder with the shape of content that is still loading. It is hidden from assistive
 * technology: wrap a group of skeletons in `SkeletonGroup`, which says "Carregando…" once.
 */
export function Skeleton({ className, shape, ...props }: SkeletonProps) {
  return (
    <span
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  )
}

export interface SkeletonTextProps extends ComponentProps<'span'> {
  /** How many lines of text to imitate; the last one is shorter, as paragraphs are. */
  lines?: number
}

export function SkeletonText({ lines = 3, className, ...props }: SkeletonTextProps) {
  return (
    <span
      data-slot="skeleton-text"
      aria-hidden="true"
      className={cn('flex w-full flex-col gap-2', className)}
      {...props}
    >
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <Skeleton
          key={index}
          shape="line"
          className={index === lines - 1 && lines > 1 ? 'w-3/5' : undefined}
        />
      ))}
    </span>
  )
}

export interface SkeletonGroupProps extends ComponentProps<'div'> {
  /** What a screen reader hears instead of the hidden placeholders. */
  label?: ReactNode
  children: ReactNode
}

/**
 * The container of a loading state: one polite "Carregando…" for screen readers, the
 * skeletons (hidden from them) for sighted users, and `aria-busy` so the region is known to be
 * incomplete. Render it in place of the content and swap it out when the data arrives.
 */
export function SkeletonGroup({
  label = 'Carregando…',
  className,
  children,
  ...props
}: SkeletonGroupProps) {
  return (
    <div
      data-slot="skeleton-group"
      role="status"
      aria-busy="true"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <span className="sr-only">{label}</span>
      {children}
    </div>
  )
}
