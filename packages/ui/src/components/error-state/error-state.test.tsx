import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { ErrorState } from './error-state.tsx'

describe('ErrorState', () => {
  it('is an alert titled "Algo deu errado" unless told otherwise', async () => {
    const screen = await render(<ErrorState message="Falha ao carregar." />)
    const alert = screen.getByRole('alert')
    await expect.element(alert).toHaveTextContent('Algo deu errado')
    await expect.element(alert).toHaveTextContent('Falha ao carregar.')
  })

  it('calls onRetry from "Tentar novamente", and offers no button without it', async () => {
    const onRetry = vi.fn()
    const screen = await render(<ErrorState onRetry={onRetry} />)
    await screen.getByRole('button', { name: 'Tentar novamente' }).click()
    expect(onRetry).toHaveBeenCalledOnce()

    const bare = await render(<ErrorState title="Permissão negada" />)
    expect(bare.container.querySelector('button')).toBeNull()
  })

  it('stays busy while an asynchronous retry runs, then accepts another', async () => {
    let settle: () => void = () => {}
    const onRetry = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)))
    const screen = await render(<ErrorState onRetry={onRetry} />)
    const button = screen.getByRole('button', { name: 'Tentar novamente' })

    await button.click()
    await expect.element(button).toBeDisabled()
    await expect.element(button).toHaveAttribute('aria-busy', 'true')

    settle()
    await expect.element(button).toBeEnabled()
    await expect.element(button).not.toHaveAttribute('aria-busy')
  })

  it('recovers the button when the retry fails', async () => {
    const screen = await render(<ErrorState onRetry={() => Promise.reject(new Error('503'))} />)
    const button = screen.getByRole('button', { name: 'Tentar novamente' })
    await button.click()
    await expect.element(button).toBeEnabled()
  })

  it('folds technical details away until asked for', async () => {
    const screen = await render(<ErrorState details="statusCode: 502" />)
    await expect.element(screen.getByText('statusCode: 502')).not.toBeVisible()
    await screen.getByText('Detalhes técnicos').click()
    await expect.element(screen.getByText('statusCode: 502')).toBeVisible()
  })
})
