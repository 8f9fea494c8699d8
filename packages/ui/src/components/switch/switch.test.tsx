import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Switch } from './switch.tsx'

function visibleTrackText(element: Element) {
  return [...element.querySelectorAll('[data-slot="switch-text"]')]
    .filter((text) => getComputedStyle(text).display !== 'none')
    .map((text) => text.textContent)
}

describe('Switch', () => {
  it('takes its name from the label, not from the ON/OFF text', async () => {
    const screen = await render(<Switch label="Loja ativa" />)
    await expect.element(screen.getByRole('switch')).toHaveAccessibleName('Loja ativa')
  })

  it('shows OFF when off and ON when on', async () => {
    const onCheckedChange = vi.fn()
    const screen = await render(<Switch label="Loja ativa" onCheckedChange={onCheckedChange} />)
    const control = screen.getByRole('switch', { name: 'Loja ativa' })
    expect(visibleTrackText(control.element())).toEqual(['OFF'])
    await expect.element(control).not.toBeChecked()

    await userEvent.click(control)
    await expect.element(control).toBeChecked()
    expect(visibleTrackText(control.element())).toEqual(['ON'])
    expect(onCheckedChange).toHaveBeenLastCalledWith(true)
  })

  it('toggles from the keyboard and by clicking its label', async () => {
    const screen = await render(<Switch label="Loja ativa" />)
    const control = screen.getByRole('switch', { name: 'Loja ativa' })
    control.element().focus()
    await userEvent.keyboard(' ')
    await expect.element(control).toBeChecked()
    await userEvent.click(screen.getByText('Loja ativa'))
    await expect.element(control).not.toBeChecked()
  })

  it('takes other track texts', async () => {
    const screen = await render(<Switch label="Modo" defaultChecked onText="SIM" offText="NÃO" />)
    expect(visibleTrackText(screen.getByRole('switch').element())).toEqual(['SIM'])
  })
})
