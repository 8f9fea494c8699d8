import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, mocked, userEvent, waitFor, within } from 'storybook/test'
import type { StoreNotification } from '@vitrine/api'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  itemTitles,
  withFixture,
} from '../../testing/story-context.ts'
import { NotificationsScreen } from './NotificationsScreen.tsx'

const meta = {
  title: 'Notifications/List',
  component: NotificationsScreen,
  args: { appId: 101 },
} satisfies Meta<typeof NotificationsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  states: ['pending', 'error', 'empty', 'success'],
  pending: 'Carregando notificações',
  error: {
    text: ['Não foi possível carregar as notificações', /Não foi possível concluir a operação/],
    retry: (api) => api.notifications.list,
  },
  empty: 'Nenhuma notificação por aqui.',
})

/** The titles of the notifications shown, in order. */
const titles = itemTitles

const itemTitled = async (canvasElement: HTMLElement, title: string) => {
  const heading = await within(canvasElement).findByRole('heading', { name: new RegExp(title) })
  return within(heading.closest('li')!)
}

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('heading', { level: 1 })

export const Pending: Story = {
  ...matrix.Pending,
  play: async (context) => {
    await matrix.Pending.play(context)
    const { canvas } = context
    await expect(canvas.getByRole('tab', { name: 'Todas' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.queryByRole('button', { name: 'Marcar todas como lidas' })).toBeNull()
  },
}

export const Error: Story = matrix.Error

export const Empty: Story = {
  ...matrix.Empty,
  play: async (context) => {
    await matrix.Empty.play(context)
    await expect(heading(context.canvasElement)).toHaveTextContent(/^Notificações$/)
    await expect(
      context.canvas.queryByRole('button', { name: 'Marcar todas como lidas' }),
    ).toBeNull()
  },
}

/** Newest first; unread ones stand out and can be marked as read; the heading counts them. */
export const Success: Story = {
  ...matrix.Success,
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() =>
      expect(titles(canvasElement)).toEqual([
        'Não lida: Novo gerente na loja',
        'Não lida: Token de API criado',
        'Pendência financeira',
      ]),
    )
    await expect(heading(canvasElement)).toHaveTextContent('Notificações2 não lidas')
    const newest = await itemTitled(canvasElement, 'Novo gerente na loja')
    await expect(
      newest.getByText('Beatriz Nunes aceitou o convite', { exact: false }),
    ).toBeVisible()
    // Stored in UTC, shown in São Paulo time.
    await expect(newest.getByText('21/11/2026, 07:15')).toHaveAttribute(
      'datetime',
      '2026-11-21T10:15:00.000Z',
    )
    await expect(newest.getByText('Sucesso')).toBeInTheDocument()
    await expect(
      newest.getByRole('button', { name: 'Marcar como lida' }),
    ).toHaveAccessibleDescription('Não lida: Novo gerente na loja')
    const read = await itemTitled(canvasElement, 'Pendência financeira')
    await expect(read.queryByRole('button', { name: 'Marcar como lida' })).toBeNull()
    await expect(apiOf(loaded).notifications.list).toHaveBeenCalledWith(101, {})
  },
}

/** "Marcar como lida" on one notification: it stops standing out and the count goes down. */
export const MarkOneRead: Story = {
  ...matrix.Success,
  name: 'Success · mark one as read',
  play: async ({ canvasElement, loaded }) => {
    const api = apiOf(loaded)
    const item = await itemTitled(canvasElement, 'Token de API criado')
    await userEvent.click(item.getByRole('button', { name: 'Marcar como lida' }))
    await expectCalled(api.notifications.markRead, 101, 2)
    await waitFor(() => expect(heading(canvasElement)).toHaveTextContent('Notificações1 não lida'))
    await waitFor(() =>
      expect(titles(canvasElement)).toEqual([
        'Não lida: Novo gerente na loja',
        'Token de API criado',
        'Pendência financeira',
      ]),
    )
    await expect(
      (await itemTitled(canvasElement, 'Token de API criado')).queryByRole('button', {
        name: 'Marcar como lida',
      }),
    ).toBeNull()
    await expect(api.notifications.markAllRead).not.toHaveBeenCalled()
  },
}

