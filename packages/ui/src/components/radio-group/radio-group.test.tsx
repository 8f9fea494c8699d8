import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import * as v from 'valibot'
import { Form } from '../../form/form.tsx'
import { SubmitButton } from '../../form/submit-button.tsx'
import { Field } from '../field/field.tsx'
import { RadioGroupField } from './radio-group-field.tsx'
import { RadioGroup, RadioGroupItem } from './radio-group.tsx'

describe('RadioGroup', () => {
  it('is named by its Field and describes each option with its sentence', async () => {
    const screen = await render(
      <Field label="Captura" hint="Como o valor é cobrado.">
        <RadioGroup defaultValue="automatic">
          <RadioGroupItem value="automatic" label="Automática" description="Cobra na hora." />
          <RadioGroupItem value="pre_authorize" label="Pré-autorização" />
        </RadioGroup>
      </Field>,
    )
    const group = screen.getByRole('radiogroup', { name: 'Captura' })
    await expect.element(group).toHaveAccessibleDescription('Como o valor é cobrado.')
    await expect
      .element(screen.getByRole('radio', { name: 'Automática' }))
      .toHaveAccessibleDescription('Cobra na hora.')
    await expect.element(screen.getByRole('radio', { name: 'Automática' })).toBeChecked()
  })

  it('moves the choice with the arrow keys and chooses from the label', async () => {
    const onValueChange = vi.fn()
    const screen = await render(
      <RadioGroup aria-label="Ambiente" onValueChange={onValueChange}>
        <RadioGroupItem value="sandbox" label="Sandbox" />
        <RadioGroupItem value="production" label="Produção" />
      </RadioGroup>,
    )
    await userEvent.click(screen.getByText('Produção'))
    expect(onValueChange).toHaveBeenLastCalledWith('production')
    await expect.element(screen.getByRole('radio', { name: 'Produção' })).toBeChecked()
    screen.getByRole('radio', { name: 'Produção' }).element().focus()
    await userEvent.keyboard('{ArrowUp}')
    await expect.element(screen.getByRole('radio', { name: 'Sandbox' })).toBeChecked()
    expect(onValueChange).toHaveBeenLastCalledWith('sandbox')
  })
})

describe('RadioGroupField', () => {
  it('binds the choice to the form and shows the message on the group', async () => {
    const onSubmit = vi.fn()
    const schema = v.object({ capture: v.picklist(['automatic', 'pre'], 'Escolha como cobrar.') })
    const screen = await render(
      <Form schema={schema} defaultValues={{ capture: '' as 'pre' }} onSubmit={onSubmit}>
        <RadioGroupField name="capture" label="Captura">
          <RadioGroupItem value="automatic" label="Automática" />
          <RadioGroupItem value="pre" label="Pré-autorização" />
        </RadioGroupField>
        <SubmitButton>Salvar</SubmitButton>
      </Form>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    const group = screen.getByRole('radiogroup', { name: 'Captura' })
    await expect.element(group).toHaveAccessibleDescription('Escolha como cobrar.')
    await expect.element(group).toHaveAttribute('aria-invalid', 'true')
    expect(onSubmit).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('radio', { name: 'Pré-autorização' }))
    await expect.element(group).not.toHaveAttribute('aria-invalid')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled())
    expect(onSubmit.mock.calls[0]![0]).toEqual({ capture: 'pre' })
  })
})
