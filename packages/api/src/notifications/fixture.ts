import type { NotificationsApi } from './api.ts'
import { NOTIFICATIONS_PAGE_SIZE, type StoreNotification } from './schema.ts'

export const sampleNotifications: StoreNotification[] = [
  {
    id: 3,
    title: 'Novo gerente na loja',
    message: 'Beatriz Nunes aceitou o convite e agora gerencia pagamentos.',
    type: 'success',
    created_at: '2026-11-21T10:15:00.000Z',
    read_at: null,
    link: null,
  },
  {
    id: 2,
    title: 'Token de API criado',
    message: 'O token «Integração ERP» foi criado por Marina Costa.',
    type: 'info',
    created_at: '2026-11-19T13:05:00.000Z',
    read_at: null,
    link: null,
  },
  {
    id: 1,
    title: 'Pendência financeira',
    message: 'Há uma fatura em aberto. Regularize para evitar o bloqueio da loja.',
    type: 'warning',
    created_at: '2026-11-10T09:00:00.000Z',
    read_at: '2026-11-10T12:00:00.000Z',
    link: null,
  },
]

export function createNotificationsFixture(
  state: { notifications: StoreNotification[] },
  now: () => Date,
): NotificationsApi {
  return {
    async list(_appId, query = {}) {
      const matching = state.notifications.filter(
        (item) => query.status !== 'unread' || item.read_at === null,
      )
      const start = query.cursor ? Number(query.cursor) : 0
      const items = matching.slice(start, start + NOTIFICATIONS_PAGE_SIZE)
      const next =
        start + NOTIFICATIONS_PAGE_SIZE < matching.length
          ? String(start + NOTIFICATIONS_PAGE_SIZE)
          : null
      const unread = state.notifications.filter((item) => item.read_at === null).length
      return { items: structuredClone(items), next_cursor: next, unread }
    },
    async markRead(_appId, id) {
      const item = state.notifications.find((candidate) => candidate.id === id)
      if (item && !item.read_at) item.read_at = now().toISOString()
    },
    async markAllRead() {
      for (const item of state.notifications) item.read_at ??= now().toISOString()
    },
  }
}
