import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Badge } from './badge.tsx'

describe('Badge', () => {
  it('is neutral by default and exposes its tone for styling and tests', async () => {
    const screen = await render(<Badge>Rascunho</Badge>)
    await expect.element(screen.getByText('Rascunho')).toHaveAttribute('data-tone', 'neutral')
  })

  it('colours each tone differently, so statuses can be told apart at a glance', async () => {
    const screen = await render(
      <>
        <Badge tone="success">Pago</Badge>
        <Badge tone="danger">Falhou</Badge>
      </>,
    )
    const colour = (text: string) => getComputedStyle(screen.getByText(text).element()).color
    expect(colour('Pago')).not.toBe(colour('Falhou'))
  })
})
