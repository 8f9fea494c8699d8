import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, mocked, screen, spyOn, userEvent, waitFor } from 'storybook/test'
import { apiOf, expectNotified } from '../../testing/story-context.ts'
import { ExportCustomersButton } from './ExportCustomersButton.tsx'

const meta = {
  title: 'Customers/Export',
  component: ExportCustomersButton,
  args: { appId: 101, filters: { tag: 'atacado', sort: 'name' } },
} satisfies Meta<typeof ExportCustomersButton>
export default meta
type Story = StoryObj<typeof meta>

/**
 * The download link's click is caught (a headless browser has nowhere to save the file), and
 * what it would have saved is kept for the play function to read.
 */
function catchDownloads() {
  const saved: { fileName: string; href: string; connected: boolean }[] = []
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ fileName: this.download, href: this.href, connected: this.isConnected })
  })
  const revoke = spyOn(URL, 'revokeObjectURL')
  return { saved, revoke, restore: () => (click.mockRestore(), revoke.mockRestore()) }
}

export const Idle: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled()
    await expect(apiOf(loaded).customers.exportCsv).not.toHaveBeenCalled()
  },
}

/**
 * The list's filters go to the export as they are; the file is saved as
 * clientes-AAAA-MM-DD.csv (the store's day) and its object URL is freed afterwards.
 */
export const Export: Story = {
  name: 'Export the filtered customers',
  play: async ({ canvas, loaded }) => {
    const downloads = catchDownloads()
    try {
      const api = apiOf(loaded)
      await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }))
      await expectNotified('Exportação pronta: clientes-2026-11-21.csv.')
      await expect(api.customers.exportCsv).toHaveBeenCalledWith(101, {
        tag: 'atacado',
        sort: 'name',
      })
      await expect(downloads.saved).toHaveLength(1)
      const [saved] = downloads.saved
      await expect(saved).toMatchObject({ fileName: 'clientes-2026-11-21.csv', connected: true })
      await expect(saved!.href).toMatch(/^blob:/)
      await waitFor(() => expect(downloads.revoke).toHaveBeenCalledWith(saved!.href))
      // The temporary link is gone from the page.
      await expect(document.querySelector('a[download]')).toBeNull()
      // What was saved is the fixture's CSV of the filtered customers.
      const blob = await mocked(api.customers.exportCsv).mock.results[0]!.value
      const text = await blob.text()
      await expect(text).toContain('Comercial Aurora Ltda')
      await expect(text).not.toContain('Ana Beatriz Souza')
    } finally {
      downloads.restore()
    }
  },
}

/** While the server streams the file, the button is busy and ignores further presses. */
export const Exporting: Story = {
  parameters: { fixture: { variant: 'loading' } },
  play: async ({ canvas, loaded }) => {
    const button = canvas.getByRole('button', { name: 'Exportar CSV' })
    await userEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'))
    await userEvent.click(button)
    await expect(apiOf(loaded).customers.exportCsv).toHaveBeenCalledOnce()
  },
}

export const ExportFails: Story = {
  name: 'Export fails',
  parameters: { fixture: { variant: 'error' } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Exportar CSV' })
    await userEvent.click(button)
    await waitFor(() =>
      expect(
        screen.getByText(
          'A exportação falhou. Não foi possível concluir a operação. Tente novamente em instantes.',
        ),
      ).toBeVisible(),
    )
    await expect(button).not.toHaveAttribute('aria-busy')
  },
}
