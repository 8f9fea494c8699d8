import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Input } from '../input/input.tsx'
import { Checkbox } from '../checkbox/checkbox.tsx'
import { Select } from '../select/select.tsx'
import { Field } from './field.tsx'

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: {
    label: 'E-mail',
    className: 'w-80',
    children: <Input type="email" autoComplete="email" />,
  },
} satisfies Meta<typeof Field>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithHint: Story = { args: { hint: 'Usado para entrar no painel.' } }
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail obrigatório' })
    await expect(input).toHaveAttribute('aria-required', 'true')
  },
}

export const InvalidWithMessage: Story = {
  args: {
    hint: 'Usado para entrar no painel.',
    message: 'Informe um e-mail válido.',
    required: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail obrigatório' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(
      'Usado para entrar no painel. Informe um e-mail válido.',
    )
  },
}

export const Inline: Story = {
  args: {
    layout: 'inline',
    label: 'Aceito os termos de uso',
    hint: 'Leia os termos antes de continuar.',
    children: <Checkbox />,
  },
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid w-[40rem] grid-cols-2 gap-x-6 gap-y-5">
      <Field label="Nome da loja">
        <Input />
      </Field>
      <Field label="E-mail" hint="Usado para entrar no painel." required>
        <Input type="email" />
      </Field>
      <Field label="CEP" message="CEP é obrigatório." required>
        <Input inputMode="numeric" />
      </Field>
      <Field label="Estado" message="Estado é obrigatório." required>
        <Select
          options={[
            { value: 'SP', label: 'São Paulo' },
            { value: 'RJ', label: 'Rio de Janeiro' },
          ]}
        />
      </Field>
      <Field layout="inline" label="Receber novidades" hint="No máximo um e-mail por semana.">
        <Checkbox defaultChecked />
      </Field>
      <Field layout="inline" label="Aceito os termos" message="Aceite os termos." required>
        <Checkbox />
      </Field>
    </div>
  ),
}
