import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { AuditEntry } from '@vitrine/api'
import { sampleState, type FixtureApi } from '@vitrine/api/fixture'
import { storyMatrix } from '../../testing/story-matrix.ts'
import { LogsScreen } from './LogsScreen.tsx'

const meta = {
  title: 'Settings/Logs',
  component: LogsScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof LogsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = storyMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
})

const apiOf = (loaded: unknown) => (loaded as { api: FixtureApi }).api

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

const busy = {
  ...matrix.WriteSuccess.parameters,
  fixture: { ...matrix.WriteSuccess.parameters.fixture, state: busyState },
}

/** The sentences of the entries shown, in order. */
const entryTexts = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: /^Atividades/ }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent)

async function expectNoAccess(canvasElement: HTMLElement, loaded: unknown) {
  const canvas = within(canvasElement)
  await expect(
    canvas.getByRole('heading', { level: 2, name: 'Você não tem acesso a esta área' }),
  ).toBeVisible()
  await expect(canvas.queryByRole('search')).not.toBeInTheDocument()
  await expect(apiOf(loaded).audit.list).not.toHaveBeenCalled()
  await expect(apiOf(loaded).control.managers).not.toHaveBeenCalled()
}

export const NonePending: Story = {
  ...matrix.NonePending,
  play: ({ canvasElement, loaded }) => expectNoAccess(canvasElement, loaded),
}
export const NoneError: Story = {
  ...matrix.NoneError,
  play: ({ canvasElement, loaded }) => expectNoAccess(canvasElement, loaded),
}
export const NoneEmpty: Story = {
  ...matrix.NoneEmpty,
  play: ({ canvasElement, loaded }) => expectNoAccess(canvasElement, loaded),
}
export const NoneSuccess: Story = {
  ...matrix.NoneSuccess,
  play: ({ canvasElement, loaded }) => expectNoAccess(canvasElement, loaded),
}

async function expectPending(canvasElement: HTMLElement) {
  const loading = within(canvasElement).getByRole('status')
  await expect(loading).toHaveTextContent('Carregando o registro')
  await expect(loading).toHaveAttribute('aria-busy', 'true')
}

export const ReadPending: Story = {
  ...matrix.ReadPending,
  play: ({ canvasElement }) => expectPending(canvasElement),
}
export const WritePending: Story = {
  ...matrix.WritePending,
  play: ({ canvasElement }) => expectPending(canvasElement),
}

async function expectError(canvasElement: HTMLElement, loaded: unknown) {
  const alert = await within(canvasElement).findByRole('alert')
  await expect(alert).toHaveTextContent('Não foi possível carregar o registro')
  await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
  await waitFor(() => expect(apiOf(loaded).audit.list).toHaveBeenCalledTimes(2))
}

export const ReadError: Story = {
  ...matrix.ReadError,
  play: ({ canvasElement, loaded }) => expectError(canvasElement, loaded),
}
export const WriteError: Story = {
  ...matrix.WriteError,
  play: ({ canvasElement, loaded }) => expectError(canvasElement, loaded),
}

async function expectNothingLogged(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await expect(await canvas.findByText('Nenhuma atividade registrada ainda.')).toBeVisible()
  // Nothing to clear: the empty log is not a filter's doing.
  await expect(canvas.getByRole('button', { name: 'Limpar filtros' })).toBeDisabled()
}

export const ReadEmpty: Story = {
  ...matrix.ReadEmpty,
  play: ({ canvasElement }) => expectNothingLogged(canvasElement),
}
export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: ({ canvasElement }) => expectNothingLogged(canvasElement),
}

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
    expect(
      [...person.querySelectorAll('option:not([disabled])')].map((o) => o.textContent),
    ).toEqual(['Todas as pessoas', 'Marina Costa', 'Rafael Lima', 'Beatriz Nunes']),
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
  ...matrix.WriteSuccess,
  name: 'Write · filter by area',
  parameters: busy,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: /^Atividades/ })
    await userEvent.selectOptions(canvas.getByLabelText('Área'), 'Pagamentos')
    const api = apiOf(loaded)
    await waitFor(() => expect(api.audit.list).toHaveBeenLastCalledWith(101, { area: 'payments' }))
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
    await waitFor(() =>
      expect(api.audit.list).toHaveBeenLastCalledWith(101, { user_id: 2, from: '2026-11-01' }),
    )
    const empty = (await canvas.findByText('Nenhuma atividade com esses filtros.')).parentElement!
    await userEvent.click(within(empty).getByRole('button', { name: 'Limpar filtros' }))
    await waitFor(() => expect(entryTexts(canvasElement)).toHaveLength(3))
    await expect(person).toHaveValue('all')
    await expect(canvas.getByLabelText('De')).toHaveValue('')
  },
}

/** "Carregar mais" appends the next keyset page after the last entry shown. */
export const LoadMore: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · load more',
  parameters: busy,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: /^Atividades/ })
    await expect(entryTexts(canvasElement)).toHaveLength(50)
    const firstPage = entryTexts(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar mais' }))
    await waitFor(() => expect(entryTexts(canvasElement)).toHaveLength(65))
    const api = apiOf(loaded)
    await expect(api.audit.list).toHaveBeenLastCalledWith(101, { cursor: '50' })
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
