import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { PasswordInput } from './password-input.tsx'

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    const screen = await render(<PasswordInput aria-label="Senha" defaultValue="segredo1" />)
    const input = screen.getByLabelText('Senha', { exact: true })
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' })
    await expect.element(input).toHaveAttribute('type', 'password')
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false')

    await userEvent.click(toggle)
    await expect.element(input).toHaveAttribute('type', 'text')
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true')

    await userEvent.click(toggle)
    await expect.element(input).toHaveAttribute('type', 'password')
  })

  it('can be toggled from the keyboard', async () => {
    const screen = await render(<PasswordInput aria-label="Senha" />)
    await userEvent.click(screen.getByLabelText('Senha', { exact: true }))
    await userEvent.tab()
    await expect.element(screen.getByRole('button', { name: 'Mostrar senha' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect
      .element(screen.getByLabelText('Senha', { exact: true }))
      .toHaveAttribute('type', 'text')
  })

  it('passes autoComplete through to the input', async () => {
    const screen = await render(
      <PasswordInput aria-label="Nova senha" autoComplete="new-password" />,
    )
    await expect
      .element(screen.getByLabelText('Nova senha'))
      .toHaveAttribute('autocomplete', 'new-password')
  })
})
