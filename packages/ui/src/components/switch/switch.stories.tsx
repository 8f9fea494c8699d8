import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Field } from '../field/field.tsx'
import { Switch } from './switch.tsx'

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { label: 'Loja ativa', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>
export default meta
type Story = StoryObj<typeof meta>

export const Off: Story = {}
export const On: Story = { args: { defaultChecked: true } }
export const Disabled: Story = { args: { disabled: true } }
export const DisabledOn: Story = { args: { disabled: true, defaultChecked: true } }

export const Toggled: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Loja ativa' })
    await expect(canvas.getByText('OFF')).toBeVisible()
    await userEvent.click(control)
    await expect(control).toBeChecked()
    await expect(canvas.getByText('ON')).toBeVisible()
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true)
  },
}

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('switch')).toHaveFocus()
  },
}

export const InvalidWithMessage: Story = {
  render: () => (
    <Field layout="inline" label="Publicar a loja" message="Conclua o cadastro antes de publicar.">
      <Switch />
    </Field>
  ),
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid gap-3">
      <Switch label="Desligado" />
      <Switch label="Ligado" defaultChecked />
      <Switch label="Desabilitado" disabled />
      <Switch label="Desabilitado e ligado" disabled defaultChecked />
      <Field layout="inline" label="Inválido" message="Conclua o cadastro antes de publicar.">
        <Switch />
      </Field>
    </div>
  ),
}
