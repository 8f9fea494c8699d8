import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { FilterChip } from './filter-chip.tsx'

describe('FilterChip', () => {
  it('shows the label and the value, and names its button after both', async () => {
    const onRemove = vi.fn()
    const screen = await render(<FilterChip label="Etiqueta" value="vip" onRemove={onRemove} />)
    await expect.element(screen.getByText('Etiqueta:')).toBeVisible()
    await expect.element(screen.getByText('vip')).toBeVisible()
    const remove = screen.getByRole('button', { name: 'Remover filtro Etiqueta: vip' })
    await userEvent.click(remove)
    expect(onRemove).toHaveBeenCalledOnce()
  })

  it('names the button after the label alone when there is no value', async () => {
    const screen = await render(<FilterChip label="Com compras" onRemove={() => {}} />)
    await expect
      .element(screen.getByRole('button'))
      .toHaveAccessibleName('Remover filtro Com compras')
  })

  it('does not remove while disabled', async () => {
    const onRemove = vi.fn()
    const screen = await render(<FilterChip label="Com compras" onRemove={onRemove} disabled />)
    await expect.element(screen.getByRole('button')).toBeDisabled()
    await userEvent.click(screen.getByRole('button'), { force: true })
    expect(onRemove).not.toHaveBeenCalled()
  })
})
