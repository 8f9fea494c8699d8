import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import * as v from 'valibot'
import { Form } from '../../form/form.tsx'
import { SubmitButton } from '../../form/submit-button.tsx'
import { Field } from '../field/field.tsx'
import { CheckboxGroupField } from './checkbox-group-field.tsx'
import { CheckboxGroup } from './checkbox-group.tsx'

const options = [
  { value: 'alelo', label: 'Alelo' },
  { value: 'pluxee', label: 'Pluxee' },
  { value: 'vr', label: 'VR' },
]

describe('CheckboxGroup', () => {
  it('is a group named by its Field, one checkbox per option', async () => {
    const screen = await render(
      <Field label="Bandeiras" hint="Escolha uma ou mais.">
        <CheckboxGroup options={options} defaultValue={['vr']} />
      </Field>,
    )
    const group = screen.getByRole('group', { name: 'Bandeiras' })
    await expect.element(group).toHaveAccessibleDescription('Escolha uma ou mais.')
    expect(group.getByRole('checkbox').elements()).toHaveLength(3)
    await expect.element(screen.getByRole('checkbox', { name: 'VR' })).toBeChecked()
    await expect.element(screen.getByRole('checkbox', { name: 'Alelo' })).not.toBeChecked()
  })

  it('reports the chosen values in the options’ order, whatever the order of the clicks', async () => {
    const onValueChange = vi.fn()
    const screen = await render(
      <CheckboxGroup aria-label="Bandeiras" options={options} onValueChange={onValueChange} />,
    )
    await userEvent.click(screen.getByText('VR'))
    await userEvent.click(screen.getByText('Alelo'))
    expect(onValueChange).toHaveBeenLastCalledWith(['alelo', 'vr'])
    await userEvent.click(screen.getByText('VR'))
    expect(onValueChange).toHaveBeenLastCalledWith(['alelo'])
  })

  it('offers nothing to change when disabled', async () => {
    const screen = await render(
      <CheckboxGroup aria-label="Bandeiras" options={options} defaultValue={['vr']} disabled />,
    )
    for (const box of screen.getByRole('checkbox').elements()) expect(box).toBeDisabled()
  })
})

describe('CheckboxGroupField', () => {
  it('binds the list to the form and validates each change', async () => {
    const onSubmit = vi.fn()
    const schema = v.object({
      brands: v.pipe(
        v.array(v.string()),
        v.check((list) => list.length > 0, 'Escolha pelo menos uma bandeira.'),
      ),
    })
    const screen = await render(
      <Form schema={schema} defaultValues={{ brands: ['vr'] }} onSubmit={onSubmit}>
        <CheckboxGroupField name="brands" label="Bandeiras" options={options} />
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    )
    await userEvent.click(screen.getByText('VR'))
    const group = screen.getByRole('group', { name: 'Bandeiras' })
    await expect.element(group).toHaveAccessibleDescription('Escolha pelo menos uma bandeira.')
    await userEvent.click(screen.getByText('Pluxee'))
    await expect.element(group).not.toHaveAccessibleDescription('Escolha pelo menos uma bandeira.')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0]![0]).toEqual({ brands: ['pluxee'] })
  })
})
