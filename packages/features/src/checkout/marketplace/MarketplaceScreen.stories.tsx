import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { MarketplaceScreen } from './MarketplaceScreen.tsx'

const meta = {
  title: 'Checkout/Marketplace',
  component: MarketplaceScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof MarketplaceScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao checkout',
    title: 'Apps de checkout',
    untouched: (api) => [api.checkoutMarketplace.list],
  },
  pending: 'Carregando os apps',
  error: {
    text: 'Não foi possível carregar os apps',
    retry: (api) => api.checkoutMarketplace.list,
  },
  empty: 'Nenhum app instalado.',
})

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const ReadError: Story = matrix.ReadError
export const ReadEmpty: Story = matrix.ReadEmpty
export const ReadSuccess: Story = matrix.ReadSuccess
export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError
export const WriteEmpty: Story = matrix.WriteEmpty

/** The catalogue by category; the demo store's three apps say they are installed. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('3 apps instalados.')).toBeVisible()
    for (const name of ['Análise e pixels', 'Vendas', 'Atendimento', 'Segurança']) {
      await expect(canvas.getByRole('heading', { name, level: 2 })).toBeVisible()
    }
    const bump = canvas.getByRole('link', { name: 'Order bump' })
    await expect(bump).toHaveAttribute('href', '/101/checkout/marketplace/order_bump')
    await expect(within(bump.closest('li')!).getByText('Instalado')).toBeVisible()
    const ga4 = canvas.getByRole('link', { name: 'Google Analytics 4' })
    await expect(within(ga4.closest('li')!).queryByText('Instalado')).toBeNull()
  },
}

/** The search folds accents; a category narrows; nothing found says what to try. */
export const SearchAndFilter: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const search = await canvas.findByRole('searchbox', { name: 'Buscar apps' })
    await userEvent.type(search, 'analise')
    await expect(canvas.queryByRole('link', { name: 'Order bump' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Google Analytics 4' })).toBeVisible()
    await userEvent.clear(search)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Categoria' }), 'security')
    await expect(canvas.getByRole('link', { name: 'Regras antifraude' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Chat no WhatsApp' })).toBeNull()
    await userEvent.type(search, 'xyz')
    await expect(canvas.getByRole('heading', { name: 'Nenhum app encontrado' })).toBeVisible()
  },
}
