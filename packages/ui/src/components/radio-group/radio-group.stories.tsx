import type { Meta, StoryObj } from '@storybook/react-vite'
import * as v from 'valibot'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import { Form } from '../../form/form.tsx'
import { SubmitButton } from '../../form/submit-button.tsx'
import { Field } from '../field/field.tsx'
import { RadioGroupField } from './radio-group-field.tsx'
import { RadioGroup, RadioGroupItem } from './radio-group.tsx'

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { 'aria-label': 'Captura', defaultValue: 'automatic', onValueChange: fn() },
  render: (args) => (
    <RadioGroup {...args} className="w-96">
      <RadioGroupItem
        value="automatic"
        label="Captura automática"
        description="O valor é cobrado assim que o banco aprova a compra."
      />
      <RadioGroupItem
        value="pre_authorize"
        label="Pré-autorização"
        description="O valor fica reservado no cartão; você confirma a cobrança depois."
      />
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const NothingChosen: Story = { args: { defaultValue: undefined } }
export const Disabled: Story = { args: { disabled: true } }

export const ChooseWithPointer: Story = {
  play: async ({ args, canvas }) => {
    // The label chooses too, not only the small circle.
    await userEvent.click(canvas.getByText('Pré-autorização'))
    const pre = canvas.getByRole('radio', { name: 'Pré-autorização' })
    await expect(pre).toBeChecked()
    await expect(pre).toHaveAccessibleDescription(/fica reservado no cartão/)
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pre_authorize')
  },
}

/** Tab reaches the chosen option; the arrows move the choice. */
export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Captura automática' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('radio', { name: 'Pré-autorização' })).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pre_authorize')
  },
}

const schema = v.object({
  capture: v.picklist(['automatic', 'pre_authorize'], 'Escolha como cobrar.'),
})

/** As a form field: named by the field's label, validated when chosen and on submit. */
export const InForm: Story = {
  render: function Render() {
    return (
      <Form
        schema={schema}
        defaultValues={{ capture: '' as 'automatic' }}
        onSubmit={fn().mockName('onSubmit')}
        className="w-96"
        aria-label="Cartão"
      >
        <RadioGroupField name="capture" label="Captura" required>
          <RadioGroupItem value="automatic" label="Captura automática" />
          <RadioGroupItem value="pre_authorize" label="Pré-autorização" />
        </RadioGroupField>
        <SubmitButton className="self-start">Salvar</SubmitButton>
      </Form>
    )
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /^Captura/ })
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(group).toHaveAccessibleDescription('Escolha como cobrar.'))
    await userEvent.click(canvas.getByRole('radio', { name: 'Pré-autorização' }))
    await waitFor(() => expect(group).not.toHaveAttribute('aria-invalid'))
  },
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid w-[28rem] gap-6">
      <Field label="Captura" hint="Como o valor é cobrado do cartão.">
        <RadioGroup defaultValue="automatic">
          <RadioGroupItem value="automatic" label="Captura automática" />
          <RadioGroupItem value="pre_authorize" label="Pré-autorização" />
        </RadioGroup>
      </Field>
      <Field label="Inválido" message="Escolha como cobrar." required>
        <RadioGroup>
          <RadioGroupItem value="automatic" label="Captura automática" />
          <RadioGroupItem value="pre_authorize" label="Pré-autorização" />
        </RadioGroup>
      </Field>
      <Field label="Desabilitado">
        <RadioGroup defaultValue="pre_authorize" disabled>
          <RadioGroupItem value="automatic" label="Captura automática" />
          <RadioGroupItem value="pre_authorize" label="Pré-autorização" />
        </RadioGroup>
      </Field>
    </div>
  ),
}
