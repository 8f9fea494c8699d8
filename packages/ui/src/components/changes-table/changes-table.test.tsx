import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { ChangesTable } from './changes-table.tsx'

const rows = [
  { key: 'name', field: 'Nome', before: 'Beatriz', after: 'Beatriz Souza' },
  { key: 'status', field: 'Situação', before: 'Ativo', after: 'Inativo' },
]

describe('ChangesTable', () => {
  it('shows each field as a row header with its value before and after, in columns', async () => {
    const screen = await render(<ChangesTable rows={rows} />)
    const table = screen.getByRole('table', { name: 'Campos alterados' })
    const all = table.getByRole('row')
    // The header row, then one row per change.
    expect(all.all()).toHaveLength(3)
    await expect.element(all.nth(0)).toHaveTextContent('CampoAntesDepois')
    const status = table.getByRole('row', { name: /Situação/ })
    await expect.element(status.getByRole('rowheader')).toHaveTextContent('Situação')
    await expect.element(status.getByRole('cell').nth(0)).toHaveTextContent('Ativo')
    await expect.element(status.getByRole('cell').nth(1)).toHaveTextContent('Inativo')
  })

  it('gives its id to the table, so a disclosure button can point at it', async () => {
    const screen = await render(<ChangesTable id="changes-1" rows={rows} />)
    await expect.element(screen.getByRole('table')).toHaveAttribute('id', 'changes-1')
  })

  it('says so, under the same id, when no field changed', async () => {
    const screen = await render(
      <ChangesTable id="changes-2" rows={[]} emptyMessage="Nada mudou." />,
    )
    await expect.element(screen.getByText('Nada mudou.')).toHaveAttribute('id', 'changes-2')
    await expect.element(screen.getByRole('table')).not.toBeInTheDocument()
  })

  it('takes the screen’s caption and column names', async () => {
    const screen = await render(
      <ChangesTable
        rows={rows}
        caption="Alterações"
        fieldLabel="Dado"
        beforeLabel="Era"
        afterLabel="Ficou"
      />,
    )
    const table = screen.getByRole('table', { name: 'Alterações' })
    await expect.element(table.getByRole('row').nth(0)).toHaveTextContent('DadoEraFicou')
  })
})
