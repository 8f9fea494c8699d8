import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { VirtualList, type VirtualListProps } from './virtual-list.tsx'

const ITEMS = 10_000

/** 10 000 items, 40 px each, in a 400 px scroll area: ten rows in view. */
function Numbers(props: Partial<VirtualListProps>) {
  return (
    <VirtualList
      aria-label="Números"
      count={ITEMS}
      rowHeight={40}
      overscan={3}
      maxHeight={400}
      renderRow={(index, row) => <div {...row}>Item {index + 1}</div>}
      {...props}
    />
  )
}

const scrollArea = (root: HTMLElement) =>
  root.querySelector<HTMLElement>('[data-slot="virtual-list"]')!
const renderedIndexes = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-index]')].map((row) => Number(row.getAttribute('data-index')))

/** Scrolls the area and waits for the window to follow. */
async function scrollTo(root: HTMLElement, top: number, firstExpected: number) {
  scrollArea(root).scrollTop = top
  await vi.waitFor(() => expect(renderedIndexes(root)[0]).toBe(firstExpected))
}

describe('VirtualList', () => {
  it('puts only a window of the 10 000 items in the page', async () => {
    const { container } = await render(<Numbers />)
    // Ten in view, three below as overscan (none above: this is the top).
    expect(renderedIndexes(container)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(container.querySelectorAll('[role="listitem"]')).toHaveLength(13)
    // The rows it does not render still take their room, so the scrollbar tells the length.
    expect(scrollArea(container).scrollHeight).toBe(ITEMS * 40)
    expect(scrollArea(container).clientHeight).toBe(400)
  })

  it('moves the window as the list scrolls', async () => {
    const { container } = await render(<Numbers />)
    await scrollTo(container, 200_000, 4997)
    // Rows 5000..5009 are in view, with three more on each side.
    expect(renderedIndexes(container)).toEqual(Array.from({ length: 16 }, (_, i) => 4997 + i))
    expect(container.querySelector('[data-index="0"]')).toBeNull()
    const row = container.querySelector<HTMLElement>('[data-index="5000"]')!
    expect(row.textContent).toBe('Item 5001')
    // Placed where the scroll position says: at the top edge of the viewport.
    expect(row.getBoundingClientRect().top).toBe(scrollArea(container).getBoundingClientRect().top)

    await scrollTo(container, ITEMS * 40, 9987)
    expect(renderedIndexes(container).at(-1)).toBe(ITEMS - 1)
  })

  it('tells assistive technology the size of the whole list', async () => {
    const { container } = await render(<Numbers />)
    const items = container.querySelectorAll('[role="listitem"]')
    expect(items[0]).toHaveAttribute('aria-posinset', '1')
    expect(items[0]).toHaveAttribute('aria-setsize', String(ITEMS))
    expect(container.querySelector('[role="list"]')).toHaveAccessibleName('Números')
  })

  it('says the size is unknown while more pages may follow', async () => {
    const { container } = await render(<Numbers total={null} />)
    expect(container.querySelector('[role="listitem"]')).toHaveAttribute('aria-setsize', '-1')
  })

  it('numbers table rows after the header rows and counts them all', async () => {
    const { container } = await render(
      <Numbers
        semantics="table"
        header={
          <div role="rowgroup" className="sticky top-0 h-10 bg-surface">
            <div role="row">
              <span role="columnheader">Número</span>
            </div>
          </div>
        }
        renderRow={(index, row) => (
          <div {...row}>
            <span role="cell">Item {index + 1}</span>
          </div>
        )}
      />,
    )
    const table = container.querySelector('[role="table"]')!
    expect(table).toHaveAccessibleName('Números')
    expect(table).toHaveAttribute('aria-rowcount', String(ITEMS + 1))
    const bodyRows = container.querySelectorAll('[data-index]')
    expect(bodyRows[0]).toHaveAttribute('aria-rowindex', '2')
    // The 40 px header shows above the rows: nine of them in view, three overscan.
    expect(bodyRows).toHaveLength(12)
    await scrollTo(container, 40 + 100 * 40, 97)
    expect(container.querySelector('[data-index="100"]')).toHaveAttribute('aria-rowindex', '102')
  })

  it('asks for more once, when the end comes near', async () => {
    const onEndReached = vi.fn()
    const { container } = await render(
      <Numbers count={100} onEndReached={onEndReached} endThreshold={5} />,
    )
    expect(onEndReached).not.toHaveBeenCalled()
    // Row 84 is the last in view: still six rows away from the threshold.
    await scrollTo(container, 75 * 40, 72)
    expect(onEndReached).not.toHaveBeenCalled()
    await scrollTo(container, 85 * 40, 82)
    await vi.waitFor(() => expect(onEndReached).toHaveBeenCalledTimes(1))
    // Scrolling about near the end does not ask again…
    await scrollTo(container, 86 * 40, 83)
    expect(onEndReached).toHaveBeenCalledTimes(1)
    // …but coming back after scrolling away does.
    await scrollTo(container, 0, 0)
    await scrollTo(container, 90 * 40, 87)
    await vi.waitFor(() => expect(onEndReached).toHaveBeenCalledTimes(2))
  })

  it('asks again when the new page arrives and the end is still in view', async () => {
    function Growing() {
      const [count, setCount] = useState(5)
      return (
        <Numbers
          count={count}
          onEndReached={() => setCount((current) => Math.min(current + 5, 20))}
        />
      )
    }
    const { container } = await render(<Growing />)
    // A short list fills less than the viewport: pages keep coming until it is full or done.
    await vi.waitFor(() => expect(renderedIndexes(container)).toHaveLength(13))
    expect(scrollArea(container).scrollHeight).toBe(20 * 40)
  })

  it('keeps the first row in view when the rows change height', async () => {
    function Dense() {
      const [height, setHeight] = useState(40)
      return (
        <>
          <button onClick={() => setHeight(20)}>Compacta</button>
          <Numbers rowHeight={height} />
        </>
      )
    }
    const { container } = await render(<Dense />)
    await scrollTo(container, 1000 * 40, 997)
    await userEvent.click(container.querySelector('button')!)
    await vi.waitFor(() => expect(scrollArea(container).scrollTop).toBe(1000 * 20))
    const row = container.querySelector<HTMLElement>('[data-index="1000"]')!
    expect(row.getBoundingClientRect().top).toBe(scrollArea(container).getBoundingClientRect().top)
    // Twenty rows fit now.
    expect(renderedIndexes(container)).toHaveLength(26)
  })

  it('scrolls from the keyboard', async () => {
    const { container } = await render(<Numbers />)
    scrollArea(container).focus()
    await userEvent.keyboard('{End}')
    await vi.waitFor(() => expect(renderedIndexes(container).at(-1)).toBe(ITEMS - 1))
  })
})
