import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Label } from './label.tsx'

const meta = {
  title: 'Primitives/Label',
  component: Label,
  args: { children: 'Nome da loja', htmlFor: 'store-name' },
  render: (args) => (
    <div className="flex flex-col gap-1.5">
      <Label {...args} />
      <input id="store-name" className="h-9 w-64 rounded-md border border-input px-3" />
    </div>
  ),
} satisfies Meta<typeof Label>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleName('Nome da loja obrigatório')
  },
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="optional">Complemento</Label>
        <input id="optional" className="h-9 w-64 rounded-md border border-input px-3" />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="required" required>
          CEP
        </Label>
        <input id="required" className="h-9 w-64 rounded-md border border-input px-3" />
      </div>
    </div>
  ),
}
