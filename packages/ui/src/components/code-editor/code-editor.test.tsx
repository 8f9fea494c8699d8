import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { EditorView } from '@codemirror/view'
import { getIndentUnit, language as languageFacet } from '@codemirror/language'
import { CodeEditor } from './code-editor.tsx'
import { CODE_LANGUAGES } from './code-languages.ts'

function viewOf(root: Element): EditorView {
  const view = EditorView.findFromDOM(root.querySelector<HTMLElement>('.cm-editor')!)
  if (!view) throw new Error('CodeMirror view not found')
  return view
}

describe('CodeEditor', () => {
  it('names its text area and reports every change', async () => {
    const onChange = vi.fn()
    const screen = await render(<CodeEditor aria-label="Código do tema" onChange={onChange} />)
    await screen.getByRole('textbox', { name: 'Código do tema' }).click()
    await userEvent.keyboard('let x')
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith('let x'))
  })

  it('blocks typing when read-only', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <CodeEditor aria-label="Código" value="SELECT 1" readOnly onChange={onChange} />,
    )
    const textbox = screen.getByRole('textbox', { name: 'Código' })
    await expect.element(textbox).toHaveAttribute('aria-readonly', 'true')
    await textbox.click()
    await userEvent.keyboard('{End} FROM dual')
    await expect.element(textbox).toHaveTextContent('SELECT 1')
    expect(viewOf(screen.container).state.doc.toString()).toBe('SELECT 1')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('switches language when the prop changes', async () => {
    const code = 'a { color: red }'
    const screen = await render(<CodeEditor aria-label="Código" value={code} language="plain" />)
    const root = screen.container.querySelector('[data-slot="code-editor"]')!
    await vi.waitFor(() => expect(root.getAttribute('data-language')).toBe('plain'))
    expect(root.querySelectorAll('.cm-line span')).toHaveLength(0)

    await screen.rerender(<CodeEditor aria-label="Código" value={code} language="css" />)
    await vi.waitFor(() => expect(root.getAttribute('data-language')).toBe('css'))
    expect(viewOf(root).state.facet(languageFacet)?.name).toBe('css')
    await vi.waitFor(() => expect(root.querySelectorAll('.cm-line span').length).toBeGreaterThan(0))

    await screen.rerender(<CodeEditor aria-label="Código" value={code} language="xml" />)
    await vi.waitFor(() => expect(root.getAttribute('data-language')).toBe('html'))
    expect(viewOf(root).state.facet(languageFacet)?.name).toBe('html')
  })

  it.each(CODE_LANGUAGES.map((entry) => [entry.id]))('loads %s on demand', async (id) => {
    const screen = await render(<CodeEditor aria-label="Código" value="x" language={id} />)
    const root = screen.container.querySelector('[data-slot="code-editor"]')!
    await vi.waitFor(() => expect(root.getAttribute('data-language')).toBe(id))
    expect(viewOf(root).state.facet(languageFacet) === null).toBe(id === 'plain')
  })

  it.each([
    [20, 8],
    [0, 1],
    [4, 4],
  ])('clamps an indent of %s to %s spaces, which Tab inserts', async (requested, spaces) => {
    const onChange = vi.fn()
    const screen = await render(
      <CodeEditor aria-label="Código" indentUnit={requested} onChange={onChange} />,
    )
    expect(getIndentUnit(viewOf(screen.container).state)).toBe(spaces)
    await screen.getByRole('textbox', { name: 'Código' }).click()
    await userEvent.keyboard('{Tab}x')
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(`${' '.repeat(spaces)}x`))
  })

  it('keeps the cursor where it is when the parent echoes the value back', async () => {
    function Controlled() {
      const [code, setCode] = useState('ab')
      return <CodeEditor aria-label="Código" value={code} onChange={setCode} />
    }
    const screen = await render(<Controlled />)
    await screen.getByRole('textbox', { name: 'Código' }).click()
    await userEvent.keyboard('{End}{ArrowLeft}XY')
    await vi.waitFor(() => expect(viewOf(screen.container).state.doc.toString()).toBe('aXYb'))
  })

  it('applies a new value from outside without reporting it or making it undoable', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <CodeEditor aria-label="Código" value="antes" onChange={onChange} />,
    )
    await screen.rerender(<CodeEditor aria-label="Código" value="depois" onChange={onChange} />)
    const view = viewOf(screen.container)
    await vi.waitFor(() => expect(view.state.doc.toString()).toBe('depois'))
    expect(onChange).not.toHaveBeenCalled()
    await screen.getByRole('textbox', { name: 'Código' }).click()
    await userEvent.keyboard('{Control>}z{/Control}')
    expect(view.state.doc.toString()).toBe('depois')
  })

  it('takes a fixed height and scrolls inside it', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => `linha ${index + 1}`).join('\n')
    const screen = await render(<CodeEditor aria-label="Código" value={lines} height={120} />)
    const root = screen.container.querySelector<HTMLElement>('[data-slot="code-editor"]')!
    expect(root.getBoundingClientRect().height).toBe(120)
    const scroller = root.querySelector<HTMLElement>('.cm-scroller')!
    expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight)
  })
})
