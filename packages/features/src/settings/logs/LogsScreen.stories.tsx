import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { AuditEntry } from '@vitrine/api'
import { sampleState } from '@vitrine/api/fixture'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, expectLastCalled, optionTexts, withFixture } from '../../testing/story-context.ts'
import { LogsScreen } from './LogsScreen.tsx'

const meta = {
  title: 'Settings/Logs',
  component: LogsScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof LogsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso a esta área',
    untouched: (api) => [api.audit.list, api.control.managers],
    absent: (canvas) => [canvas.queryByRole('search')],
  },
  pending: 'Carregando o registro',
  error: { text: 'Não foi possível carregar o registro', retry: (api) => api.audit.list },
  empty: 'Nenhuma atividade registrada ainda.',
})

type Actor = AuditEntry['actor']
const marina: Actor = {
  kind: 'user',
  id: 1,
  name: 'Marina Costa',
  email: 'marina@lojaaurora.com.br',
}
const rafael: Actor = {
  kind: 'user',
  id: 2,
  name: 'Rafael Lima',
  email: 'rafael@lojaaurora.com.br',
}
const erpToken: Actor = { kind: 'token', id: 7, name: 'Integração ERP', email: null }

/** The kinds of change a busy store logs, repeated over weeks. */
const kinds: Omit<AuditEntry, 'id' | 'at' | 'app_id'>[] = [
  {
    actor: marina,
    area: 'ecommerce',
    action: 'update',
    entity: 'product',
    entity_id: '881',
    label: 'Camiseta básica',
    changes: { price: { before: 7990, after: 6990 } },
  },
  {
    actor: erpToken,
    area: 'payments',
    action: 'create',
    entity: 'payment_link',
    entity_id: '52',
    label: 'Pedido 10.452',
    changes: { amount: { before: null, after: 15990 } },
  },
  {
    actor: marina,
    area: 'settings',
    action: 'update',
    entity: 'permission',
    entity_id: '2',
    label: 'rafael@lojaaurora.com.br',
    changes: { permissions: { before: { layout: 'read' }, after: { layout: 'write' } } },
  },
  {
    actor: rafael,
    area: 'layout',
    action: 'update',
    entity: 'page',
    entity_id: 'home',
    label: 'Página inicial',
    changes: { title: { before: 'Loja Aurora', after: 'Loja Aurora · Verão' } },
  },
  {
    actor: erpToken,
    area: 'ecommerce',
    action: 'update',
    entity: 'product',
    entity_id: '902',
    label: 'Vestido midi',
    changes: { stock: { before: 12, after: 9 } },
  },
]

/** 65 entries, newest first, six hours apart: more than one page (50) of the log. */
const busyLog: AuditEntry[] = Array.from({ length: 65 }, (_, index) => ({
  ...structuredClone(kinds[index % kinds.length]!),
  id: 1000 - index,
  app_id: 101,
  at: new Date(Date.parse('2026-11-20T18:00:00.000Z') - index * 6 * 3_600_000).toISOString(),
}))

const busyState = (() => {
  const state = sampleState()
  return { control: { ...state.control, audit: busyLog } }
})()

const busy = withFixture(matrix.WriteSuccess, { state: busyState })

/** The sentences of the entries shown, in order. */
const entryTexts = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: /^Atividades/ }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent)

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

/** Nothing to clear: the empty log is not a filter's doing. */
const nothingLogged = (story: typeof matrix.ReadEmpty): Story => ({
  ...story,
  play: async (context) => {
    await story.play(context)
    await expect(context.canvas.getByRole('button', { name: 'Limpar filtros' })).toBeDisabled()
  },
})
export const ReadEmpty = nothingLogged(matrix.ReadEmpty)
export const WriteEmpty = nothingLogged(matrix.WriteEmpty)

