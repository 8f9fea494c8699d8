import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Spinner } from './spinner.tsx'

describe('Spinner', () => {
  // A status region is read out by its content (role="status" takes no name from content).
  it('is a status that says "Carregando…" by default', async () => {
    const screen = await render(<Spinner />)
    await expect.element(screen.getByRole('status')).toHaveTextContent('Carregando…')
  })

  it('takes another label', async () => {
    const screen = await render(<Spinner label="Salvando pedido…" />)
    await expect.element(screen.getByRole('status')).toHaveTextContent('Salvando pedido…')
  })

  it('is silent when decorative, for places that already say they are busy', async () => {
    const screen = await render(<Spinner decorative data-testid="spinner" />)
    await expect.element(screen.getByTestId('spinner')).toHaveAttribute('aria-hidden', 'true')
    await expect.element(screen.getByTestId('spinner')).not.toHaveAttribute('role')
    await expect.element(screen.getByText('Carregando…')).not.toBeInTheDocument()
  })
})
