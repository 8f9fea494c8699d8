import { useState } from 'react'
import { useApi } from '@vitrine/api/react'
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useNotify,
} from '@vitrine/ui'
import { NotificationItem } from './NotificationItem.tsx'
import { useNotificationPages, type NotificationFilter } from './use-notification-pages.ts'

export interface NotificationsScreenProps {
  appId: number
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined)

const unreadLabel = (count: number) => (count === 1 ? '1 não lida' : `${count} não lidas`)

/**
 * "Notificações" (/{appID}/notifications): the store's notifications from the server, newest
 * first, all or only the unread ones, marked as read one by one or all at once. Every member of
 * the store may read them: there is no access level.
 */
export function NotificationsScreen({ appId }: NotificationsScreenProps) {
  const api = useApi()
  const notify = useNotify()
  const [filter, setFilter] = useState<NotificationFilter>('all')
  const list = useNotificationPages(appId, filter)
  // Kept while the other filter loads, so the heading does not blink.
  const [knownUnread, setKnownUnread] = useState<number | undefined>(undefined)
  if (list.unread !== undefined && list.unread !== knownUnread) setKnownUnread(list.unread)
  const unread = list.unread ?? knownUnread
  const [marking, setMarking] = useState<number | 'all' | null>(null)

  async function markRead(target: number | 'all') {
    setMarking(target)
    try {
      if (target === 'all') await api.notifications.markAllRead(appId)
      else await api.notifications.markRead(appId, target)
      await list.reload()
      if (target === 'all') {
        notify({ type: 'success', message: 'Todas as notificações foram marcadas como lidas.' })
      }
    } catch (error) {
      notify({
        type: 'error',
        message: messageOf(error) ?? 'Não foi possível marcar como lida. Tente novamente.',
      })
    } finally {
      setMarking(null)
    }
  }

  const body =
    list.error && !list.notifications ? (
      <ErrorState
        titleAs="h2"
        title="Não foi possível carregar as notificações"
        message={messageOf(list.error)}
        onRetry={list.reload}
      />
    ) : !list.notifications ? (
      <SkeletonGroup label="Carregando notificações">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} shape="block" className="h-24" />
        ))}
      </SkeletonGroup>
    ) : list.notifications.length === 0 ? (
      filter === 'unread' ? (
        <EmptyState
          titleAs="h2"
          title="Nenhuma notificação não lida."
          description="Você está em dia com os avisos da loja."
        />
      ) : (
        <EmptyState
          titleAs="h2"
          title="Nenhuma notificação por aqui."
          description="Quando algo importante acontecer na loja, avisamos você aqui."
        />
      )
    ) : (
      <div className="flex flex-col gap-4">
        <ul className="flex flex-col gap-3" aria-label="Notificações">
          {list.notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              marking={marking === notification.id || marking === 'all'}
              onMarkRead={() => void markRead(notification.id)}
            />
          ))}
        </ul>
        {list.error ? (
          <ErrorState
            size="sm"
            bordered
            titleAs="h2"
            title="Não foi possível carregar mais notificações"
            message={messageOf(list.error)}
            onRetry={list.reload}
          />
        ) : list.hasMore ? (
          <Button
            variant="secondary"
            className="self-center"
            loading={list.loadingMore}
            onClick={() => void list.loadMore()}
          >
            Carregar mais
          </Button>
        ) : null}
      </div>
    )

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="flex items-center gap-3 text-2xl font-semibold">
            Notificações
            {unread ? (
              <Badge tone="primary" size="sm">
                {unreadLabel(unread)}
              </Badge>
            ) : null}
          </h1>
          <p className="text-muted-foreground">Avisos sobre a sua loja.</p>
        </div>
        {unread ? (
          <Button
            variant="secondary"
            loading={marking === 'all'}
            onClick={() => void markRead('all')}
          >
            Marcar todas como lidas
          </Button>
        ) : null}
      </header>
      <Tabs value={filter} onValueChange={(value) => setFilter(value as NotificationFilter)}>
        <TabsList aria-label="Filtrar notificações">
          <TabsTrigger value="all">Todas</TabsTrigger>
          <TabsTrigger value="unread">Não lidas</TabsTrigger>
        </TabsList>
        {/* Only the chosen filter's panel renders its children. */}
        <TabsContent value="all">{body}</TabsContent>
        <TabsContent value="unread">{body}</TabsContent>
      </Tabs>
    </div>
  )
}
