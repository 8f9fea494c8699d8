import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Textarea } from './textarea.tsx'

describe('Textarea', () => {
  it('counts characters against maxLength as the user types', async () => {
    const screen = await render(<Textarea aria-label="Descrição" maxLength={140} />)
    await expect.element(screen.getByText('0/140')).toBeVisible()
    await userEvent.type(screen.getByRole('textbox'), 'Frete grátis')
    await expect.element(screen.getByText('12/140')).toBeVisible()
    await expect
      .element(screen.getByRole('textbox'))
      .toHaveAccessibleDescription('12 de 140 caracteres')
  })

  it('counts a controlled value', async () => {
    const screen = await render(
      <Textarea aria-label="Descrição" maxLength={50} value="Olá" onChange={() => {}} />,
    )
    await expect.element(screen.getByText('3/50')).toBeVisible()
  })

  it('has no counter without maxLength', async () => {
    const screen = await render(<Textarea aria-label="Descrição" />)
    expect(screen.container.querySelector('[data-slot="textarea-count"]')).toBeNull()
  })

  it('marks itself invalid and can be disabled', async () => {
    const screen = await render(
      <>
        <Textarea aria-label="Descrição" invalid />
        <Textarea aria-label="Observações" disabled />
      </>,
    )
    await expect
      .element(screen.getByRole('textbox', { name: 'Descrição' }))
      .toHaveAttribute('aria-invalid', 'true')
    await expect.element(screen.getByRole('textbox', { name: 'Observações' })).toBeDisabled()
  })
})
