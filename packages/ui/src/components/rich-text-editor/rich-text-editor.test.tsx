import { createRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { RichTextEditor, type RichTextEditorHandle } from './rich-text-editor.tsx'

function lastHtml(onChange: ReturnType<typeof vi.fn>): string {
  return String(onChange.mock.lastCall?.[0] ?? '')
}

/** A 1×1 transparent PNG, so a pasted file has real image bytes. */
const PNG_BYTES = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (char) => char.charCodeAt(0),
)

function pasteFiles(target: Element, files: File[]) {
  const data = new DataTransfer()
  for (const file of files) data.items.add(file)
  target.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  )
}

describe('RichTextEditor', () => {
  it('reports the HTML on every change, and an emptied editor as an empty string', async () => {
    const onChange = vi.fn()
    const screen = await render(<RichTextEditor aria-label="Descrição" onChange={onChange} />)
    const textbox = screen.getByRole('textbox', { name: 'Descrição' })
    await textbox.click()
    await userEvent.keyboard('Olá')
    await vi.waitFor(() => expect(lastHtml(onChange)).toBe('<p>Olá</p>'))
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}')
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''))
  })

  it('neutralises a javascript: address given through the link action', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <RichTextEditor aria-label="Descrição" value="<p>Clique aqui</p>" onChange={onChange} />,
    )
    await screen.getByRole('textbox', { name: 'Descrição' }).click()
    await userEvent.keyboard('{Control>}a{/Control}')
    await screen.getByRole('button', { name: 'Link' }).click()
    await screen.getByRole('textbox', { name: 'Endereço do link' }).fill('  JaVaScRiPt:alert(1)')
    await screen.getByRole('button', { name: 'Aplicar' }).click()

    await vi.waitFor(() => expect(lastHtml(onChange)).toContain('href="about:blank"'))
    expect(lastHtml(onChange)).not.toMatch(/javascript/i)
    await expect
      .element(screen.getByRole('link', { name: 'Clique aqui' }))
      .toHaveAttribute('href', 'about:blank')
  })

  it('keeps a safe address and adds https:// to a bare host name', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <RichTextEditor aria-label="Descrição" value="<p>Nossa loja</p>" onChange={onChange} />,
    )
    await screen.getByRole('textbox', { name: 'Descrição' }).click()
    await userEvent.keyboard('{Control>}a{/Control}')
    await screen.getByRole('button', { name: 'Link' }).click()
    await userEvent.keyboard('www.loja.com.br{Enter}')
    await vi.waitFor(() => expect(lastHtml(onChange)).toContain('href="https://www.loja.com.br"'))
    await expect
      .element(screen.getByRole('button', { name: 'Link' }))
      .toHaveAttribute('aria-pressed', 'true')
  })

  it('applies the rules to HTML given as value: bad links, images and frames', async () => {
    const screen = await render(
      <RichTextEditor
        aria-label="Descrição"
        value={[
          '<p><a href="javascript:alert(1)">perigo</a> <a href="tel:+5511999990000">ligar</a></p>',
          '<img src="javascript:alert(1)" alt="ruim">',
          '<img src="https://cdn.loja.com.br/foto.png" alt="boa">',
          '<iframe src="https://evil.example/"></iframe>',
          '<iframe class="ql-video" src="https://youtu.be/dQw4w9WgXcQ"></iframe>',
          '<p><span class="ql-size-huge">grande</span></p>',
        ].join('')}
      />,
    )
    await expect
      .element(screen.getByRole('link', { name: 'perigo' }))
      .toHaveAttribute('href', 'about:blank')
    await expect
      .element(screen.getByRole('link', { name: 'ligar' }))
      .toHaveAttribute('href', 'tel:+5511999990000')
    const content = screen.getByRole('textbox', { name: 'Descrição' }).element()
    expect(content.querySelectorAll('img')).toHaveLength(1)
    expect(content.querySelector('img')?.getAttribute('alt')).toBe('boa')
    const frames = content.querySelectorAll('iframe')
    expect(frames).toHaveLength(1)
    expect(frames[0]?.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ')
    expect(frames[0]?.getAttribute('sandbox')).toContain('allow-scripts')
    expect(content.querySelector('span[data-size="huge"]')?.textContent).toBe('grande')
  })

  it('embeds a YouTube link given to the video action, and refuses other sites', async () => {
    const onChange = vi.fn()
    const screen = await render(<RichTextEditor aria-label="Descrição" onChange={onChange} />)
    await screen.getByRole('textbox', { name: 'Descrição' }).click()
    await screen.getByRole('button', { name: 'Vídeo' }).click()
    const address = screen.getByRole('textbox', { name: 'Link do YouTube ou do Vimeo' })
    await address.fill('https://loja.com.br/video.mp4')
    await screen.getByRole('button', { name: 'Inserir' }).click()
    await expect.element(screen.getByRole('alert')).toHaveTextContent('YouTube ou do Vimeo')
    expect(onChange).not.toHaveBeenCalled()

    await address.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')
    await screen.getByRole('button', { name: 'Inserir' }).click()
    await vi.waitFor(() =>
      expect(lastHtml(onChange)).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"'),
    )
    expect(lastHtml(onChange)).toContain('title="Vídeo do YouTube"')
  })

  it('refuses an image address that is not http, https or data:image', async () => {
    const onChange = vi.fn()
    const screen = await render(<RichTextEditor aria-label="Descrição" onChange={onChange} />)
    await screen.getByRole('button', { name: 'Imagem' }).click()
    await screen.getByRole('textbox', { name: 'Endereço da imagem' }).fill('ftp://x.com/a.png')
    await screen.getByRole('button', { name: 'Inserir' }).click()
    await expect.element(screen.getByRole('alert')).toBeVisible()
    expect(onChange).not.toHaveBeenCalled()

    await screen.getByRole('textbox', { name: 'Endereço da imagem' }).fill('cdn.loja.com.br/a.png')
    await screen.getByRole('textbox', { name: 'Descrição da imagem (opcional)' }).fill('Camiseta')
    await screen.getByRole('button', { name: 'Inserir' }).click()
    await vi.waitFor(() =>
      expect(lastHtml(onChange)).toContain('src="https://cdn.loja.com.br/a.png" alt="Camiseta"'),
    )
  })

  it('inserts pasted PNG files as data URLs and ignores other image types', async () => {
    const onChange = vi.fn()
    const screen = await render(<RichTextEditor aria-label="Descrição" onChange={onChange} />)
    const textbox = screen.getByRole('textbox', { name: 'Descrição' })
    await textbox.click()
    pasteFiles(textbox.element(), [new File([PNG_BYTES], 'anim.gif', { type: 'image/gif' })])
    pasteFiles(textbox.element(), [new File([PNG_BYTES], 'foto.png', { type: 'image/png' })])
    await vi.waitFor(() => expect(lastHtml(onChange)).toContain('src="data:image/png;base64,'))
    expect(textbox.element().querySelectorAll('img')).toHaveLength(1)
  })

  it('replaces the document when the value changes from outside, without reporting it', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <RichTextEditor aria-label="Descrição" value="<p>Antes</p>" onChange={onChange} />,
    )
    await screen.rerender(
      <RichTextEditor aria-label="Descrição" value="<p>Depois</p>" onChange={onChange} />,
    )
    await expect
      .element(screen.getByRole('textbox', { name: 'Descrição' }))
      .toHaveTextContent('Depois')
    expect(onChange).not.toHaveBeenCalled()
    // The outside change is not an undo step.
    await expect.element(screen.getByRole('button', { name: 'Desfazer' })).toBeDisabled()
  })

  it('keeps typing where it is when the parent echoes the reported HTML back', async () => {
    function Controlled() {
      const [html, setHtml] = useState('<p>ab</p>')
      return <RichTextEditor aria-label="Descrição" value={html} onChange={setHtml} />
    }
    const screen = await render(<Controlled />)
    const textbox = screen.getByRole('textbox', { name: 'Descrição' })
    await textbox.click()
    await userEvent.keyboard('{End}{ArrowLeft}XY')
    await expect.element(textbox).toHaveTextContent('aXYb')
  })

  it('is one Tab stop whose controls are reached with the arrow keys', async () => {
    const screen = await render(
      <>
        <button type="button">Antes</button>
        <RichTextEditor aria-label="Descrição" />
      </>,
    )
    await screen.getByRole('button', { name: 'Antes' }).click()
    await userEvent.tab()
    await expect.element(screen.getByRole('combobox', { name: 'Estilo do texto' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect.element(screen.getByRole('button', { name: 'Negrito' })).toHaveFocus()
    await userEvent.keyboard('{End}')
    await expect.element(screen.getByRole('button', { name: 'Vídeo' })).toHaveFocus()
    await userEvent.tab()
    await expect.element(screen.getByRole('textbox', { name: 'Descrição' })).toHaveFocus()
    // Back into the toolbar lands on the control used last.
    await userEvent.tab({ shift: true })
    await expect.element(screen.getByRole('button', { name: 'Vídeo' })).toHaveFocus()
  })

  it('hides the toolbar when read-only and disables it when disabled', async () => {
    const screen = await render(<RichTextEditor aria-label="Descrição" readOnly value="<p>x</p>" />)
    expect(screen.getByRole('toolbar').query()).toBeNull()
    const textbox = screen.getByRole('textbox', { name: 'Descrição' })
    await expect.element(textbox).toHaveAttribute('contenteditable', 'false')
    await expect.element(textbox).toHaveAttribute('aria-readonly', 'true')

    await screen.rerender(<RichTextEditor aria-label="Descrição" disabled value="<p>x</p>" />)
    await expect.element(screen.getByRole('button', { name: 'Negrito' })).toBeDisabled()
    await expect.element(textbox).toHaveAttribute('aria-disabled', 'true')
  })
  it('inserts text at the cursor through its handle, as text and as one undo step', async () => {
    const onChange = vi.fn()
    const handle = createRef<RichTextEditorHandle>()
    const screen = await render(
      <RichTextEditor ref={handle} aria-label="Corpo" value="<p>Olá !</p>" onChange={onChange} />,
    )
    const textbox = screen.getByRole('textbox', { name: 'Corpo' })
    await textbox.click()
    await userEvent.keyboard('{End}{ArrowLeft}')
    handle.current?.insertText('{{customer_name}}<b>')
    await vi.waitFor(() =>
      expect(lastHtml(onChange)).toBe('<p>Olá {{customer_name}}&lt;b&gt;!</p>'),
    )
    await expect.element(textbox).toHaveFocus()
    await screen.getByRole('button', { name: 'Desfazer' }).click()
    await vi.waitFor(() => expect(lastHtml(onChange)).toBe('<p>Olá !</p>'))
  })

  it('inserts nothing through its handle when read-only', async () => {
    const onChange = vi.fn()
    const handle = createRef<RichTextEditorHandle>()
    const screen = await render(
      <RichTextEditor
        ref={handle}
        aria-label="Corpo"
        readOnly
        value="<p>x</p>"
        onChange={onChange}
      />,
    )
    handle.current?.insertText('{{order_number}}')
    await expect.element(screen.getByRole('textbox', { name: 'Corpo' })).toHaveTextContent(/^x$/)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('keeps the addresses its caller claims, through the value and the link action', async () => {
    const onChange = vi.fn()
    const keep = (address: string) => /^\{\{[a-z_]+\}\}$/.test(address)
    const screen = await render(
      <RichTextEditor
        aria-label="Corpo"
        keepAddress={keep}
        value={'<p><a href="{{order_url}}">pedido</a> <a href="javascript:x">mal</a> loja</p>'}
        onChange={onChange}
      />,
    )
    await expect
      .element(screen.getByRole('link', { name: 'pedido' }))
      .toHaveAttribute('href', '{{order_url}}')
    await expect
      .element(screen.getByRole('link', { name: 'mal' }))
      .toHaveAttribute('href', 'about:blank')
    await screen.getByRole('textbox', { name: 'Corpo' }).click()
    await userEvent.keyboard('{End}{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}')
    await screen.getByRole('button', { name: 'Link' }).click()
    await screen.getByRole('textbox', { name: 'Endereço do link' }).fill('{{store_url}}')
    await screen.getByRole('button', { name: 'Aplicar' }).click()
    await vi.waitFor(() => expect(lastHtml(onChange)).toContain('href="{{store_url}}"'))
  })
})
