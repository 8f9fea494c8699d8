import type { ComponentType, ComponentProps, ReactNode } from 'react'
import {
  AlertCircleIcon,
  AlertTriangleIcon,
  CheckCircleIcon,
  CloseIcon,
  InfoIcon,
  type IconProps,
} from '../../icons/index.ts'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'

export const alertVariants = cva(
  [
    'relative grid w-full items-start gap-x-3 rounded-lg border px-4 py-3 text-base',
    '[&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  ],
  {
    variants: {
      tone: {
        info: 'border-info/25 bg-info-subtle text-info-foreground [&>svg]:text-info',
        success: 'border-success/25 bg-success-subtle text-success-foreground [&>svg]:text-success',
        warning: 'border-warning/35 bg-warning-subtle text-warning-foreground [&>svg]:text-warning',
        danger: 'border-danger/25 bg-danger-subtle text-danger-foreground [&>svg]:text-danger',
      },
      withIcon: { true: 'grid-cols-[auto_1fr]', false: 'grid-cols-1' },
      dismissible: { true: 'pr-11' },
    },
    defaultVariants: { tone: 'info' },
  },
)

type AlertTone = NonNullable<VariantProps<typeof alertVariants>['tone']>

const icons = {
  info: InfoIcon,
  success: CheckCircleIcon,
  warning: AlertTriangleIcon,
  danger: AlertCircleIcon,
} satisfies Record<AlertTone, ComponentType<IconProps>>

export interface AlertProps extends ComponentProps<'div'> {
  tone?: AlertTone
  /** Replace the tone's icon, or pass `false` for none. */
  icon?: ReactNode | false
  /** Shows a close button; the caller removes the alert (it keeps no state of its own). */
  onDismiss?: () => void
  /** Accessible name of the close button. */
  dismissLabel?: string
}

/**
 * A message that stays on the page (unlike a notification). Warnings and errors are announced
 * as alerts; information and success are polite status messages, so they do not interrupt.
 */
export function Alert({
  className,
  tone = 'info',
  icon,
  onDismiss,
  dismissLabel = 'Fechar aviso',
  children,
  ...props
}: AlertProps) {
  const Icon = icons[tone]
  const shownIcon = icon === false ? null : (icon ?? <Icon aria-hidden="true" />)
  return (
    <div
      data-slot="alert"
      data-tone={tone}
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      className={cn(
        alertVariants({ tone, withIcon: shownIcon !== null, dismissible: Boolean(onDismiss) }),
        className,
      )}
      {...props}
    >
      {shownIcon}
      <div className="grid gap-0.5">{children}</div>
      {onDismiss ? (
        <button
          type="button"
          data-slot="alert-dismiss"
          aria-label={dismissLabel}
          onClick={onDismiss}
          className="absolute top-2.5 right-2.5 inline-flex size-7 items-center justify-center rounded-md opacity-70 transition-opacity outline-none hover:bg-black/5 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 [&_svg]:size-4"
        >
          <CloseIcon aria-hidden="true" />
        </button>
      ) : null}
    </div>
  )
}

export function AlertTitle({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-title" className={cn('font-semibold', className)} {...props} />
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn('text-base [&_p+p]:mt-1', className)}
      {...props}
    />
  )
}
