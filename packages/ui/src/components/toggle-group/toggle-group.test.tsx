import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { ToggleGroup, ToggleGroupItem } from './toggle-group.tsx'

function Density({ onValueChange }: { onValueChange?: (value: string) => void }) {
  const [value, setValue] = useState('comfortable')
  return (
    <ToggleGroup
      aria-label="Densidade"
      value={value}
      onValueChange={(next) => {
        setValue(next)
        onValueChange?.(next)
      }}
    >
      <ToggleGroupItem value="comfortable">Confortável</ToggleGroupItem>
      <ToggleGroupItem value="compact">Compacta</ToggleGroupItem>
      <ToggleGroupItem value="spacious" disabled>
        Espaçosa
      </ToggleGroupItem>
    </ToggleGroup>
  )
}

describe('ToggleGroup', () => {
  it('is a named radio group with one option chosen', async () => {
    const screen = await render(<Density />)
    await expect.element(screen.getByRole('radiogroup', { name: 'Densidade' })).toBeVisible()
    await expect.element(screen.getByRole('radio', { name: 'Confortável' })).toBeChecked()
    await expect.element(screen.getByRole('radio', { name: 'Compacta' })).not.toBeChecked()
  })

  it('moves the choice with the arrow keys, skipping disabled options and wrapping', async () => {
    const onValueChange = vi.fn()
    const screen = await render(<Density onValueChange={onValueChange} />)
    await userEvent.tab()
    await expect.element(screen.getByRole('radio', { name: 'Confortável' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(screen.getByRole('radio', { name: 'Compacta' })).toBeChecked()
    expect(onValueChange).toHaveBeenLastCalledWith('compact')
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(screen.getByRole('radio', { name: 'Confortável' })).toBeChecked()
    await userEvent.keyboard('{ArrowLeft}')
    await expect.element(screen.getByRole('radio', { name: 'Compacta' })).toHaveFocus()
  })

  it('is one tab stop: Tab leaves the group from the chosen option', async () => {
    const screen = await render(
      <>
        <Density />
        <button>Depois</button>
      </>,
    )
    await userEvent.tab()
    await userEvent.tab()
    await expect.element(screen.getByRole('button', { name: 'Depois' })).toHaveFocus()
  })

  it('keeps the choice when the chosen option is pressed again', async () => {
    const onValueChange = vi.fn()
    const screen = await render(<Density onValueChange={onValueChange} />)
    await userEvent.click(screen.getByRole('radio', { name: 'Confortável' }))
    await expect.element(screen.getByRole('radio', { name: 'Confortável' })).toBeChecked()
    expect(onValueChange).not.toHaveBeenCalled()
  })
})
