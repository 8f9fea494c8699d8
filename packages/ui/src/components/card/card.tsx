import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'
import { Slot } from '../../lib/slot.tsx'

export const cardVariants = cva(
  'flex flex-col gap-4 rounded-lg border border-border bg-surface py-5 text-foreground',
  {
    variants: {
      variant: {
        outline: 'shadow-xs',
        elevated: 'border-transparent shadow-md',
        muted: 'bg-muted shadow-none',
      },
    },
    defaultVariants: { variant: 'outline' },
  },
)

export interface CardProps extends ComponentProps<'div'>, VariantProps<typeof cardVariants> {}

export function Card({ className, variant, ...props }: CardProps) {
  return <div data-slot="card" className={cn(cardVariants({ variant }), className)} {...props} />
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        'grid auto-rows-min items-start gap-x-4 gap-y-1 px-5 has-data-[slot=card-action]:grid-cols-[1fr_auto]',
        // An action (button, menu) placed in the header sits at the top right of the title.
        '[&>[data-slot=card-action]]:col-start-2 [&>[data-slot=card-action]]:row-span-2 [&>[data-slot=card-action]]:row-start-1',
        className,
      )}
      {...props}
    />
  )
}

export interface CardTitleProps extends ComponentProps<'h3'> {
  /** Render the child element instead, to pick the heading level that fits the page outline. */
  asChild?: boolean
}

export function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Component = asChild ? Slot : 'h3'
  return (
    <Component
      data-slot="card-title"
      className={cn('text-md leading-6 font-semibold', className)}
      {...props}
    />
  )
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cn('text-base text-muted-foreground', className)}
      {...props}
    />
  )
}

/** Sits in the header beside the title: a button or a menu that acts on the whole card. */
export function CardAction({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-action" className={cn('self-start', className)} {...props} />
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-5', className)} {...props} />
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex items-center gap-2 px-5 [.border-t]:pt-4', className)}
      {...props}
    />
  )
}
