import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { FileField } from './file-field.tsx'

const meta = {
  title: 'Primitives/FileField',
  component: FileField,
  args: {
    label: 'Arquivo CSV',
    hint: 'Até 10 MB',
    accept: '.csv,text/csv',
    maxBytes: 10 * 1024 * 1024,
    messages: { type: 'Escolha um arquivo .csv.' },
    onFileChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileField>
export default meta
type Story = StoryObj<typeof meta>

const csvFile = (name = 'clientes.csv', size = 12_800) =>
  new File([new Uint8Array(size)], name, { type: 'text/csv' })

/** A drop as the browser delivers it (the picker's filter does not apply to drops). */
function drop(zone: Element, file: File) {
  const transfer = new DataTransfer()
  transfer.items.add(file)
  for (const type of ['dragenter', 'dragover', 'drop']) {
    zone.dispatchEvent(
      new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
    )
  }
}

const zoneOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="file-field"]')!

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Arquivo CSV')
    await expect(input).toHaveAttribute('accept', '.csv,text/csv')
    await expect(input).toHaveAccessibleDescription('Até 10 MB')
    await expect(canvas.getByText('Escolher arquivo')).toBeVisible()
  },
}

export const WithFile: Story = {
  args: { defaultFile: csvFile() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('clientes.csv', { exact: true })).toBeVisible()
    await expect(canvas.getByText('12,5 KB', { exact: true })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Remover clientes.csv' })).toBeVisible()
  },
}

/** Choosing through the picker: the field shows the file and hands it to its owner. */
export const ChooseFile: Story = {
  play: async ({ args, canvas }) => {
    const file = csvFile('base-de-clientes.csv', 2048)
    await userEvent.upload(canvas.getByLabelText('Arquivo CSV'), file)
    await expect(args.onFileChange).toHaveBeenLastCalledWith(file)
    await expect(canvas.getByText('base-de-clientes.csv', { exact: true })).toBeVisible()
  },
}

export const DropFile: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const file = csvFile('arrastado.csv', 900)
    drop(zoneOf(canvasElement), file)
    await expect(args.onFileChange).toHaveBeenLastCalledWith(file)
    await expect(await canvas.findByText('900 bytes', { exact: true })).toBeVisible()
  },
}

/** A spreadsheet dropped on a CSV field: refused with the field's message, nothing kept. */
export const WrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    drop(zoneOf(canvasElement), new File(['x'], 'clientes.xlsx'))
    const input = canvas.getByLabelText('Arquivo CSV')
    await expect(await canvas.findByText('Escolha um arquivo .csv.')).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null)
  },
}

export const TooLarge: Story = {
  args: { maxBytes: 1024 * 1024 },
  play: async ({ canvas, canvasElement }) => {
    drop(zoneOf(canvasElement), csvFile('grande.csv', 3 * 1024 * 1024))
    await expect(await canvas.findByText('O arquivo tem 3 MB; o limite é 1 MB.')).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Arquivo CSV')).toBeDisabled()
  },
}

/** The zone shows the focus ring of the input inside it; the file is removed from the keyboard. */
export const Keyboard: Story = {
  args: { defaultFile: csvFile() },
  play: async ({ args, canvas }) => {
    await userEvent.tab()
    await expect(canvas.getByLabelText('Arquivo CSV')).toHaveFocus()
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null)
    await expect(canvas.getByLabelText('Arquivo CSV')).toHaveFocus()
    await expect(canvas.queryByText('clientes.csv', { exact: true })).not.toBeInTheDocument()
  },
}

export const Catalogue: Story = {
  render: (args) => (
    <div className="grid gap-6">
      <FileField {...args} label="Vazio" />
      <FileField {...args} label="Com arquivo" defaultFile={csvFile()} />
      <FileField {...args} label="Com mensagem" message="O servidor recusou o arquivo." />
      <FileField {...args} label="Obrigatório" required />
      <FileField {...args} label="Desabilitado" disabled />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Com mensagem')).toHaveAttribute('aria-invalid', 'true')
  },
}
