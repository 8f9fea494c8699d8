import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { Progress } from './progress.tsx'

const indicatorWidth = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-slot="progress-indicator"]')!.style.width

describe('Progress', () => {
  it('is named by its label and reads the amount in words', async () => {
    const screen = await render(
      <Progress label="Verificando linhas…" value={1200} max={5000} valueText="1.200 de 5.000" />,
    )
    const bar = screen.getByRole('progressbar', { name: 'Verificando linhas…' })
    await expect.element(bar).toHaveAttribute('aria-valuenow', '1200')
    await expect.element(bar).toHaveAttribute('aria-valuemax', '5000')
    await expect.element(bar).toHaveAttribute('aria-valuetext', '1.200 de 5.000')
    expect(indicatorWidth(screen.container)).toBe('24%')
  })

  it('says the percentage when no words are given', async () => {
    const screen = await render(<Progress label="Enviando" value={2} max={3} />)
    await expect.element(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '67%')
    await expect.element(screen.getByText('67%')).toBeVisible()
  })

  it('has no value while the amount is unknown, or when the total is not known yet', async () => {
    const screen = await render(
      <>
        <Progress label="Lendo" />
        <Progress label="Contando" value={10} max={0} />
      </>,
    )
    for (const name of ['Lendo', 'Contando']) {
      const bar = screen.getByRole('progressbar', { name })
      await expect.element(bar).not.toHaveAttribute('aria-valuenow')
      await expect.element(bar).toHaveAttribute('data-state', 'indeterminate')
    }
  })

  it('keeps a value past the total inside the bar, without a console error', async () => {
    const error = vi.spyOn(console, 'error')
    const screen = await render(<Progress label="Gravando" value={120} max={100} />)
    await expect.element(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    expect(indicatorWidth(screen.container)).toBe('100%')
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
  })

  it('hides the label from sight only', async () => {
    const screen = await render(<Progress label="Enviando" value={50} hideLabel />)
    await expect.element(screen.getByRole('progressbar')).toHaveAccessibleName('Enviando')
    expect(screen.container.querySelector('[data-slot="progress-header"]')!.classList).toContain(
      'sr-only',
    )
  })
})
