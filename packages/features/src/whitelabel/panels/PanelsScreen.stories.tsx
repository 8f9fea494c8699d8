import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { samplePlatforms } from '@vitrine/api/fixture'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { rowOf, withFixture } from '../../testing/story-context.ts'
import { PanelsScreen } from './PanelsScreen.tsx'

const meta = {
  title: 'Whitelabel/Panels',
  component: PanelsScreen,
  args: { today: new Date('2026-11-29T15:00:00Z') },
} satisfies Meta<typeof PanelsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  states: ['pending', 'error', 'success'],
  pending: 'Carregando os painéis',
  error: { text: 'Não foi possível carregar os painéis', retry: (api) => api.whitelabel.panels },
})

export const Pending: Story = matrix.Pending
export const Error: Story = matrix.Error

export const Empty: Story = {
  ...withFixture(matrix.Success, {
    state: { whitelabel: { resellers: {}, platforms: samplePlatforms, panels: [] } },
  }),
  name: 'Empty',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nenhum painel encontrado')).toBeVisible()
  },
}

/** The totals and each store with its figures, linking to its page with the period. */
export const Success: Story = {
  ...matrix.Success,
  play: async ({ canvasElement, canvas }) => {
    const row = await rowOf(canvasElement, 'Loja da Revenda')
    await expect(row.getByText('R$ 18.743,50')).toBeVisible()
    await expect(row.getByRole('link', { name: 'Loja da Revenda' })).toHaveAttribute(
      'href',
      '/whitelabel/panels/41?from=2026-10-31&to=2026-11-29',
    )
    await expect(canvas.getByText('3 (2 ativas)')).toBeVisible()
  },
}
