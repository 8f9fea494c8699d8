import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { Label } from './label.tsx'

describe('Label', () => {
  it('names the control it points to', async () => {
    const screen = await render(
      <>
        <Label htmlFor="store">Nome da loja</Label>
        <input id="store" />
      </>,
    )
    await expect.element(screen.getByRole('textbox')).toHaveAccessibleName('Nome da loja')
  })

  it('marks a required field with a visible * and the word "obrigatório" for screen readers', async () => {
    const screen = await render(
      <>
        <Label htmlFor="email" required>
          E-mail
        </Label>
        <input id="email" />
      </>,
    )
    await expect.element(screen.getByRole('textbox')).toHaveAccessibleName('E-mail obrigatório')
    await expect.element(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true')
  })

  it('is a native label, so a click on it focuses its control', async () => {
    const screen = await render(
      <>
        <Label htmlFor="store">Nome da loja</Label>
        <input id="store" />
      </>,
    )
    await screen.getByText('Nome da loja').click()
    await expect.element(screen.getByRole('textbox')).toHaveFocus()
  })

  it('does not start a text selection on a double click, but leaves a single click alone', async () => {
    const screen = await render(<Label>Nome da loja</Label>)
    const label = screen.getByText('Nome da loja').element()
    const press = (detail: number) => {
      const event = new MouseEvent('mousedown', { detail, bubbles: true, cancelable: true })
      label.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(press(1)).toBe(false)
    expect(press(2)).toBe(true)
  })
})
