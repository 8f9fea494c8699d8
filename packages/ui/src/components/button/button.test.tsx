import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { Button } from './button.tsx'

describe('Button', () => {
  it('is a non-submitting button by default, so it never submits a surrounding form', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    const screen = await render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Cancelar</Button>
      </form>,
    )
    await screen.getByRole('button', { name: 'Cancelar' }).click()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('renders its child with the button look when asChild is set', async () => {
    const screen = await render(
      <Button asChild variant="secondary">
        <a href="/apps">Minhas lojas</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Minhas lojas' })
    await expect.element(link).toHaveAttribute('data-slot', 'button')
    await expect.element(link).not.toHaveAttribute('type')
    await expect.element(link).toHaveAttribute('href', '/apps')
    expect(link.element().className).toContain('bg-surface')
  })

  it('puts the spinner inside its child while loading, and says it is busy and disabled', async () => {
    const screen = await render(
      <Button asChild loading>
        <a href="/apps">Minhas lojas</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Minhas lojas' })
    await expect.element(link).toHaveAttribute('aria-busy', 'true')
    await expect.element(link).toHaveAttribute('aria-disabled', 'true')
    await expect.element(link).toHaveTextContent('Minhas lojas')
    expect(link.element().querySelector('[data-slot="spinner"]')).not.toBeNull()
  })
})

describe('Button while loading', () => {
  it('shows a spinner, is busy, swallows presses, keeps its name and stays focusable', async () => {
    const onClick = vi.fn()
    const screen = await render(
      <Button loading onClick={onClick}>
        Salvar
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Salvar', exact: true })
    await expect.element(button).toHaveAttribute('aria-busy', 'true')
    await expect.element(button).toHaveAttribute('aria-disabled', 'true')
    expect(button.element().querySelector('[data-slot="spinner"]')).not.toBeNull()
    // force: Playwright would wait for an aria-disabled button to become enabled.
    await button.click({ force: true })
    expect(onClick).not.toHaveBeenCalled()
    // Not `disabled`: a disabled button would drop keyboard focus to the page.
    ;(button.element() as HTMLButtonElement).focus()
    expect(document.activeElement).toBe(button.element())
  })

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault())
    const screen = await render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Salvar
        </Button>
      </form>,
    )
    await screen.getByRole('button', { name: 'Salvar', exact: true }).click({ force: true })
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('is a plain enabled button again when loading ends', async () => {
    const screen = await render(<Button loading={false}>Salvar</Button>)
    const button = screen.getByRole('button', { name: 'Salvar' })
    await expect.element(button).toBeEnabled()
    await expect.element(button).not.toHaveAttribute('aria-busy')
    expect(button.element().querySelector('[data-slot="spinner"]')).toBeNull()
  })
})
