import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectLastCalled,
  expectNoButtons,
  onPhone,
  textsOf,
  type PlayContext,
} from '../../testing/story-context.ts'
import { LinkListScreen } from './LinkListScreen.tsx'

const meta = {
  title: 'Payments/Links/List',
  component: LinkListScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof LinkListScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos pagamentos',
    title: 'Links de pagamento',
    untouched: (api) => [api.links.list],
    absent: (canvas) => [
      canvas.queryByRole('search'),
      canvas.queryByRole('link', { name: 'Novo link' }),
    ],
  },
  pending: 'Carregando links',
  error: { text: 'Não foi possível carregar os links', retry: (api) => api.links.list },
  empty: 'Nenhum link de pagamento ainda.',
})

/** The titles of the rows in view, in order. */
const titles = (canvasElement: HTMLElement) =>
  textsOf(
    within(canvasElement)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('a')!),
  )

/** Every sample link, newest first, with its price, status, sales and expiry. */
async function expectSampleList({ canvas, canvasElement }: PlayContext) {
  await expect(await canvas.findByRole('table', { name: 'Links de pagamento' })).toBeVisible()
  await expect(titles(canvasElement)).toEqual([
    'Vale-presente de Natal',
    'Contribuição livre',
    'Camiseta algodão orgânico',
    'Tênis de corrida',
    'Vestido midi linho — peça única',
    'Luminária de mesa — pré-venda',
    'Jaqueta corta-vento',
  ])
  const shoes = within(canvas.getByRole('row', { name: /Tênis de corrida/ }))
  await expect(textsOf(shoes.getAllByRole('cell'))).toEqual([
    'Tênis de corrida/pay/tenis-de-corrida',
    'R$\u00a0320,00',
    'Ativo',
    '1 vendido de 50',
    'Sem data de expiração',
  ])
  const open = within(canvas.getByRole('row', { name: /Contribuição livre/ }))
  await expect(open.getByText('A partir de R$ 5,00')).toBeVisible()
  const dress = within(canvas.getByRole('row', { name: /Vestido midi/ }))
  await expect(dress.getByText('Esgotado')).toBeVisible()
  const lamp = within(canvas.getByRole('row', { name: /Luminária/ }))
  await expect(lamp.getByText('Expirou em 19/11/2026')).toBeVisible()
  await expect(canvas.getByRole('link', { name: 'Tênis de corrida' })).toHaveAttribute(
    'href',
    '/101/payments/links/detail/tenis-de-corrida',
  )
  await expect(canvas.getByText('7 links')).toBeVisible()
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

export const ReadEmpty: Story = {
  ...matrix.ReadEmpty,
  play: async (context) => {
    await matrix.ReadEmpty.play(context)
    await expect(context.canvas.queryByRole('link', { name: 'Novo link' })).toBeNull()
  },
}

/** The empty store invites the first link. */
export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    await expect(context.canvas.getByText(/Crie o primeiro link/)).toBeVisible()
    const news = context.canvas.getAllByRole('link', { name: 'Novo link' })
    for (const link of news) await expect(link).toHaveAttribute('href', '/101/payments/links/new')
  },
}

export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async (context) => {
    await expectSampleList(context)
    await expect(context.canvas.getByText(/para criar ou alterar links/)).toBeVisible()
    await expect(context.canvas.queryByRole('link', { name: 'Novo link' })).toBeNull()
    await expectNoButtons(context.canvas, 'Novo link')
  },
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async (context) => {
    await expectSampleList(context)
    await expect(context.canvas.getByRole('link', { name: 'Novo link' })).toHaveAttribute(
      'href',
      '/101/payments/links/new',
    )
    await expect(context.canvas.getByRole('link', { name: 'XML de produtos' })).toHaveAttribute(
      'href',
      '/101/payments/links/xml',
    )
  },
}

/** A status chip asks the server for that status; its chip in force takes it away again. */
export const FilterByStatus: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · filter by status',
  play: async ({ canvas, canvasElement, loaded }) => {
    const api = apiOf(loaded)
    await canvas.findByRole('table', { name: 'Links de pagamento' })
    await userEvent.click(canvas.getByRole('radio', { name: 'Esgotados' }))
    await expectLastCalled(api.links.list, 101, { status: 'sold_out' })
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Vestido midi linho — peça única']))
    await expect(canvas.getByText('1 link')).toBeVisible()
    const chips = within(canvas.getByRole('list', { name: 'Filtros aplicados' }))
    await userEvent.click(chips.getByRole('button', { name: /Status/ }))
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(7))
  },
}

/** The search waits for typing to pause, then asks the server; nothing found says so. */
export const Search: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · search',
  play: async ({ canvas, canvasElement, loaded }) => {
    const api = apiOf(loaded)
    await canvas.findByRole('table', { name: 'Links de pagamento' })
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'camiseta')
    await expectLastCalled(api.links.list, 101, { q: 'camiseta' })
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Camiseta algodão orgânico']))
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), ' roxa')
    await expect(await canvas.findByText('Nenhum link encontrado.')).toBeVisible()
    await userEvent.click(canvas.getAllByRole('button', { name: 'Limpar filtros' }).at(-1)!)
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(7))
  },
}

/** A phone: cards with the image, title, status, sales and price. */
export const Mobile: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'Write · mobile',
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Links de pagamento' })
    await expect(within(list).getByRole('link', { name: 'Tênis de corrida' })).toBeVisible()
    await expect(within(list).getByText('1 vendido de 50')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Filtros' })).toBeVisible()
  },
}
