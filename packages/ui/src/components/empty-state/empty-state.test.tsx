import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { EmptyState } from './empty-state.tsx'

describe('EmptyState', () => {
  it('titles itself with a heading the page can choose', async () => {
    const screen = await render(
      <>
        <EmptyState title="Nenhum resultado" />
        <EmptyState titleAs="h2" title="Nenhum cliente" />
      </>,
    )
    await expect
      .element(screen.getByRole('heading', { level: 3, name: 'Nenhum resultado' }))
      .toBeVisible()
    await expect
      .element(screen.getByRole('heading', { level: 2, name: 'Nenhum cliente' }))
      .toBeVisible()
  })

  it('draws a default icon, a custom one, or none, always hidden from screen readers', async () => {
    const screen = await render(
      <>
        <EmptyState data-testid="default" title="A" />
        <EmptyState data-testid="custom" title="B" icon={<svg data-testid="mine" />} />
        <EmptyState data-testid="none" title="C" icon={null} />
      </>,
    )
    const icon = (id: string) =>
      screen.getByTestId(id).element().querySelector('[data-slot=empty-state-icon]')
    expect(icon('default')?.querySelector('svg')).not.toBeNull()
    expect(icon('default')).toHaveAttribute('aria-hidden', 'true')
    expect(icon('custom')?.querySelector('[data-testid=mine]')).not.toBeNull()
    expect(icon('none')).toBeNull()
  })

  it('shows the description and the action only when given', async () => {
    const screen = await render(
      <EmptyState
        title="Nenhum cupom"
        description="Crie o primeiro cupom."
        action={<button type="button">Criar cupom</button>}
      />,
    )
    await expect.element(screen.getByText('Crie o primeiro cupom.')).toBeVisible()
    await expect.element(screen.getByRole('button', { name: 'Criar cupom' })).toBeVisible()

    const bare = await render(<EmptyState title="Vazio" />)
    expect(bare.container.querySelector('[data-slot=empty-state-description]')).toBeNull()
    expect(bare.container.querySelector('[data-slot=empty-state-action]')).toBeNull()
  })
})