async function expectSampleLog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await canvas.findByRole('list', { name: /^Atividades/ })
  await expect(entryTexts(canvasElement)).toEqual([
    'Marina Costa alterou as permissões de beatriz@lojaaurora.com.br',
    'Marina Costa criou o token «Integração ERP»',
    'Marina Costa convidou joana@exemplo.com.br',
  ])
  const newest = canvas.getAllByRole('listitem')[0]!
  await expect(within(newest).getByText('20/11/2026, 14:42')).toBeVisible()
  await expect(within(newest).getByText('Configurações')).toBeVisible()
  // The person filter lists the owner and the active managers, not pending invitations.
  const person = canvas.getByLabelText('Pessoa')
  await waitFor(() =>
    expect(optionTexts(person)).toEqual([
      'Todas as pessoas',
      'Marina Costa',
      'Rafael Lima',
      'Beatriz Nunes',
    ]),
  )
}

/** Read level sees exactly what write level sees: the log has nothing to change. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: ({ canvasElement }) => expectSampleLog(canvasElement),
}
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: ({ canvasElement }) => expectSampleLog(canvasElement),
}

/** The area filter goes to the server; only that area's entries come back. */
export const FilterByArea: Story = {
  ...busy,
  name: 'Write · filter by area',
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: /^Atividades/ })
    await userEvent.selectOptions(canvas.getByLabelText('Área'), 'Pagamentos')
    const api = apiOf(loaded)
    await expectLastCalled(api.audit.list, 101, { area: 'payments' })
    // 13 of the 65 entries are payment links.
    await waitFor(() => expect(entryTexts(canvasElement)).toHaveLength(13))
    for (const item of within(canvas.getByRole('list', { name: /^Atividades/ })).getAllByRole(
      'listitem',
    )) {
      await expect(within(item).getByText('Pagamentos')).toBeVisible()
      await expect(item).toHaveTextContent('Token «Integração ERP» criou o link de pagamento')
    }
    await expect(canvas.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument()
  },
}

/** Filters that match nothing say so, and offer to clear them. */
export const NoResults: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · no results for the filters',
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: /^Atividades/ })
    const person = canvas.getByLabelText('Pessoa')
    await waitFor(() => expect(person).toHaveTextContent('Rafael Lima'))
    await userEvent.selectOptions(person, 'Rafael Lima')
    await userEvent.type(canvas.getByLabelText('De'), '2026-11-01')
    const api = apiOf(loaded)
    await expectLastCalled(api.audit.list, 101, { user_id: 2, from: '2026-11-01' })
    const empty = (await canvas.findByText('Nenhuma atividade com esses filtros.')).parentElement!
    await userEvent.click(within(empty).getByRole('button', { name: 'Limpar filtros' }))
    await waitFor(() => expect(entryTexts(canvasElement)).toHaveLength(3))
    await expect(person).toHaveValue('all')
    await expect(canvas.getByLabelText('De')).toHaveValue('')
  },
}

/** "Carregar mais" appends the next keyset page after the last entry shown. */
export const LoadMore: Story = {
  ...busy,
  name: 'Write · load more',
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: /^Atividades/ })
    await expect(entryTexts(canvasElement)).toHaveLength(50)
    const firstPage = entryTexts(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar mais' }))
    await waitFor(() => expect(entryTexts(canvasElement)).toHaveLength(65))
    const api = apiOf(loaded)
    await expectLastCalled(api.audit.list, 101, { cursor: '50' })
    // Appended, not replaced: the first page is still there, in the same order.
    await expect(entryTexts(canvasElement).slice(0, 50)).toEqual(firstPage)
    await expect(entryTexts(canvasElement)[50]).toBe(
      'Marina Costa alterou o produto «Camiseta básica»',
    )
    await expect(canvas.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument()
  },
}

/** An entry opens into the before → after table of its changed fields. */
export const ExpandChanges: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · expand changes',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: /^Atividades/ })
    const newest = within(canvas.getAllByRole('listitem')[0]!)
    const toggle = newest.getByRole('button', { name: 'Ver alterações' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const table = newest.getByRole('table', { name: 'Campos alterados' })
    await expect(toggle).toHaveAttribute('aria-controls', table.id)
    const payments = within(newest.getByRole('row', { name: /Permissões · Pagamentos/ }))
    await expect(payments.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Leitura',
      'Edição',
    ])
    const customers = within(newest.getByRole('row', { name: /Permissões · Clientes/ }))
    await expect(customers.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Sem acesso',
      'Leitura',
    ])
  },
}