/** "Marcar todas como lidas": nothing is unread any more, and a notice says so. */
export const MarkAllRead: Story = {
  ...matrix.Success,
  name: 'Success · mark all as read',
  play: async ({ canvas, canvasElement, loaded }) => {
    const api = apiOf(loaded)
    await userEvent.click(await canvas.findByRole('button', { name: 'Marcar todas como lidas' }))
    await expectCalled(api.notifications.markAllRead, 101)
    await expectNotified('Todas as notificações foram marcadas como lidas.')
    await waitFor(() => expect(heading(canvasElement)).toHaveTextContent(/^Notificações$/))
    await expect(canvas.queryByRole('button', { name: 'Marcar como lida' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Marcar todas como lidas' })).toBeNull()
    await expect(titles(canvasElement)).toEqual([
      'Novo gerente na loja',
      'Token de API criado',
      'Pendência financeira',
    ])
  },
}

/** "Não lidas" asks the server for the unread ones; one marked as read leaves the list. */
export const UnreadFilter: Story = {
  ...matrix.Success,
  name: 'Success · unread filter',
  play: async ({ canvas, canvasElement, loaded }) => {
    const api = apiOf(loaded)
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(3))
    await userEvent.click(canvas.getByRole('tab', { name: 'Não lidas' }))
    await expectCalled(api.notifications.list, 101, { status: 'unread' })
    await waitFor(() =>
      expect(titles(canvasElement)).toEqual([
        'Não lida: Novo gerente na loja',
        'Não lida: Token de API criado',
      ]),
    )
    await expect(heading(canvasElement)).toHaveTextContent('Notificações2 não lidas')

    const item = await itemTitled(canvasElement, 'Novo gerente na loja')
    await userEvent.click(item.getByRole('button', { name: 'Marcar como lida' }))
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Não lida: Token de API criado']))
    await expect(heading(canvasElement)).toHaveTextContent('Notificações1 não lida')

    // Back on "Todas", the one marked as read is there, read.
    await userEvent.click(canvas.getByRole('tab', { name: 'Todas' }))
    await waitFor(() =>
      expect(titles(canvasElement)).toEqual([
        'Novo gerente na loja',
        'Não lida: Token de API criado',
        'Pendência financeira',
      ]),
    )
  },
}

/** Nothing unread: the unread filter says the store is up to date. */
export const UnreadFilterEmpty: Story = {
  ...withFixture(matrix.Success, {
    state: {
      notifications: [
        {
          id: 1,
          title: 'Loja publicada',
          message: 'As alterações do layout estão no ar.',
          type: 'success',
          created_at: '2026-11-20T18:30:00.000Z',
          read_at: '2026-11-20T19:00:00.000Z',
          link: null,
        },
      ],
    },
  }),
  name: 'Success · unread filter, none left',
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Não lidas' }))
    await expect(await canvas.findByText('Nenhuma notificação não lida.')).toBeVisible()
  },
}

const kinds = ['success', 'info', 'error', 'warning'] as const

/** 36 notifications, one every 6 hours back from the fixture's "now"; the newest two unread. */
const many: StoreNotification[] = Array.from({ length: 36 }, (_, index) => ({
  id: 36 - index,
  title: `Aviso nº ${36 - index}`,
  message:
    index === 0
      ? 'Beatriz Nunes foi convidada para gerenciar a loja.'
      : 'Um acontecimento da loja que vale a pena saber.',
  type: kinds[index % kinds.length]!,
  created_at: new Date(Date.parse('2026-11-21T12:00:00.000Z') - index * 6 * 3600_000).toISOString(),
  read_at: index < 2 ? null : '2026-11-21T12:00:00.000Z',
  link: index === 0 ? '/101/settings/users' : null,
}))

/** Thirty per page; "Carregar mais" brings the older ones with the server's cursor. */
export const LoadMore: Story = {
  ...withFixture(matrix.Success, { state: { notifications: many } }),
  name: 'Success · load more',
  play: async ({ canvas, canvasElement, loaded }) => {
    const api = apiOf(loaded)
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(30))
    const newest = await itemTitled(canvasElement, 'Aviso nº 36')
    await expect(newest.getByRole('link', { name: 'Ver detalhes' })).toHaveAttribute(
      'href',
      '/101/settings/users',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar mais' }))
    await expectCalled(api.notifications.list, 101, { cursor: '30' })
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(36))
    await expect(titles(canvasElement).at(-1)).toBe('Aviso nº 1')
    await expect(canvas.queryByRole('button', { name: 'Carregar mais' })).toBeNull()
  },
}

/** The server refuses: a notice says so and the notification stays unread. */
export const MarkReadFails: Story = {
  ...matrix.Success,
  name: 'Success · marking fails',
  play: async ({ canvasElement, loaded }) => {
    const api = apiOf(loaded)
    mocked(api.notifications.markRead).mockRejectedValueOnce(
      new globalThis.Error('A notificação não pôde ser atualizada agora.'),
    )
    const item = await itemTitled(canvasElement, 'Novo gerente na loja')
    await userEvent.click(item.getByRole('button', { name: 'Marcar como lida' }))
    await expectNotified('A notificação não pôde ser atualizada agora.')
    await expect(item.getByRole('button', { name: 'Marcar como lida' })).toBeEnabled()
    await expect(heading(canvasElement)).toHaveTextContent('Notificações2 não lidas')
  },
}
