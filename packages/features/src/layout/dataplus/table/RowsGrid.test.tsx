import type { DataplusColumn, DataplusRow } from '@vitrine/api'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { RowsGrid } from './RowsGrid.tsx'

const column = (
  id: number,
  key: string,
  label: string,
  type: DataplusColumn['type'],
): DataplusColumn => ({
  id,
  key,
  label,
  type,
  required: false,
  unique: false,
  indexed: false,
  default: null,
})
const COLUMNS = [column(1, 'tamanho', 'Tamanho', 'text'), column(2, 'busto', 'Busto', 'number')]
const ROWS: DataplusRow[] = [
  { id: 11, values: { tamanho: 'P', busto: 84 }, created_at: '', updated_at: '' },
  { id: 12, values: { tamanho: 'M', busto: 90 }, created_at: '', updated_at: '' },
]

function renderGrid(
  saveCell: (row: DataplusRow, column: DataplusColumn, value: unknown) => Promise<string | null>,
) {
  return render(
    <RowsGrid
      columns={COLUMNS}
      rows={ROWS}
      hasMore={false}
      onEndReached={() => {}}
      stale={false}
      sort={{}}
      onSortChange={() => {}}
      canWrite
      saveCell={saveCell}
      removeRow={async () => {}}
    />,
  )
}

describe('the rows grid edits cells in place', () => {
  it('keeps a value the column refuses in the cell with its message, and Escape cancels', async () => {
    const saveCell = vi.fn(async () => null)
    await renderGrid(saveCell)
    await userEvent.dblClick(page.getByText('84'))
    const editor = page.getByRole('textbox', { name: 'Busto, linha 11' })
    await expect.element(editor).toHaveValue('84')
    await userEvent.fill(editor, 'oitenta')
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('alert')).toHaveTextContent('Informe um número inteiro.')
    await expect.element(editor).toHaveAttribute('aria-invalid', 'true')
    expect(saveCell).not.toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    await expect.element(editor).not.toBeInTheDocument()
    await expect.element(page.getByText('84')).toHaveFocus()
  })

  it('opens with Enter, saves the parsed value with Enter, and shows the server refusal in the cell', async () => {
    const saveCell = vi
      .fn<(row: DataplusRow, column: DataplusColumn, value: unknown) => Promise<string | null>>()
      .mockResolvedValueOnce('Outra linha já tem este valor, e esta coluna não aceita repetidos.')
      .mockResolvedValueOnce(null)
    await renderGrid(saveCell)
    ;(page.getByText('90').element() as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    const editor = page.getByRole('textbox', { name: 'Busto, linha 12' })
    await userEvent.fill(editor, '86')
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByRole('alert')).toHaveTextContent('Outra linha já tem este valor')
    expect(saveCell).toHaveBeenLastCalledWith(ROWS[1], COLUMNS[1], 86)
    await userEvent.keyboard('{Enter}')
    await expect.element(editor).not.toBeInTheDocument()
    expect(saveCell).toHaveBeenCalledTimes(2)
  })

  it('moves between cells with the arrows', async () => {
    await renderGrid(async () => null)
    ;(page.getByText('P', { exact: true }).element() as HTMLElement).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect.element(page.getByText('84')).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect.element(page.getByText('90')).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect.element(page.getByText('M', { exact: true })).toHaveFocus()
  })
})
