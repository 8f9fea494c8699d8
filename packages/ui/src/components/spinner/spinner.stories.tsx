import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Spinner } from './spinner.tsx'

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando…')
  },
}
export const Small: Story = { args: { size: 'sm' } }
export const Large: Story = { args: { size: 'lg' } }
export const CustomLabel: Story = {
  args: { label: 'Salvando pedido…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Salvando pedido…')
  },
}

export const Catalogue: Story = {
  render: () => (
    <div className="flex items-center gap-6">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
      <Spinner size="lg" className="text-primary" label="Carregando pedidos…" />
      <span className="inline-flex items-center gap-2 text-muted-foreground">
        <Spinner size="sm" decorative />
        Carregando pedidos…
      </span>
    </div>
  ),
}
