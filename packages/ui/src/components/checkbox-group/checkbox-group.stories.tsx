import type { Meta, StoryObj } from '@storybook/react-vite'
import * as v from 'valibot'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { Form } from '../../form/form.tsx'
import { SubmitButton } from '../../form/submit-button.tsx'
import { Field } from '../field/field.tsx'
import { CheckboxGroupField } from './checkbox-group-field.tsx'
import { CheckboxGroup } from './checkbox-group.tsx'

const brands = [
  { value: 'visa', label: 'Visa' },
  { value: 'mastercard', label: 'Mastercard' },
  { value: 'elo', label: 'Elo' },
  { value: 'amex', label: 'American Express' },
  { value: 'hipercard', label: 'Hipercard' },
]

const meta = {
  title: 'Primitives/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    'aria-label': 'Bandeiras aceitas',
    options: brands,
    defaultValue: ['visa', 'mastercard'],
    onValueChange: fn(),
  },
} satisfies Meta<typeof CheckboxGroup>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const NothingChosen: Story = { args: { defaultValue: [] } }
export const Disabled: Story = { args: { disabled: true } }

/** A chip toggles from a click or Space; the value keeps the options' order. */
export const Toggle: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Elo'))
    await expect(canvas.getByRole('checkbox', { name: 'Elo' })).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['visa', 'mastercard', 'elo'])
    canvas.getByRole('checkbox', { name: 'Visa' }).focus()
    await userEvent.keyboard(' ')
    await expect(canvas.getByRole('checkbox', { name: 'Visa' })).not.toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['mastercard', 'elo'])
  },
}

const schema = v.object({
  brands: v.pipe(
    v.array(v.string()),
    v.check((list) => list.length > 0, 'Escolha pelo menos uma bandeira.'),
  ),
})

/** As a form field: unticking the last chip says at once what is missing. */
export const InForm: Story = {
  render: function Render() {
    return (
      <Form
        schema={schema}
        defaultValues={{ brands: ['visa'] }}
        onSubmit={fn().mockName('onSubmit')}
        className="w-[28rem]"
        aria-label="Cartão"
      >
        <CheckboxGroupField name="brands" label="Bandeiras aceitas" options={brands} required />
        <SubmitButton className="self-start">Salvar</SubmitButton>
      </Form>
    )
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Visa'))
    const group = canvas.getByRole('group', { name: /^Bandeiras aceitas/ })
    await waitFor(() =>
      expect(group).toHaveAccessibleDescription('Escolha pelo menos uma bandeira.'),
    )
    await expect(canvas.getByRole('checkbox', { name: 'Elo' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid w-[30rem] gap-6">
      <Field label="Bandeiras aceitas" hint="As que o seu contrato com a adquirente cobre.">
        <CheckboxGroup options={brands} defaultValue={['visa', 'mastercard', 'elo']} />
      </Field>
      <Field label="Inválido" message="Escolha pelo menos uma bandeira." required>
        <CheckboxGroup options={brands} />
      </Field>
      <Field label="Desabilitado">
        <CheckboxGroup options={brands} defaultValue={['amex']} disabled />
      </Field>
    </div>
  ),
}
