import { useId } from 'react'
import type { StoreNotification } from '@vitrine/api'
import {
  AlertCircleIcon,
  AlertTriangleIcon,
  Button,
  CheckCircleIcon,
  cn,
  notificationTypeOf,
} from '@vitrine/ui'
import { formatDateTime } from '../../shared/format.ts'
import { Link } from '../../routes/navigation.tsx'

/** success, error, and anything else as a warning (section 3). */
const looks = {
  success: { Icon: CheckCircleIcon, label: 'Sucesso', className: 'bg-success-subtle text-success' },
  error: { Icon: AlertCircleIcon, label: 'Erro', className: 'bg-danger-subtle text-danger' },
  warning: { Icon: AlertTriangleIcon, label: 'Aviso', className: 'bg-warning-subtle text-warning' },
} as const

export interface NotificationItemProps {
  notification: StoreNotification
  /** Marks it as read; absent when it already is. */
  onMarkRead?: () => void
  marking?: boolean
}

/** One notification: its kind, title, message and date; unread ones stand out. */
export function NotificationItem({ notification, onMarkRead, marking }: NotificationItemProps) {
  const titleId = useId()
  const unread = notification.read_at === null
  const look = looks[notificationTypeOf(notification.type)]
  return (
    <li
      data-unread={unread || undefined}
      className={cn(
        'flex items-start gap-3 rounded-lg border p-4',
        unread ? 'border-primary/30 bg-primary-subtle' : 'bg-surface',
      )}
    >
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full [&_svg]:size-4',
          look.className,
        )}
      >
        <look.Icon aria-hidden="true" />
        <span className="sr-only">{look.label}</span>
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <h2 id={titleId} className="flex items-center gap-2 font-semibold">
            {unread ? (
              <>
                <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" />
                <span className="sr-only">Não lida: </span>
              </>
            ) : null}
            {notification.title}
          </h2>
          <time dateTime={notification.created_at} className="text-sm text-muted-foreground">
            {formatDateTime(notification.created_at)}
          </time>
        </div>
        <p className="text-muted-foreground">{notification.message}</p>
        {notification.link ? (
          <Link
            href={notification.link}
            aria-describedby={titleId}
            className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Ver detalhes
          </Link>
        ) : null}
      </div>
      {unread && onMarkRead ? (
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0"
          aria-describedby={titleId}
          loading={marking}
          onClick={onMarkRead}
        >
          Marcar como lida
        </Button>
      ) : null}
    </li>
  )
}
