import type { ComponentProps, ReactNode } from 'react'
import { InboxIcon } from '../../icons/index.ts'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'

export const emptyStateVariants = cva('flex flex-col items-center justify-center text-center', {
  variants: {
    size: {
      sm: 'gap-2 px-4 py-6 [&_[data-slot=empty-state-icon]]:size-10 [&_[data-slot=empty-state-icon]_svg]:size-5',
      md: 'gap-3 px-6 py-12 [&_[data-slot=empty-state-icon]]:size-12 [&_[data-slot=empty-state-icon]_svg]:size-6',
    },
    bordered: { true: 'rounded-lg border border-dashed border-border', false: '' },
  },
  defaultVariants: { size: 'md', bordered: false },
})

export interface EmptyStateProps
  extends Omit<ComponentProps<'div'>, 'title'>, VariantProps<typeof emptyStateVariants> {
  /** An icon element (`<Search />`); `null` for none. Defaults to an empty tray. */
  icon?: ReactNode
  title: ReactNode
  description?: ReactNode
  /** What the user can do about it: create the first item, clear the filters… */
  action?: ReactNode
  /** The heading element that fits the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p'
}

/** What a list or screen shows when it loaded fine but has nothing to show. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  titleAs: Title = 'h3',
  size,
  bordered,
  className,
  ...props
}: EmptyStateProps) {
  const shownIcon = icon === undefined ? <InboxIcon /> : icon
  return (
    <div
      data-slot="empty-state"
      className={cn(emptyStateVariants({ size, bordered }), className)}
      {...props}
    >
      {shownIcon === null ? null : (
        <div
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="mb-1 flex items-center justify-center rounded-full bg-muted text-muted-foreground"
        >
          {shownIcon}
        </div>
      )}
      <Title data-slot="empty-state-title" className="text-md font-semibold text-foreground">
        {title}
      </Title>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-sm text-base text-muted-foreground">
          {description}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap justify-center gap-2">
          {action}
        </div>
      ) : null}
    </div>
  )
}
