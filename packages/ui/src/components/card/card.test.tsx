import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Card, CardAction, CardHeader, CardTitle } from './card.tsx'

describe('Card', () => {
  it('titles with an h3 by default, so a card inside a page section keeps the outline', async () => {
    const screen = await render(
      <Card>
        <CardHeader>
          <CardTitle>Vendas de hoje</CardTitle>
        </CardHeader>
      </Card>,
    )
    await expect
      .element(screen.getByRole('heading', { level: 3, name: 'Vendas de hoje' }))
      .toBeVisible()
  })

  it('lets the page choose another heading level through asChild', async () => {
    const screen = await render(
      <CardTitle asChild>
        <h2>Resumo</h2>
      </CardTitle>,
    )
    const heading = screen.getByRole('heading', { level: 2, name: 'Resumo' })
    await expect.element(heading).toHaveAttribute('data-slot', 'card-title')
  })

  it('places a header action at the top right, beside the title', async () => {
    const screen = await render(
      <Card className="w-96">
        <CardHeader>
          <CardTitle>Gateway</CardTitle>
          <CardAction>
            <button type="button">Editar</button>
          </CardAction>
        </CardHeader>
      </Card>,
    )
    const title = screen.getByRole('heading').element().getBoundingClientRect()
    const action = screen.getByRole('button').element().getBoundingClientRect()
    expect(action.left).toBeGreaterThan(title.right)
    expect(action.top).toBeLessThanOrEqual(title.top + 4)
  })
})
