import { useState, type ComponentProps, type ReactNode } from 'react'
import { AlertCircleIcon, RetryIcon } from '../../icons/index.ts'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'
import { Button } from '../button/button.tsx'

export const errorStateVariants = cva('flex flex-col items-center justify-center text-center', {
  variants: {
    size: {
      sm: 'gap-2 px-4 py-6',
      md: 'gap-3 px-6 py-12',
    },
    bordered: { true: 'rounded-lg border border-dashed border-danger/30', false: '' },
  },
  defaultVariants: { size: 'md', bordered: false },
})

export interface ErrorStateProps
  extends Omit<ComponentProps<'div'>, 'title'>, VariantProps<typeof errorStateVariants> {
  title?: ReactNode
  /** What went wrong, in the user's words. */
  message?: ReactNode
  /** Technical details (status, keys, URL, stack), folded away until asked for. */
  details?: ReactNode
  /** Shows a retry button. A returned promise keeps the button busy until it settles. */
  onRetry?: () => unknown
  retryLabel?: string
  /** The heading element that fits the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p'
}

/** What a screen shows when its data failed to load, with a way to try again. */
export function ErrorState({
  title = 'Algo deu errado',
  message,
  details,
  onRetry,
  retryLabel = 'Tentar novamente',
  titleAs: Title = 'h3',
  size,
  bordered,
  className,
  ...props
}: ErrorStateProps) {
  const [retrying, setRetrying] = useState(false)

  async function retry() {
    if (!onRetry) return
    setRetrying(true)
    try {
      await onRetry()
    } catch {
      // The caller shows the outcome (usually by rendering this state again); nothing to add.
    } finally {
      setRetrying(false)
    }
  }

  return (
    <div
      data-slot="error-state"
      role="alert"
      className={cn(errorStateVariants({ size, bordered }), className)}
      {...props}
    >
      <div
        aria-hidden="true"
        className="mb-1 flex size-12 items-center justify-center rounded-full bg-danger-subtle text-danger [&_svg]:size-6"
      >
        <AlertCircleIcon />
      </div>
      <Title data-slot="error-state-title" className="text-md font-semibold text-foreground">
        {title}
      </Title>
      {message ? (
        <p data-slot="error-state-message" className="max-w-md text-base text-muted-foreground">
          {message}
        </p>
      ) : null}
      {onRetry ? (
        <Button variant="secondary" className="mt-2" onClick={retry} loading={retrying}>
          {retrying ? null : <RetryIcon aria-hidden="true" />}
          {retryLabel}
        </Button>
      ) : null}
      {details ? (
        <details
          data-slot="error-state-details"
          className="mt-2 w-full max-w-xl text-left text-sm text-muted-foreground"
        >
          <summary className="cursor-pointer text-center select-none hover:text-foreground">
            Detalhes técnicos
          </summary>
          <pre className="mt-2 max-h-64 overflow-auto rounded-md border border-border bg-muted p-3 font-mono text-xs whitespace-pre-wrap text-foreground">
            {details}
          </pre>
        </details>
      ) : null}
    </div>
  )
}
