import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { Tooltip, TooltipProvider } from './tooltip.tsx'

describe('Tooltip', () => {
  it('shows its content when the trigger gets keyboard focus', async () => {
    await render(
      <TooltipProvider>
        <Tooltip content="Copiar link">
          <button type="button">Copiar</button>
        </Tooltip>
      </TooltipProvider>,
    )
    expect(page.getByRole('tooltip').query()).toBeNull()
    await userEvent.tab()
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Copiar link')
  })

  it('describes its trigger, so screen readers hear the hint with the button', async () => {
    const screen = await render(
      <Tooltip content="Excluir produto" defaultOpen>
        <button type="button" aria-label="Excluir">
          x
        </button>
      </Tooltip>,
    )
    await expect
      .element(screen.getByRole('button', { name: 'Excluir' }))
      .toHaveAccessibleDescription('Excluir produto')
  })

  it('works without a provider above it', async () => {
    await render(
      <Tooltip content="Sozinho">
        <button type="button">Botão</button>
      </Tooltip>,
    )
    await userEvent.hover(page.getByRole('button', { name: 'Botão' }))
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Sozinho')
  })

  it('hides on Escape', async () => {
    await render(
      <Tooltip content="Dica">
        <button type="button">Botão</button>
      </Tooltip>,
    )
    await userEvent.tab()
    await expect.element(page.getByRole('tooltip')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument()
  })
})
