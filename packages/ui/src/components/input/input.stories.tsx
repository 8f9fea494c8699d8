import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { Search } from 'lucide-react'
import { Field } from '../field/field.tsx'
import { Input } from './input.tsx'

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { 'aria-label': 'Nome da loja', placeholder: 'Ex.: Casa Aurora' },
  decorators: [(Story) => <div className="w-80">{Story()}</div>],
} satisfies Meta<typeof Input>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Focused: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox'))
    await expect(canvas.getByRole('textbox')).toHaveFocus()
  },
}

export const Filled: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome da loja' })
    await userEvent.type(input, 'Casa Aurora')
    await expect(input).toHaveValue('Casa Aurora')
  },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Casa Aurora' } }
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'loja-casa-aurora' } }

export const InvalidWithMessage: Story = {
  render: (args) => (
    <Field label="E-mail" message="Informe um e-mail válido.">
      <Input {...args} aria-label={undefined} placeholder={undefined} defaultValue="ana@" />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

export const CurrencyPrefix: Story = {
  args: {
    'aria-label': 'Preço',
    placeholder: '0,00',
    startAdornment: 'R$',
    inputMode: 'decimal',
  },
}
export const WithIcon: Story = {
  args: {
    'aria-label': 'Buscar pedidos',
    placeholder: 'Buscar por número ou cliente',
    type: 'search',
    startAdornment: <Search aria-hidden />,
  },
}
export const Small: Story = { args: { size: 'sm' } }
export const Large: Story = { args: { size: 'lg' } }

export const Catalogue: Story = {
  render: () => (
    <div className="grid grid-cols-2 gap-x-6 gap-y-4">
      <Field label="Padrão">
        <Input placeholder="Ex.: Casa Aurora" />
      </Field>
      <Field label="Preenchido">
        <Input defaultValue="Casa Aurora" />
      </Field>
      <Field label="Com dica" hint="Aparece no cabeçalho da loja.">
        <Input defaultValue="Casa Aurora" />
      </Field>
      <Field label="Inválido" message="Informe um e-mail válido." required>
        <Input defaultValue="ana@" />
      </Field>
      <Field label="Desabilitado">
        <Input disabled defaultValue="Casa Aurora" />
      </Field>
      <Field label="Somente leitura">
        <Input readOnly defaultValue="loja-casa-aurora" />
      </Field>
      <Field label="Preço">
        <Input startAdornment="R$" defaultValue="129,90" inputMode="decimal" />
      </Field>
      <Field label="Peso">
        <Input endAdornment="kg" defaultValue="1,2" inputMode="decimal" />
      </Field>
      <Field label="Pequeno">
        <Input size="sm" defaultValue="Casa Aurora" />
      </Field>
      <Field label="Grande">
        <Input size="lg" defaultValue="Casa Aurora" />
      </Field>
    </div>
  ),
  decorators: [(Story) => <div className="w-[40rem]">{Story()}</div>],
}
