import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import * as v from 'valibot'
import { Form } from '../../form/form.tsx'
import { SubmitButton } from '../../form/submit-button.tsx'
import { Field } from '../field/field.tsx'
import { MaskedField } from './masked-field.tsx'
import { MaskedInput } from './masked-input.tsx'
import { sampleCep, sampleDocument, samplePhone } from './sample-formats.ts'

function ControlledPhone({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <Field label="Telefone">
      <MaskedInput format={samplePhone} value={value} onChange={(e) => setValue(e.target.value)} />
    </Field>
  )
}

const textbox = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!

describe('MaskedInput', () => {
  it('formats as the user types', async () => {
    const screen = await render(
      <Field label="CEP">
        <MaskedInput format={sampleCep} inputMode="numeric" />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'CEP' })
    await userEvent.type(input, '01310100')
    await expect.element(input).toHaveValue('01310-100')
    await expect.element(input).toHaveAttribute('inputmode', 'numeric')
  })

  it('shows a stored raw value formatted', async () => {
    const screen = await render(<ControlledPhone initial="11987654321" />)
    await expect
      .element(screen.getByRole('textbox', { name: 'Telefone' }))
      .toHaveValue('(11) 98765-4321')
  })

  it('drops what the format refuses and keeps letters where the format takes them', async () => {
    const screen = await render(
      <>
        <Field label="Telefone">
          <MaskedInput format={samplePhone} />
        </Field>
        <Field label="Documento">
          <MaskedInput format={sampleDocument} />
        </Field>
      </>,
    )
    const phone = screen.getByRole('textbox', { name: 'Telefone' })
    await userEvent.type(phone, '11a98b7')
    await expect.element(phone).toHaveValue('(11) 987')
    const document = screen.getByRole('textbox', { name: 'Documento' })
    await userEvent.type(document, '12abc34501de35')
    await expect.element(document).toHaveValue('12.ABC.345/01DE-35')
  })

  it('keeps the caret in place when a digit goes in the middle', async () => {
    const screen = await render(<ControlledPhone initial="1198765432" />)
    const input = screen.getByRole('textbox', { name: 'Telefone' }).element() as HTMLInputElement
    await expect.element(input).toHaveValue('(11) 9876-5432')
    await userEvent.click(input)
    // After "(11) 98".
    input.setSelectionRange(7, 7)
    await userEvent.keyboard('7')
    await expect.element(input).toHaveValue('(11) 98776-5432')
    expect(input.selectionStart).toBe(8)
  })

  it('deletes the digit before a separator on Backspace, not just the separator', async () => {
    const screen = await render(
      <Field label="CEP">
        <MaskedInput format={sampleCep} defaultValue="01310100" />
      </Field>,
    )
    const input = screen.getByRole('textbox', { name: 'CEP' }).element() as HTMLInputElement
    await expect.element(input).toHaveValue('01310-100')
    await userEvent.click(input)
    // Just after the hyphen.
    input.setSelectionRange(6, 6)
    await userEvent.keyboard('{Backspace}')
    await expect.element(input).toHaveValue('01311-00')
    expect(input.selectionStart).toBe(4)
  })

  it('gives onChange the formatted text', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <Field label="CEP">
        <MaskedInput format={sampleCep} onChange={(event) => onChange(event.target.value)} />
      </Field>,
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'CEP' }), '013101')
    expect(onChange).toHaveBeenLastCalledWith('01310-1')
  })
})

const cepSchema = v.object({
  postal_code: v.pipe(
    v.string(),
    v.transform((value) => value.replace(/\D/g, '')),
    v.check((value) => value.length === 8, 'Informe um CEP com 8 dígitos.'),
  ),
})

describe('MaskedField', () => {
  it('binds to the form: message on blur, stored form on submit', async () => {
    const onSubmit = vi.fn()
    const onValueChange = vi.fn()
    const screen = await render(
      <Form schema={cepSchema} defaultValues={{ postal_code: '' }} onSubmit={onSubmit}>
        <MaskedField
          name="postal_code"
          label="CEP"
          format={sampleCep}
          onValueChange={onValueChange}
        />
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    )
    const input = screen.getByRole('textbox', { name: 'CEP' })
    await userEvent.type(input, '0131')
    await userEvent.tab()
    await expect.element(input).toHaveAccessibleDescription(/Informe um CEP com 8 dígitos\.$/)
    await userEvent.type(input, '0100')
    expect(onValueChange).toHaveBeenLastCalledWith('01310-100')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0]![0]).toEqual({ postal_code: '01310100' })
    expect(textbox('postal_code').value).toBe('01310-100')
  })

  it('focuses the field when a submit finds it invalid', async () => {
    const screen = await render(
      <Form schema={cepSchema} defaultValues={{ postal_code: '0131' }} onSubmit={() => {}}>
        <MaskedField name="postal_code" label="CEP" format={sampleCep} />
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await expect.element(screen.getByRole('textbox', { name: 'CEP' })).toHaveFocus()
  })
})
