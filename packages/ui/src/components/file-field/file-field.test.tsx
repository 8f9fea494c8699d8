import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { FileField } from './file-field.tsx'

const csv = (name = 'clientes.csv', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'text/csv' })

/** What a browser hands a page when a file is dropped on it. */
function dropOn(element: Element, ...files: File[]) {
  const transfer = new DataTransfer()
  for (const file of files) transfer.items.add(file)
  for (const type of ['dragenter', 'dragover', 'drop']) {
    element.dispatchEvent(
      new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
    )
  }
}

const zoneOf = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-slot="file-field"]')!

describe('FileField', () => {
  it('labels the native input and shows the chosen file’s name and size', async () => {
    const onFileChange = vi.fn()
    const screen = await render(
      <FileField label="Arquivo CSV" hint="Até 10 MB" accept=".csv" onFileChange={onFileChange} />,
    )
    const input = screen.getByLabelText('Arquivo CSV')
    await expect.element(input).toHaveAttribute('type', 'file')
    await expect.element(input).toHaveAttribute('accept', '.csv')
    await expect.element(input).toHaveAccessibleDescription('Até 10 MB')

    const file = csv()
    await userEvent.upload(input, file)
    expect(onFileChange).toHaveBeenLastCalledWith(file)
    await expect.element(screen.getByText('clientes.csv', { exact: true })).toBeVisible()
    await expect.element(screen.getByText('2 KB', { exact: true })).toBeVisible()
    await expect.element(input).toHaveAccessibleDescription('Até 10 MB clientes.csv 2 KB')
  })

  it('takes a dropped file and highlights the zone while something is dragged over it', async () => {
    const onFileChange = vi.fn()
    const screen = await render(<FileField label="Arquivo CSV" onFileChange={onFileChange} />)
    const zone = zoneOf(screen.container)
    zone.dispatchEvent(
      new DragEvent('dragover', {
        bubbles: true,
        cancelable: true,
        dataTransfer: new DataTransfer(),
      }),
    )
    await expect.element(zone).toHaveAttribute('data-dragging', 'true')

    const file = csv('base.csv')
    dropOn(zone, file)
    expect(onFileChange).toHaveBeenLastCalledWith(file)
    await expect.element(screen.getByText('base.csv', { exact: true })).toBeVisible()
    await expect.element(zone).not.toHaveAttribute('data-dragging')
  })

  it('refuses a file of another type with the field message, and keeps nothing', async () => {
    const onFileChange = vi.fn()
    const screen = await render(
      <FileField
        label="Arquivo CSV"
        accept=".csv,text/csv"
        messages={{ type: 'Escolha um arquivo .csv.' }}
        onFileChange={onFileChange}
      />,
    )
    dropOn(zoneOf(screen.container), new File(['x'], 'clientes.xlsx'))
    const input = screen.getByLabelText('Arquivo CSV')
    await expect.element(input).toHaveAttribute('aria-invalid', 'true')
    await expect.element(input).toHaveAccessibleDescription('Escolha um arquivo .csv.')
    expect(onFileChange).toHaveBeenLastCalledWith(null)
    expect(screen.container.querySelector('[data-slot="file-field-file"]')).toBeNull()

    // A good file afterwards clears the message.
    dropOn(zoneOf(screen.container), csv())
    await expect.element(input).not.toHaveAttribute('aria-invalid')
  })

  it('refuses a file over the size limit and more than one file at a time', async () => {
    const screen = await render(<FileField label="Arquivo CSV" maxBytes={1024} />)
    dropOn(zoneOf(screen.container), csv('grande.csv', 4096))
    await expect.element(screen.getByText('O arquivo tem 4 KB; o limite é 1 KB.')).toBeVisible()
    dropOn(zoneOf(screen.container), csv('a.csv', 10), csv('b.csv', 10))
    await expect.element(screen.getByText('Escolha um arquivo só.')).toBeVisible()
  })

  it('runs the field’s own check after type and size', async () => {
    const screen = await render(
      <FileField
        label="Arquivo CSV"
        validate={(file) => (file.size === 0 ? 'O arquivo está vazio.' : null)}
      />,
    )
    dropOn(zoneOf(screen.container), new File([], 'vazio.csv'))
    await expect.element(screen.getByText('O arquivo está vazio.')).toBeVisible()
  })

  it('removes the file from the keyboard and puts focus back on the picker', async () => {
    const onFileChange = vi.fn()
    const screen = await render(
      <FileField label="Arquivo CSV" defaultFile={csv()} onFileChange={onFileChange} />,
    )
    const input = screen.getByLabelText('Arquivo CSV')
    await userEvent.tab()
    await expect.element(input).toHaveFocus()
    await userEvent.tab()
    await expect.element(screen.getByRole('button', { name: 'Remover clientes.csv' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onFileChange).toHaveBeenLastCalledWith(null)
    await expect.element(input).toHaveFocus()
    expect(screen.container.querySelector('[data-slot="file-field-file"]')).toBeNull()
  })

  it('shows the owner’s file when controlled, and an outside message', async () => {
    function Owner() {
      const [file, setFile] = useState<File | null>(csv('do-dono.csv'))
      return (
        <>
          <FileField
            label="Arquivo CSV"
            file={file}
            onFileChange={setFile}
            message="O servidor recusou o arquivo."
          />
          <button type="button" onClick={() => setFile(null)}>
            Limpar
          </button>
        </>
      )
    }
    const screen = await render(<Owner />)
    await expect.element(screen.getByText('do-dono.csv', { exact: true })).toBeVisible()
    await expect
      .element(screen.getByLabelText('Arquivo CSV'))
      .toHaveAccessibleDescription(/O servidor recusou o arquivo\./)
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }))
    expect(screen.container.querySelector('[data-slot="file-field-file"]')).toBeNull()
  })

  it('opens the picker on a click anywhere in the zone, and takes no drop when disabled', async () => {
    const onFileChange = vi.fn()
    const screen = await render(
      <FileField label="Arquivo CSV" disabled onFileChange={onFileChange} />,
    )
    const zone = zoneOf(screen.container)
    const input = screen.getByLabelText('Arquivo CSV').element() as HTMLInputElement
    const click = vi.spyOn(input, 'click')
    zone.click()
    expect(click).not.toHaveBeenCalled()
    dropOn(zone, csv())
    expect(onFileChange).not.toHaveBeenCalled()
    await expect.element(input).toBeDisabled()

    await screen.rerender(<FileField label="Arquivo CSV" onFileChange={onFileChange} />)
    const enabled = screen.getByLabelText('Arquivo CSV').element() as HTMLInputElement
    const enabledClick = vi.spyOn(enabled, 'click').mockImplementation(() => {})
    zoneOf(screen.container).click()
    expect(enabledClick).toHaveBeenCalledOnce()
  })
})
