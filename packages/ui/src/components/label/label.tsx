import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

export interface LabelProps extends ComponentProps<'label'> {
  /** Adds the required marker: a visible "*" and, for screen readers, the word in `requiredLabel`. */
  required?: boolean
  requiredLabel?: string
}

export function Label({
  className,
  required = false,
  requiredLabel = 'obrigatório',
  children,
  ...props
}: LabelProps) {
  return (
    <label
      data-slot="label"
      className={cn('text-base leading-tight font-medium text-foreground select-none', className)}
      // A double click on a label would otherwise select the words around it.
      onMouseDown={(event) => {
        if (event.detail > 1) event.preventDefault()
      }}
      {...props}
    >
      {children}
      {required ? (
        <>
          {' '}
          <span aria-hidden className="text-danger-foreground">
            *
          </span>
          <span className="sr-only">{requiredLabel}</span>
        </>
      ) : null}
    </label>
  )
}
