import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, onPhone, playThen, type PlayContext } from '../../testing/story-context.ts'
import { GatewaysOverviewScreen } from './GatewaysOverviewScreen.tsx'

const meta = {
  title: 'Payments/Gateways/Overview',
  component: GatewaysOverviewScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof GatewaysOverviewScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos pagamentos',
    title: 'Meios de pagamento',
    untouched: (api) => [api.gateways.list],
  },
  pending: 'Carregando os meios de pagamento',
  error: {
    text: 'Não foi possível carregar os meios de pagamento',
    retry: (api) => api.gateways.list,
  },
  empty: 'Nenhum meio de pagamento configurado ainda.',
})

/** The card of a type, by its title. */
async function cardOf(canvas: PlayContext['canvas'], title: string) {
  const link = await canvas.findByRole('link', { name: title })
  return { link, card: within(link.closest('[data-slot="card"]') as HTMLElement) }
}

/** Every type is a card with its counts and a link to its list; the setup has one too. */
async function expectCards({ canvas, loaded }: PlayContext) {
  const pix = await cardOf(canvas, 'Pix')
  await expect(pix.link).toHaveAttribute('href', '/101/payments/gateways/pix')
  await expect(pix.card.getByText('2 configurados · 1 ativo')).toBeVisible()
  const card = await cardOf(canvas, 'Cartão de crédito')
  await expect(card.card.getByText('2 configurados · 2 ativos')).toBeVisible()
  const custom = await cardOf(canvas, 'Métodos personalizados')
  await expect(custom.link).toHaveAttribute('href', '/101/payments/gateways/custom')
  const installments = await cardOf(canvas, 'Parcelamento')
  await expect(installments.link).toHaveAttribute('href', '/101/payments/installments')
  const types = within(canvas.getByRole('list', { name: 'Tipos de pagamento' }))
  await expect(types.getAllByRole('listitem')).toHaveLength(8)
  // One call for every type: the counts come from the same list.
  await expect(apiOf(loaded).gateways.list).toHaveBeenCalledOnce()
  await expect(apiOf(loaded).gateways.list).toHaveBeenCalledWith(101, undefined)
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

/** No gateway yet: every type still leads to its list, where the first one is created. */
export const ReadEmpty: Story = playThen(matrix.ReadEmpty, async ({ canvas }) => {
  const pix = await cardOf(canvas, 'Pix')
  await expect(pix.card.getByText('Nenhum configurado')).toBeVisible()
})
export const WriteEmpty: Story = matrix.WriteEmpty

/** Read level: the same overview (it changes nothing by itself). */
export const ReadSuccess: Story = { ...matrix.ReadSuccess, play: expectCards }
export const WriteSuccess: Story = { ...matrix.WriteSuccess, play: expectCards }

/** A phone's width: the cards stack in one column. */
export const Mobile: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · mobile',
  ...onPhone(matrix.WriteSuccess),
  play: async ({ canvas }) => {
    const pix = await cardOf(canvas, 'Pix')
    await expect(pix.link).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375)
  },
}
