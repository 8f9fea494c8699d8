import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Field } from '../field/field.tsx'
import { Checkbox } from './checkbox.tsx'

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Receber novidades por e-mail', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>
export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {}
export const Checked: Story = { args: { defaultChecked: true } }
export const Indeterminate: Story = {
  args: { label: 'Selecionar todos os pedidos', checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed')
  },
}
export const Disabled: Story = { args: { disabled: true } }
export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } }

export const Toggled: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Receber novidades por e-mail' })
    await userEvent.click(checkbox)
    await expect(checkbox).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true)
  },
}

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('checkbox')).toHaveFocus()
  },
}

export const InvalidWithMessage: Story = {
  render: () => (
    <Field layout="inline" label="Aceito os termos de uso" message="Aceite os termos." required>
      <Checkbox />
    </Field>
  ),
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid gap-3">
      <Checkbox label="Desmarcado" />
      <Checkbox label="Marcado" defaultChecked />
      <Checkbox label="Indeterminado" checked="indeterminate" />
      <Checkbox label="Desabilitado" disabled />
      <Checkbox label="Desabilitado e marcado" disabled defaultChecked />
      <Field layout="inline" label="Inválido" message="Aceite os termos." required>
        <Checkbox />
      </Field>
    </div>
  ),
}
