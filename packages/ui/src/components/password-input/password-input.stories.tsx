import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Field } from '../field/field.tsx'
import { PasswordInput } from './password-input.tsx'

const meta = {
  title: 'Primitives/PasswordInput',
  component: PasswordInput,
  args: { autoComplete: 'current-password' },
  render: (args) => (
    <Field label="Senha" className="w-80">
      <PasswordInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof PasswordInput>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Filled: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Senha', { exact: true })
    await userEvent.type(input, 'aurora2024')
    await expect(input).toHaveAttribute('type', 'password')
  },
}

export const Revealed: Story = {
  args: { defaultValue: 'aurora2024' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Mostrar senha' })
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByLabelText('Senha', { exact: true })).toHaveAttribute('type', 'text')
  },
}

export const RevealedFromKeyboard: Story = {
  args: { defaultValue: 'aurora2024' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByLabelText('Senha', { exact: true }))
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 'aurora2024' } }

export const InvalidWithMessage: Story = {
  render: (args) => (
    <Field label="Senha" message="A senha deve ter ao menos 8 caracteres." className="w-80">
      <PasswordInput {...args} defaultValue="aurora" />
    </Field>
  ),
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid w-[40rem] grid-cols-2 gap-x-6 gap-y-4">
      <Field label="Padrão">
        <PasswordInput autoComplete="current-password" />
      </Field>
      <Field label="Preenchida">
        <PasswordInput autoComplete="current-password" defaultValue="aurora2024" />
      </Field>
      <Field label="Visível">
        <PasswordInput autoComplete="current-password" defaultValue="aurora2024" defaultVisible />
      </Field>
      <Field label="Inválida" message="A senha deve ter ao menos 8 caracteres." required>
        <PasswordInput autoComplete="new-password" defaultValue="aurora" />
      </Field>
      <Field label="Desabilitada">
        <PasswordInput disabled defaultValue="aurora2024" />
      </Field>
    </div>
  ),
}
