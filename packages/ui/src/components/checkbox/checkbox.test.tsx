import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Checkbox, type CheckedState } from './checkbox.tsx'

describe('Checkbox', () => {
  it('is named by its inline label, and clicking the label toggles it', async () => {
    const onCheckedChange = vi.fn()
    const screen = await render(
      <Checkbox label="Aceito os termos" onCheckedChange={onCheckedChange} />,
    )
    const checkbox = screen.getByRole('checkbox', { name: 'Aceito os termos' })
    await expect.element(checkbox).not.toBeChecked()
    await userEvent.click(screen.getByText('Aceito os termos'))
    await expect.element(checkbox).toBeChecked()
    expect(onCheckedChange).toHaveBeenLastCalledWith(true)
  })

  it('toggles with the space key', async () => {
    const screen = await render(<Checkbox label="Receber novidades" />)
    const checkbox = screen.getByRole('checkbox', { name: 'Receber novidades' })
    checkbox.element().focus()
    await userEvent.keyboard(' ')
    await expect.element(checkbox).toBeChecked()
  })

  it('reports the indeterminate state as mixed', async () => {
    function SelectAll() {
      const [checked, setChecked] = useState<CheckedState>('indeterminate')
      return <Checkbox label="Selecionar todos" checked={checked} onCheckedChange={setChecked} />
    }
    const screen = await render(<SelectAll />)
    const checkbox = screen.getByRole('checkbox', { name: 'Selecionar todos' })
    await expect.element(checkbox).toHaveAttribute('aria-checked', 'mixed')
    await expect.element(checkbox).toHaveAttribute('data-state', 'indeterminate')
    await userEvent.click(checkbox)
    await expect.element(checkbox).toHaveAttribute('aria-checked', 'true')
  })

  it('cannot be changed when disabled', async () => {
    const screen = await render(<Checkbox label="Aceito os termos" disabled />)
    const checkbox = screen.getByRole('checkbox', { name: 'Aceito os termos' })
    await expect.element(checkbox).toBeDisabled()
    await userEvent.click(checkbox, { force: true })
    await expect.element(checkbox).not.toBeChecked()
  })
})
