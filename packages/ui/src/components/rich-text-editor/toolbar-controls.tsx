import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { Button } from '../button/button.tsx'

/** A toolbar button: an icon named by its label, with the shortcut in its tooltip. */
export function ToolbarToggle({
  label,
  shortcut,
  pressed,
  children,
  ...props
}: ComponentProps<typeof Button> & { label: string; shortcut?: string; pressed?: boolean }) {
  return (
    <Button
      data-toolbar-item=""
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-pressed={pressed}
      title={shortcut ? `${label} (${shortcut})` : label}
      className={cn(
        'size-8 text-muted-foreground hover:text-foreground',
        'aria-pressed:bg-primary-subtle aria-pressed:text-primary-subtle-foreground',
      )}
      {...props}
    >
      {children}
    </Button>
  )
}

/** A compact native select, reached with the toolbar's arrow keys like its buttons. */
export function ToolbarSelect({
  label,
  children,
  ...props
}: ComponentProps<'select'> & { label: string }) {
  return (
    <select
      data-toolbar-item=""
      aria-label={label}
      title={label}
      className={cn(
        'h-8 rounded-md border border-input bg-surface px-2 text-sm text-foreground shadow-xs',
        'outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
      )}
      {...props}
    >
      {children}
    </select>
  )
}

/** The line between two groups of controls. */
export function ToolbarSeparator() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px self-center bg-border" />
}
