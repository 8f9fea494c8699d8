import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

/*
 * A data table in plain semantic HTML with the system's tokens: the screen composes the rows and
 * cells it needs. Lists that grow without bound use VirtualList instead.
 */

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    // Wide tables scroll sideways inside their card instead of widening the page.
    <div data-slot="table-container" className="w-full overflow-x-auto">
      <table
        data-slot="table"
        className={cn('w-full border-collapse text-left text-base', className)}
        {...props}
      />
    </div>
  )
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead
      data-slot="table-header"
      className={cn('border-b border-border', className)}
      {...props}
    />
  )
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return (
    <tbody
      data-slot="table-body"
      className={cn('[&>tr:last-child]:border-b-0', className)}
      {...props}
    />
  )
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t border-border bg-muted/50 font-medium', className)}
      {...props}
    />
  )
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b border-border align-top', className)}
      {...props}
    />
  )
}

/** A column's heading; pass `scope="row"` for the cell that names its row. */
export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        'px-4 py-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground',
        className,
      )}
      {...props}
    />
  )
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('px-4 py-3', className)} {...props} />
}

/** The table's name; add `sr-only` when a heading on screen already says it. */
export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('caption-bottom pt-3 text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}
