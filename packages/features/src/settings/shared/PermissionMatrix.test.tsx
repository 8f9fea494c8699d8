import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { NO_LEVELS, type AreaLevels } from '@vitrine/api'
import { PermissionMatrix } from './PermissionMatrix.tsx'

function Editable({ onChange }: { onChange?: (value: AreaLevels) => void }) {
  const [value, setValue] = useState<AreaLevels>({ ...NO_LEVELS, payments: 'write' })
  return (
    <>
      <span id="matrix-label">Permissões</span>
      <PermissionMatrix
        aria-labelledby="matrix-label"
        value={value}
        showShortcuts
        onChange={(next) => {
          setValue(next)
          onChange?.(next)
        }}
      />
    </>
  )
}

const radio = (area: string, level: string) =>
  page.getByRole('radiogroup', { name: area }).getByRole('radio', { name: level })

/** The radios are visually hidden; people click the segment, which is their label. */
const segment = (area: string, level: string) =>
  page.getByRole('radiogroup', { name: area }).getByText(level, { exact: true })

describe('PermissionMatrix', () => {
  it('is one named radio group per area, showing the current levels', async () => {
    await render(<Editable />)
    await expect.element(page.getByRole('group', { name: 'Permissões' })).toBeVisible()
    expect(page.getByRole('radiogroup').all()).toHaveLength(7)
    await expect.element(radio('Pagamentos', 'Edição')).toBeChecked()
    await expect.element(radio('Layout', 'Sem acesso')).toBeChecked()
  })

  it('moves and chooses with the arrow keys inside a row, and Tab goes to the next row', async () => {
    const onChange = vi.fn()
    await render(<Editable onChange={onChange} />)
    await segment('Clientes', 'Sem acesso').click()
    onChange.mockClear()

    await userEvent.keyboard('{ArrowRight}')
    await expect.element(radio('Clientes', 'Leitura')).toBeChecked()
    await expect.element(radio('Clientes', 'Leitura')).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(radio('Clientes', 'Edição')).toBeChecked()
    await userEvent.keyboard('{ArrowLeft}')
    await expect.element(radio('Clientes', 'Leitura')).toBeChecked()
    expect(onChange).toHaveBeenLastCalledWith({
      ...NO_LEVELS,
      payments: 'write',
      customers: 'read',
    })

    // Tab leaves the row for the next area's chosen level; the arrows never cross rows.
    await userEvent.keyboard('{Tab}')
    await expect.element(radio('Configurações', 'Sem acesso')).toHaveFocus()
    await expect.element(radio('Clientes', 'Leitura')).toBeChecked()
  })

  it('sets every area at once with a shortcut', async () => {
    const onChange = vi.fn()
    await render(<Editable onChange={onChange} />)
    await page.getByRole('button', { name: 'Todas as áreas: Leitura' }).click()
    expect(onChange).toHaveBeenCalledWith(
      Object.fromEntries(Object.keys(NO_LEVELS).map((area) => [area, 'read'])),
    )
    await expect.element(radio('Pagamentos', 'Leitura')).toBeChecked()
  })

  it('shows the levels but changes nothing when disabled', async () => {
    const onChange = vi.fn()
    await render(
      <PermissionMatrix
        aria-label="Permissões"
        value={{ ...NO_LEVELS, layout: 'read' }}
        disabled
        showShortcuts
        onChange={onChange}
      />,
    )
    for (const input of page.getByRole('radio').all()) await expect.element(input).toBeDisabled()
    await expect.element(radio('Layout', 'Leitura')).toBeChecked()
    // No shortcuts either: they would only be more disabled buttons.
    await expect.element(page.getByRole('button')).not.toBeInTheDocument()
    // Forced: Playwright itself refuses to click a disabled control's label.
    await segment('Layout', 'Edição').click({ force: true })
    expect(onChange).not.toHaveBeenCalled()
  })
})
