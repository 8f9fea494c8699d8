import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { InfoIcon } from '../../icons/index.ts'
import { Input } from './input.tsx'

describe('Input', () => {
  it('passes typing to onChange', async () => {
    const onChange = vi.fn()
    const screen = await render(<Input aria-label="Nome da loja" onChange={onChange} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome da loja' }), 'Loja')
    expect(onChange).toHaveBeenCalledTimes(4)
    await expect.element(screen.getByRole('textbox')).toHaveValue('Loja')
  })

  it('marks itself invalid with aria-invalid', async () => {
    const screen = await render(<Input aria-label="Preço" invalid />)
    await expect.element(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows adornments inside the same box as the text', async () => {
    const screen = await render(
      <Input
        aria-label="Preço"
        startAdornment="R$"
        endAdornment={<InfoIcon data-testid="icon" />}
      />,
    )
    const box = screen.getByRole('textbox').element().parentElement
    expect(box?.getAttribute('data-slot')).toBe('input-group')
    expect(box?.firstElementChild?.textContent).toBe('R$')
    expect(box?.contains(screen.getByTestId('icon').element())).toBe(true)
  })

  it('cannot be typed into when read-only or disabled', async () => {
    const screen = await render(
      <>
        <Input aria-label="Código" readOnly defaultValue="VT-001" />
        <Input aria-label="Desconto" disabled />
      </>,
    )
    await expect
      .element(screen.getByRole('textbox', { name: 'Código' }))
      .toHaveAttribute('readonly')
    await expect.element(screen.getByRole('textbox', { name: 'Desconto' })).toBeDisabled()
  })
})
