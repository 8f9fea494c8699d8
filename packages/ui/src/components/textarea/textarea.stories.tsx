import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Field } from '../field/field.tsx'
import { Textarea } from './textarea.tsx'

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { placeholder: 'Conte aos clientes o que a loja vende' },
  render: (args) => (
    <Field label="Descrição da loja" className="w-96">
      <Textarea {...args} />
    </Field>
  ),
} satisfies Meta<typeof Textarea>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox'))
    await expect(canvas.getByRole('textbox')).toHaveFocus()
  },
}

export const WithCounter: Story = {
  args: { maxLength: 140 },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'Frete grátis')
    await expect(canvas.getByText('12/140')).toBeVisible()
  },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Roupas e acessórios.' } }
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Roupas e acessórios.' } }

export const InvalidWithMessage: Story = {
  render: (args) => (
    <Field label="Descrição da loja" message="Descrição é obrigatória." required className="w-96">
      <Textarea {...args} />
    </Field>
  ),
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid w-[44rem] grid-cols-2 gap-x-6 gap-y-4">
      <Field label="Padrão">
        <Textarea placeholder="Conte aos clientes o que a loja vende" />
      </Field>
      <Field label="Com contador" hint="Aparece na página inicial.">
        <Textarea maxLength={140} defaultValue="Roupas e acessórios." />
      </Field>
      <Field label="Inválido" message="Descrição é obrigatória." required>
        <Textarea />
      </Field>
      <Field label="Desabilitado">
        <Textarea disabled defaultValue="Roupas e acessórios." />
      </Field>
      <Field label="Somente leitura">
        <Textarea readOnly defaultValue="Roupas e acessórios." />
      </Field>
    </div>
  ),
}
