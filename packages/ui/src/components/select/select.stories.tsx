import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Field } from '../field/field.tsx'
import { Select } from './select.tsx'

const states = [
  { value: 'SP', label: 'São Paulo' },
  { value: 'RJ', label: 'Rio de Janeiro' },
  { value: 'MG', label: 'Minas Gerais' },
  { value: 'AM', label: 'Amazonas (indisponível)', disabled: true },
]

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { options: states, onValueChange: fn() },
  render: (args) => (
    <Field label="Estado" className="w-72">
      <Select {...args} />
    </Field>
  ),
} satisfies Meta<typeof Select>
export default meta
type Story = StoryObj<typeof meta>

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue('Selecione')
  },
}
export const Filled: Story = { args: { defaultValue: 'RJ' } }
export const Disabled: Story = { args: { disabled: true, defaultValue: 'SP' } }
export const Small: Story = { args: { size: 'sm' } }

// There is no "open list" story: the list of a native select is drawn by the browser (or the
// phone) outside the page, so a screenshot of the page can never show it open.

export const ChooseOption: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Estado' })
    await userEvent.selectOptions(select, 'Minas Gerais')
    await expect(args.onValueChange).toHaveBeenCalledWith('MG')
    await expect(select).toHaveDisplayValue('Minas Gerais')
  },
}

/**
 * Choosing with the arrow keys is tested in select.test.tsx, with real key presses: the keys that
 * `userEvent` types here are dispatched from script, and the browser's select ignores those.
 */
export const Focused: Story = {
  args: { defaultValue: 'SP' },
  play: async ({ canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveFocus()
  },
}

export const InvalidWithMessage: Story = {
  render: (args) => (
    <Field label="Estado" message="Estado é obrigatório." required className="w-72">
      <Select {...args} />
    </Field>
  ),
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid w-[40rem] grid-cols-2 gap-x-6 gap-y-4">
      <Field label="Sem escolha">
        <Select options={states} />
      </Field>
      <Field label="Escolhido">
        <Select options={states} defaultValue="SP" />
      </Field>
      <Field label="Inválido" message="Estado é obrigatório." required>
        <Select options={states} />
      </Field>
      <Field label="Desabilitado">
        <Select options={states} disabled defaultValue="RJ" />
      </Field>
      <Field label="Pequeno">
        <Select options={states} size="sm" />
      </Field>
      <Field label="Grande">
        <Select options={states} size="lg" />
      </Field>
    </div>
  ),
}
