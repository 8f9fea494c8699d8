import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Skeleton, SkeletonGroup, SkeletonText } from './skeleton.tsx'

describe('Skeleton', () => {
  it('is hidden from assistive technology', async () => {
    const screen = await render(<Skeleton data-testid="bone" />)
    await expect.element(screen.getByTestId('bone')).toHaveAttribute('aria-hidden', 'true')
  })

  it('draws the requested number of lines, the last one shorter', async () => {
    const screen = await render(<SkeletonText lines={4} data-testid="text" />)
    const lines = [...screen.getByTestId('text').element().children] as HTMLElement[]
    expect(lines).toHaveLength(4)
    const widths = lines.map((line) => line.getBoundingClientRect().width)
    expect(widths[3]).toBeLessThan(widths[0]!)
    expect(widths[1]).toBe(widths[0])
  })

  it('draws a single full line when asked for one (or fewer)', async () => {
    const screen = await render(<SkeletonText lines={0} data-testid="text" />)
    expect(screen.getByTestId('text').element().children).toHaveLength(1)
  })

  it('announces a loading region once, through its group', async () => {
    const screen = await render(
      <SkeletonGroup>
        <SkeletonText lines={2} />
      </SkeletonGroup>,
    )
    const region = screen.getByRole('status')
    await expect.element(region).toHaveAttribute('aria-busy', 'true')
    await expect.element(region).toHaveTextContent('Carregando…')
  })

  it('lets the screen say what is loading', async () => {
    const screen = await render(
      <SkeletonGroup label="Carregando pedidos…">
        <Skeleton />
      </SkeletonGroup>,
    )
    await expect.element(screen.getByRole('status')).toHaveTextContent('Carregando pedidos…')
  })
})
