import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Badge } from '../badge/badge.tsx'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from './table.tsx'

const orders = [
  { id: '#1042', customer: 'Beatriz Almeida', status: 'Pago', total: 'R$ 249,90' },
  { id: '#1043', customer: 'Comercial Aurora Ltda', status: 'Aguardando', total: 'R$ 1.380,00' },
  { id: '#1044', customer: 'Débora Nascimento', status: 'Pago', total: 'R$ 89,50' },
]

function OrdersTable({ caption, footer }: { caption?: boolean; footer?: boolean }) {
  return (
    <Table aria-label={caption ? undefined : 'Pedidos de hoje'}>
      {caption ? <TableCaption>Pedidos de hoje</TableCaption> : null}
      <TableHeader>
        <TableRow>
          <TableHead>Pedido</TableHead>
          <TableHead>Cliente</TableHead>
          <TableHead>Situação</TableHead>
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order.id}>
            <TableHead scope="row" className="py-3 text-base text-foreground">
              {order.id}
            </TableHead>
            <TableCell>{order.customer}</TableCell>
            <TableCell>
              <Badge tone={order.status === 'Pago' ? 'success' : 'warning'}>{order.status}</Badge>
            </TableCell>
            <TableCell className="text-right tabular-nums">{order.total}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      {footer ? (
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3}>Total do dia</TableCell>
            <TableCell className="text-right tabular-nums">R$ 1.719,40</TableCell>
          </TableRow>
        </TableFooter>
      ) : null}
    </Table>
  )
}

/** Rows and cells are composed by the screen; the table adds the system's borders and spacing. */
const meta = {
  title: 'Primitives/Table',
  component: Table,
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Table>
export default meta
type Story = StoryObj<typeof meta>

export const Basic: Story = {
  render: () => <OrdersTable />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Pedidos de hoje' })
    // The header row, then one row per order, each named by its row header.
    await expect(within(table).getAllByRole('row')).toHaveLength(4)
    await expect(within(table).getByRole('rowheader', { name: '#1043' })).toBeVisible()
  },
}

/** A caption names the table and shows under it. */
export const WithCaption: Story = {
  render: () => <OrdersTable caption />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Pedidos de hoje' })).toBeVisible()
  },
}

export const WithFooter: Story = {
  render: () => <OrdersTable footer />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'Total do dia' })).toBeVisible()
  },
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid gap-8">
      <OrdersTable />
      <OrdersTable caption />
      <OrdersTable footer />
    </div>
  ),
}
