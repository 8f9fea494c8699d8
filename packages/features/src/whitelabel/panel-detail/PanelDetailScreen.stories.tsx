import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { PanelDetailScreen } from './PanelDetailScreen.tsx'

const meta = {
  title: 'Whitelabel/Panel detail',
  component: PanelDetailScreen,
  args: { panelId: 41, from: '2026-11-27', to: '2026-11-29' },
} satisfies Meta<typeof PanelDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  states: ['pending', 'error', 'success'],
  pending: 'Carregando o painel',
  error: { text: 'Não foi possível carregar o painel', retry: (api) => api.whitelabel.panel },
})

export const Pending: Story = matrix.Pending
export const Error: Story = matrix.Error

/** The store's owner, status and link, its totals and its days. */
export const Success: Story = {
  ...matrix.Success,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Loja da Revenda',
    )
    await expect(canvas.getByRole('link', { name: /Abrir a loja/ })).toHaveAttribute(
      'href',
      '/41/overview',
    )
    await expect(canvas.getByRole('table', { name: 'Vendas por dia' })).toBeVisible()
    await expect(canvas.getByText('loja.revenda@vitrine.dev')).toBeVisible()
  },
}

/** An inactive store with no sales in the period. */
export const NoSales: Story = {
  ...matrix.Success,
  name: 'Success · no sales',
  args: { panelId: 43 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhum pagamento aprovado neste período.')).toBeVisible()
    await expect(canvas.getByText('Inativa')).toBeVisible()
  },
}
