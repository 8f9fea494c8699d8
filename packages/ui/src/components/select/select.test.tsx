import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Field } from '../field/field.tsx'
import { Select } from './select.tsx'

const states = [
  { value: 'SP', label: 'São Paulo' },
  { value: 'RJ', label: 'Rio de Janeiro' },
  { value: 'MG', label: 'Minas Gerais', disabled: true },
]

describe('Select', () => {
  it('shows "Selecione" until something is chosen, and it cannot be chosen back', async () => {
    const screen = await render(<Select aria-label="Estado" options={states} />)
    const select = screen.getByRole('combobox', { name: 'Estado' })
    await expect.element(select).toHaveDisplayValue('Selecione')
    await expect.element(select).toHaveValue('')
    await expect.element(screen.getByRole('option', { name: 'Selecione' })).toBeDisabled()
  })

  it('takes another placeholder', async () => {
    const screen = await render(
      <Select aria-label="Estado" options={states} placeholder="Escolha um estado" />,
    )
    await expect.element(screen.getByRole('combobox')).toHaveDisplayValue('Escolha um estado')
  })

  it('starts from a default value', async () => {
    const screen = await render(<Select aria-label="Estado" options={states} defaultValue="RJ" />)
    await expect.element(screen.getByRole('combobox')).toHaveDisplayValue('Rio de Janeiro')
  })

  it('reports the chosen value', async () => {
    const onValueChange = vi.fn()
    const screen = await render(
      <Select aria-label="Estado" options={states} onValueChange={onValueChange} />,
    )
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Estado' }),
      'Rio de Janeiro',
    )
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('RJ')
    await expect.element(screen.getByRole('combobox')).toHaveDisplayValue('Rio de Janeiro')
  })

  it('follows a controlled value, back to the placeholder when it is emptied', async () => {
    function Controlled() {
      const [value, setValue] = useState('SP')
      return (
        <>
          <Select aria-label="Estado" options={states} value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue('')}>
            Limpar
          </button>
        </>
      )
    }
    const screen = await render(<Controlled />)
    const select = screen.getByRole('combobox')
    await expect.element(select).toHaveDisplayValue('São Paulo')
    await userEvent.selectOptions(select, 'RJ')
    await expect.element(select).toHaveDisplayValue('Rio de Janeiro')
    await screen.getByRole('button', { name: 'Limpar' }).click()
    await expect.element(select).toHaveDisplayValue('Selecione')
  })

  it('changes from the keyboard, skipping disabled options', async () => {
    const onValueChange = vi.fn()
    const screen = await render(
      <Select aria-label="Estado" options={states} onValueChange={onValueChange} />,
    )
    const select = screen.getByRole('combobox')
    await userEvent.tab()
    await expect.element(select).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(onValueChange).toHaveBeenLastCalledWith('RJ')
    expect(onValueChange).not.toHaveBeenCalledWith('MG')
    await expect.element(select).toHaveDisplayValue('Rio de Janeiro')
  })

  it('marks itself invalid and can be disabled', async () => {
    const screen = await render(
      <>
        <Select aria-label="Estado" options={states} invalid />
        <Select aria-label="Cidade" options={states} disabled />
      </>,
    )
    await expect
      .element(screen.getByRole('combobox', { name: 'Estado' }))
      .toHaveAttribute('aria-invalid', 'true')
    await expect.element(screen.getByRole('combobox', { name: 'Cidade' })).toBeDisabled()
  })

  it('takes its name, description and invalid state from a surrounding Field', async () => {
    const screen = await render(
      <Field label="Estado" hint="Onde fica a loja." message="Estado é obrigatório." required>
        <Select options={states} name="state" />
      </Field>,
    )
    const select = screen.getByRole('combobox', { name: 'Estado obrigatório' })
    await expect.element(select).toHaveAttribute('aria-invalid', 'true')
    await expect
      .element(select)
      .toHaveAccessibleDescription('Onde fica a loja. Estado é obrigatório.')
    await expect.element(select).toHaveAttribute('name', 'state')
  })

  it('is submitted with a form under its name, and left out while nothing is chosen', async () => {
    const screen = await render(
      <form aria-label="Loja">
        <Select aria-label="Estado" options={states} name="state" />
      </form>,
    )
    const form = screen.getByRole('form').element() as HTMLFormElement
    // The placeholder option is disabled, and a form never sends a disabled option.
    expect(new FormData(form).get('state')).toBeNull()
    await userEvent.selectOptions(screen.getByRole('combobox'), 'SP')
    expect(new FormData(form).get('state')).toBe('SP')
  })

  it('gives its ref to the select element', async () => {
    let element: HTMLSelectElement | null = null
    await render(
      <Select
        aria-label="Estado"
        options={states}
        ref={(node) => {
          element = node
        }}
      />,
    )
    expect(element).toBeInstanceOf(HTMLSelectElement)
  })
})
