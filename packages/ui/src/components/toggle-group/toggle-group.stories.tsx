import type { Meta, StoryObj } from '@storybook/react-vite'
import { LayoutList, Rows3, Rows4 } from 'lucide-react'
import { expect, fn, userEvent } from 'storybook/test'
import { ToggleGroup, ToggleGroupItem } from './toggle-group.tsx'

const meta = {
  title: 'Primitives/ToggleGroup',
  component: ToggleGroup,
  args: { 'aria-label': 'Densidade', defaultValue: 'comfortable', onValueChange: fn() },
  render: (args) => (
    <ToggleGroup {...args}>
      <ToggleGroupItem value="comfortable">Confortável</ToggleGroupItem>
      <ToggleGroupItem value="compact">Compacta</ToggleGroupItem>
    </ToggleGroup>
  ),
} satisfies Meta<typeof ToggleGroup>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Small: Story = { args: { size: 'sm' } }
export const Disabled: Story = { args: { disabled: true } }

export const WithIcons: Story = {
  args: { 'aria-label': 'Exibição', defaultValue: 'list' },
  render: (args) => (
    <ToggleGroup {...args}>
      <ToggleGroupItem value="list">
        <LayoutList aria-hidden />
        Lista
      </ToggleGroupItem>
      <ToggleGroupItem value="rows">
        <Rows3 aria-hidden />
        Linhas
      </ToggleGroupItem>
      <ToggleGroupItem value="dense">
        <Rows4 aria-hidden />
        Densa
      </ToggleGroupItem>
    </ToggleGroup>
  ),
}

export const ChooseWithPointer: Story = {
  play: async ({ args, canvas }) => {
    const compact = canvas.getByRole('radio', { name: 'Compacta' })
    await userEvent.click(compact)
    await expect(compact).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Confortável' })).not.toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('compact')
    // Clicking the chosen option again keeps it chosen: there is always one.
    await userEvent.click(compact)
    await expect(compact).toBeChecked()
  },
}

/** Tab reaches the chosen option; the arrows move the choice. */
export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Confortável' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    const compact = canvas.getByRole('radio', { name: 'Compacta' })
    await expect(compact).toHaveFocus()
    await expect(compact).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('compact')
  },
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid justify-items-start gap-3">
      <ToggleGroup aria-label="Densidade" defaultValue="comfortable">
        <ToggleGroupItem value="comfortable">Confortável</ToggleGroupItem>
        <ToggleGroupItem value="compact">Compacta</ToggleGroupItem>
      </ToggleGroup>
      <ToggleGroup aria-label="Densidade (pequeno)" size="sm" defaultValue="compact">
        <ToggleGroupItem value="comfortable">Confortável</ToggleGroupItem>
        <ToggleGroupItem value="compact">Compacta</ToggleGroupItem>
      </ToggleGroup>
      <ToggleGroup aria-label="Período" defaultValue="30">
        <ToggleGroupItem value="7">7 dias</ToggleGroupItem>
        <ToggleGroupItem value="30">30 dias</ToggleGroupItem>
        <ToggleGroupItem value="90">90 dias</ToggleGroupItem>
      </ToggleGroup>
      <ToggleGroup aria-label="Densidade (desabilitado)" disabled defaultValue="comfortable">
        <ToggleGroupItem value="comfortable">Confortável</ToggleGroupItem>
        <ToggleGroupItem value="compact">Compacta</ToggleGroupItem>
      </ToggleGroup>
    </div>
  ),
}
