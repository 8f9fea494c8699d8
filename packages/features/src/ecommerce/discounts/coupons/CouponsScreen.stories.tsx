import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { screenMatrix } from '../../../testing/screen-matrix.ts'
import { CouponsScreen } from './CouponsScreen.tsx'

const meta = {
  title: 'E-commerce/Discounts/Coupons',
  component: CouponsScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof CouponsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao e-commerce',
    untouched: (api) => [api.ecommerceDiscounts.listCoupons],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Novo cupom' })],
  },
  pending: 'Carregando os cupons',
  error: {
    text: 'Não foi possível carregar os cupons',
    retry: (api) => api.ecommerceDiscounts.listCoupons,
  },
  empty: 'Nenhum cupom ainda.',
})

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const ReadError: Story = matrix.ReadError
export const ReadEmpty: Story = matrix.ReadEmpty
export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError
export const WriteEmpty: Story = matrix.WriteEmpty
export const WriteSuccess: Story = matrix.WriteSuccess

/** Read level sees the coupons and may simulate, but changes nothing. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('cell', { name: 'BEMVINDO10' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Novo cupom' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('region', { name: 'Simulador de descontos' })).toBeVisible()
  },
}
