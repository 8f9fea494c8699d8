import { createRef, useState, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Slot } from './slot.tsx'

describe('Slot', () => {
  it('renders its child element in its place, with the slot props on it', async () => {
    const screen = await render(
      <Slot data-slot="button" aria-describedby="dica">
        <a href="#lojas">Minhas lojas</a>
      </Slot>,
    )
    const link = screen.getByRole('link', { name: 'Minhas lojas' })
    await expect.element(link).toHaveAttribute('data-slot', 'button')
    await expect.element(link).toHaveAttribute('aria-describedby', 'dica')
    await expect.element(link).toHaveAttribute('href', '#lojas')
    expect(link.element().parentElement).toBe(screen.container)
  })

  it('joins classes, the child last, so the child wins a conflict', async () => {
    const screen = await render(
      <Slot className="px-4 text-sm font-medium">
        <a href="#" className="px-6 underline">
          Ver
        </a>
      </Slot>,
    )
    expect(screen.getByRole('link').element().className).toBe('text-sm font-medium px-6 underline')
  })

  it('merges styles, the child winning a property both set', async () => {
    const screen = await render(
      <Slot style={{ color: 'rgb(255, 0, 0)', marginTop: '4px' }}>
        <a href="#" style={{ color: 'rgb(0, 0, 255)' }}>
          Ver
        </a>
      </Slot>,
    )
    const style = screen.getByRole('link').element().getAttribute('style')
    expect(style).toContain('color: rgb(0, 0, 255)')
    expect(style).toContain('margin-top: 4px')
  })

  it("runs the child's handler first, then the slot's", async () => {
    const calls: string[] = []
    const screen = await render(
      <Slot onClick={() => calls.push('slot')}>
        <button type="button" onClick={() => calls.push('child')}>
          Salvar
        </button>
      </Slot>,
    )
    await userEvent.click(screen.getByRole('button'))
    expect(calls).toEqual(['child', 'slot'])
  })

  it("skips the slot's handler when the child's prevents the default", async () => {
    const slotClick = vi.fn()
    const screen = await render(
      <Slot onClick={slotClick}>
        <a href="#" onClick={(event) => event.preventDefault()}>
          Ver
        </a>
      </Slot>,
    )
    await userEvent.click(screen.getByRole('link'))
    expect(slotClick).not.toHaveBeenCalled()
  })

  it("runs the slot's handler when the child has none", async () => {
    const slotKeyDown = vi.fn()
    const screen = await render(
      <Slot onKeyDown={slotKeyDown}>
        <button type="button">Salvar</button>
      </Slot>,
    )
    screen.getByRole('button').element().focus()
    await userEvent.keyboard('{Enter}')
    expect(slotKeyDown).toHaveBeenCalledOnce()
  })

  it("lets the child's other props win, but not with an undefined", async () => {
    const screen = await render(
      <Slot title="do slot" aria-label="Salvar rascunho" tabIndex={0}>
        <button type="button" title="do filho" aria-label={undefined}>
          Salvar
        </button>
      </Slot>,
    )
    const button = screen.getByRole('button')
    await expect.element(button).toHaveAttribute('title', 'do filho')
    await expect.element(button).toHaveAccessibleName('Salvar rascunho')
  })

  it('gives the element to both refs, function and object, and clears them on unmount', async () => {
    const slotRef = createRef<HTMLElement>()
    const childRef = vi.fn()
    const screen = await render(
      <Slot ref={slotRef}>
        <a href="#" ref={childRef}>
          Ver
        </a>
      </Slot>,
    )
    const link = screen.getByRole('link').element()
    expect(slotRef.current).toBe(link)
    expect(childRef).toHaveBeenLastCalledWith(link)

    screen.unmount()
    expect(slotRef.current).toBeNull()
    expect(childRef).toHaveBeenLastCalledWith(null)
  })

  it("keeps a ref's cleanup function instead of calling it with null", async () => {
    const cleanup = vi.fn()
    const childRef = vi.fn(() => cleanup)
    const screen = await render(
      <Slot ref={createRef<HTMLElement>()}>
        <a href="#" ref={childRef}>
          Ver
        </a>
      </Slot>,
    )
    screen.unmount()
    expect(cleanup).toHaveBeenCalledOnce()
    expect(childRef).not.toHaveBeenCalledWith(null)
  })

  it('does not detach and reattach the refs on every render', async () => {
    const slotRef = vi.fn()
    const childRef = vi.fn()
    function Counter({ children }: { children: ReactNode }) {
      const [count, setCount] = useState(0)
      return (
        <Slot ref={slotRef} onClick={() => setCount(count + 1)}>
          <button type="button" ref={childRef}>
            {children} {count}
          </button>
        </Slot>
      )
    }
    const screen = await render(<Counter>Cliques</Counter>)
    await userEvent.click(screen.getByRole('button'))
    await expect.element(screen.getByRole('button')).toHaveTextContent('Cliques 1')
    expect(slotRef).toHaveBeenCalledOnce()
    expect(childRef).toHaveBeenCalledOnce()
  })

  it('refuses anything but a single element', () => {
    expect(() => Slot({ children: 'texto' })).toThrow(/exactly one React element/)
  })
})
