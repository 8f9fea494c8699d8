import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { cn } from '../../lib/cn.ts'
import { VirtualList } from './virtual-list.tsx'

/** Orders of a busy store: deterministic, so screenshots are stable. */
const order = (index: number) => ({
  number: 10_000 + index,
  buyer: ['Ana Souza', 'Bruno Lima', 'Carla Dias', 'Diego Reis', 'Elisa Prado'][index % 5]!,
  total: `R$ ${((index * 7919) % 90_000) / 100 + 20},00`.replace('.', ','),
})

const meta = {
  title: 'Primitives/VirtualList',
  component: VirtualList,
  args: {
    'aria-label': 'Pedidos',
    count: 10_000,
    rowHeight: 44,
    maxHeight: '20rem',
    className: 'max-w-md rounded-lg border border-border',
    renderRow: (index, row) => (
      <div {...row} className="flex items-center gap-3 border-b border-border px-4">
        <span className="font-medium">Pedido {order(index).number}</span>
        <span className="text-muted-foreground">{order(index).buyer}</span>
      </div>
    ),
  },
} satisfies Meta<typeof VirtualList>
export default meta
type Story = StoryObj<typeof meta>

const rendered = (root: HTMLElement) => root.querySelectorAll('[data-index]')
const scrollArea = (root: HTMLElement) =>
  root.querySelector<HTMLElement>('[data-slot="virtual-list"]')!

/** Ten thousand orders, and only the dozen in view (plus a few around them) in the page. */
export const TenThousandRows: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Pedidos' })).toBeVisible()
    await expect(rendered(canvasElement).length).toBeLessThan(20)
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '10000')
  },
}

/** Scrolled to the middle: the window moved there, the first rows left the page. */
export const ScrolledToTheMiddle: Story = {
  play: async ({ canvas, canvasElement }) => {
    scrollArea(canvasElement).scrollTop = 5000 * 44
    await waitFor(() => expect(canvas.getByText('Pedido 15000')).toBeVisible())
    await expect(canvas.queryByText('Pedido 10000')).toBeNull()
    await expect(rendered(canvasElement).length).toBeLessThan(25)
  },
}

export const Compact: Story = {
  args: {
    rowHeight: 32,
    renderRow: (index, row) => (
      <div {...row} className="flex items-center gap-3 border-b border-border px-4 text-sm">
        <span className="font-medium">Pedido {order(index).number}</span>
        <span className="text-muted-foreground">{order(index).buyer}</span>
      </div>
    ),
  },
}

/** Fewer rows than room: the area is only as tall as its rows. */
export const ShortList: Story = {
  args: { count: 3 },
  play: async ({ canvasElement }) => {
    await expect(scrollArea(canvasElement).clientHeight).toBe(3 * 44)
  },
}

const columns = 'grid grid-cols-[8rem_1fr_8rem] items-center gap-3 px-4'

/** Table semantics: a sticky header row, rows numbered after it, the total in aria-rowcount. */
export const Table: Story = {
  args: {
    semantics: 'table',
    className: 'max-w-xl rounded-lg border border-border',
    header: (
      <div role="rowgroup" className="sticky top-0 z-10 border-b border-border bg-muted">
        <div role="row" className={cn(columns, 'h-10 text-sm text-muted-foreground')}>
          <span role="columnheader">Pedido</span>
          <span role="columnheader">Comprador</span>
          <span role="columnheader" className="text-end">
            Total
          </span>
        </div>
      </div>
    ),
    renderRow: (index, row) => (
      <div {...row} className={cn(columns, 'border-b border-border')}>
        <span role="cell" className="font-medium">
          {order(index).number}
        </span>
        <span role="cell">{order(index).buyer}</span>
        <span role="cell" className="text-end tabular-nums">
          {order(index).total}
        </span>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Pedidos' })
    await expect(table).toHaveAttribute('aria-rowcount', '10001')
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2')
  },
}

function Paged({ onEndReached }: { onEndReached: () => void }) {
  const [count, setCount] = useState(30)
  const done = count >= 90
  return (
    <div className="grid max-w-md gap-2">
      <VirtualList
        aria-label="Pedidos"
        count={count}
        total={done ? count : null}
        rowHeight={44}
        maxHeight="20rem"
        className="rounded-lg border border-border"
        onEndReached={() => {
          onEndReached()
          if (!done) setCount(count + 30)
        }}
        renderRow={(index, row) => (
          <div {...row} className="flex items-center border-b border-border px-4">
            Pedido {order(index).number}
          </div>
        )}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {done ? `${count} pedidos` : `${count} pedidos carregados`}
      </p>
    </div>
  )
}

/** Keyset pages: the next page is asked for as the end comes near; the size is unknown till the last. */
export const LoadsMoreNearTheEnd: Story = {
  args: { onEndReached: fn() },
  render: (args) => <Paged onEndReached={args.onEndReached!} />,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '-1')
    await expect(args.onEndReached).not.toHaveBeenCalled()
    scrollArea(canvasElement).scrollTop = 30 * 44
    await waitFor(() => expect(canvas.getByText('60 pedidos carregados')).toBeVisible())
    scrollArea(canvasElement).scrollTop = 60 * 44
    await waitFor(() => expect(canvas.getByText('90 pedidos')).toBeVisible())
    await expect(args.onEndReached).toHaveBeenCalledTimes(2)
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '90')
    scrollArea(canvasElement).scrollTop = 0
  },
}

export const Catalogue: Story = {
  render: (args) => (
    <div className="grid grid-cols-2 gap-4">
      <VirtualList {...args} aria-label="Pedidos" className="rounded-lg border border-border" />
      <VirtualList
        {...args}
        aria-label="Pedidos (compacta)"
        rowHeight={32}
        className="rounded-lg border border-border text-sm"
      />
    </div>
  ),
}
