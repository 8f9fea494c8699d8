import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './table.tsx'

function Orders() {
  return (
    <Table className="text-sm">
      <TableCaption>Pedidos</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Pedido</TableHead>
          <TableHead>Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableHead scope="row">#1042</TableHead>
          <TableCell>R$ 249,90</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  )
}

describe('Table', () => {
  it('is named by its caption, with column and row headers a screen reader can follow', async () => {
    const screen = await render(<Orders />)
    const table = screen.getByRole('table', { name: 'Pedidos' })
    await expect.element(table.getByRole('columnheader', { name: 'Total' })).toBeVisible()
    await expect.element(table.getByRole('rowheader', { name: '#1042' })).toBeVisible()
    await expect.element(table.getByRole('cell', { name: 'R$ 249,90' })).toBeVisible()
  })

  it('headings are column headers unless the screen says otherwise', async () => {
    const screen = await render(<Orders />)
    await expect
      .element(screen.getByText('Pedido', { exact: true }))
      .toHaveAttribute('scope', 'col')
    await expect.element(screen.getByText('#1042')).toHaveAttribute('scope', 'row')
  })

  it('lets the screen override its classes (the later class of a family wins)', async () => {
    const screen = await render(<Orders />)
    const table = screen.getByRole('table').element()
    expect(table.className).toContain('text-sm')
    expect(table.className).not.toContain('text-base')
  })

  it('scrolls sideways inside its container when wider than the room it has', async () => {
    const screen = await render(
      <div style={{ width: 120 }}>
        <Orders />
      </div>,
    )
    const container = screen.container.querySelector<HTMLElement>('[data-slot="table-container"]')!
    expect(getComputedStyle(container).overflowX).toBe('auto')
    expect(container.getBoundingClientRect().width).toBe(120)
  })
})
