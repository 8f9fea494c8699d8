import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import * as v from 'valibot'
import { Form } from '../../form/form.tsx'
import { SubmitButton } from '../../form/submit-button.tsx'
import { Field } from '../field/field.tsx'
import { MaskedField } from './masked-field.tsx'
import { MaskedInput } from './masked-input.tsx'
import { sampleCep, sampleDocument, samplePhone } from './sample-formats.ts'

const meta = {
  title: 'Primitives/MaskedInput',
  component: MaskedInput,
  args: { format: sampleCep, inputMode: 'numeric', placeholder: '00000-000', onChange: fn() },
  render: (args) => (
    <Field label="CEP" className="w-80">
      <MaskedInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof MaskedInput>
export default meta
type Story = StoryObj<typeof meta>

export const PostalCode: Story = {}

/** Separators appear as the digits arrive; what is not a digit never shows. */
export const TypePostalCode: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CEP' })
    await userEvent.type(input, '01a310100')
    await expect(input).toHaveValue('01310-100')
  },
}

export const Phone: Story = {
  args: { format: samplePhone, type: 'tel', inputMode: 'tel', defaultValue: '11987654321' },
  render: (args) => (
    <Field label="Telefone" className="w-80">
      <MaskedInput {...args} placeholder="(00) 00000-0000" />
    </Field>
  ),
}

/** A CNPJ may carry letters in its first 12 places (since July 2026): the mask keeps them. */
export const AlphanumericCnpj: Story = {
  args: { format: sampleDocument, inputMode: 'text', autoCapitalize: 'characters' },
  render: (args) => (
    <Field label="CPF ou CNPJ" className="w-80">
      <MaskedInput {...args} placeholder="" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CPF ou CNPJ' })
    await userEvent.type(input, '12abc34501de35')
    await expect(input).toHaveValue('12.ABC.345/01DE-35')
  },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: '20040002' } }

export const InvalidWithMessage: Story = {
  args: { defaultValue: '0131' },
  render: (args) => (
    <Field label="CEP" message="Informe um CEP com 8 dígitos." className="w-80">
      <MaskedInput {...args} />
    </Field>
  ),
}

const cepSchema = v.object({
  postal_code: v.pipe(
    v.string(),
    v.transform((value) => value.replace(/\D/g, '')),
    v.check((value) => value.length === 8, 'Informe um CEP com 8 dígitos.'),
  ),
})

/** As a form field: the message shows on leaving the field; the form gets digits only. */
export const InForm: Story = {
  args: { onChange: undefined },
  render: function Render() {
    return (
      <Form
        schema={cepSchema}
        defaultValues={{ postal_code: '' }}
        onSubmit={fn().mockName('onSubmit')}
        className="w-80"
        aria-label="Endereço"
      >
        <MaskedField name="postal_code" label="CEP" format={sampleCep} inputMode="numeric" />
        <SubmitButton className="self-start">Salvar</SubmitButton>
      </Form>
    )
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CEP' })
    await userEvent.type(input, '2004')
    await userEvent.tab()
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(/Informe um CEP com 8 dígitos\.$/),
    )
  },
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid w-[40rem] grid-cols-2 gap-x-6 gap-y-4">
      <Field label="CEP">
        <MaskedInput format={sampleCep} inputMode="numeric" placeholder="00000-000" />
      </Field>
      <Field label="Telefone">
        <MaskedInput format={samplePhone} type="tel" inputMode="tel" defaultValue="1134567890" />
      </Field>
      <Field label="CPF">
        <MaskedInput format={sampleDocument} defaultValue="29537995593" />
      </Field>
      <Field label="CNPJ alfanumérico">
        <MaskedInput format={sampleDocument} defaultValue="12ABC34501DE35" />
      </Field>
      <Field label="Inválido" message="Informe um CEP com 8 dígitos.">
        <MaskedInput format={sampleCep} defaultValue="0131" />
      </Field>
      <Field label="Desabilitado">
        <MaskedInput format={sampleCep} defaultValue="20040002" disabled />
      </Field>
    </div>
  ),
}
