import type { ComponentType } from 'react'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import {
  AlertCircleIcon,
  AlertTriangleIcon,
  CheckCircleIcon,
  CloseIcon,
  type IconProps,
} from '../../icons/index.ts'
import { cva } from 'class-variance-authority'
import { cn } from '../../lib/cn.ts'
import {
  assertNotificationChannel,
  type Notification,
  type NotificationType,
} from './notification-center.ts'
import { useNotificationCenter, useNotifications } from './notification-context.tsx'

export interface NotificationAreaProps {
  /** Which channel to show; required and non-empty (spec §5). The app root uses 'notify'. */
  channel: string
  /** Name of the region for screen readers. */
  label?: string
  className?: string
}

/**
 * Where a channel's notifications appear: fixed at the top right on wide screens, across the
 * top on narrow ones, newest first.
 */
export function NotificationArea({
  channel,
  label = 'Notificações',
  className,
}: NotificationAreaProps) {
  assertNotificationChannel(channel)
  const center = useNotificationCenter()
  const notifications = useNotifications(channel)
  return (
    <section
      data-slot="notification-area"
      data-channel={channel}
      aria-label={label}
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-60 flex flex-col gap-2 p-3',
        'sm:left-auto sm:w-[24rem] sm:p-4',
        className,
      )}
    >
      {notifications.map((notification) => (
        <NotificationItem
          key={notification.serial}
          notification={notification}
          onDismiss={() => center.dismiss(channel, notification.id)}
        />
      ))}
    </section>
  )
}

export const notificationVariants = cva(
  [
    'pointer-events-auto flex w-full items-start gap-3 rounded-lg border py-3 pr-2 pl-4 text-base shadow-lg',
    'transition-[opacity,translate] duration-200 ease-out starting:-translate-y-2 starting:opacity-0',
  ],
  {
    variants: {
      type: {
        success: 'border-success/25 bg-success-subtle text-success-foreground',
        error: 'border-danger/25 bg-danger-subtle text-danger-foreground',
        warning: 'border-warning/40 bg-warning-subtle text-warning-foreground',
      },
    },
  },
)

const icons = {
  success: { Icon: CheckCircleIcon, colour: 'text-success' },
  error: { Icon: AlertCircleIcon, colour: 'text-danger' },
  warning: { Icon: AlertTriangleIcon, colour: 'text-warning' },
} satisfies Record<NotificationType, { Icon: ComponentType<IconProps>; colour: string }>

interface NotificationItemProps {
  notification: Notification
  onDismiss: () => void
}

function NotificationItem({ notification, onDismiss }: NotificationItemProps) {
  const { type, message, iconless, autoClose, timeout } = notification
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  useDismissTimer({ enabled: autoClose, timeout, paused: hovered || focused, onElapsed: onDismiss })
  const { Icon, colour } = icons[type]
  const paused = autoClose && (hovered || focused)

  return (
    <div
      data-slot="notification"
      data-type={type}
      data-paused={paused || undefined}
      // Errors interrupt; the others wait for a pause in speech.
      role={type === 'error' ? 'alert' : 'status'}
      className={notificationVariants({ type })}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      {iconless ? null : (
        <Icon
          data-slot="notification-icon"
          aria-hidden="true"
          className={cn('mt-0.5 size-4 shrink-0', colour)}
        />
      )}
      <p className="min-w-0 flex-1 py-px break-words">{message}</p>
      <button
        type="button"
        aria-label="Fechar notificação"
        onClick={onDismiss}
        className="-my-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md opacity-70 transition-opacity outline-none hover:bg-black/5 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4"
      >
        <CloseIcon aria-hidden="true" />
      </button>
    </div>
  )
}

/**
 * Calls `onElapsed` after `timeout` ms of not being paused. Pausing keeps the time left, so a
 * user reading (hovering) or reaching the close button (focus) does not lose the notice.
 */
function useDismissTimer({
  enabled,
  timeout,
  paused,
  onElapsed,
}: {
  enabled: boolean
  timeout: number
  paused: boolean
  onElapsed: () => void
}) {
  const remaining = useRef(timeout)
  const latestOnElapsed = useRef(onElapsed)
  useEffect(() => {
    latestOnElapsed.current = onElapsed
  })

  // A layout effect: the timer changes in the same commit that shows the paused state.
  useLayoutEffect(() => {
    if (!enabled || paused) return
    const startedAt = Date.now()
    const timer = setTimeout(() => latestOnElapsed.current(), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt))
    }
  }, [enabled, paused])
}
