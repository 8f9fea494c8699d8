import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import type { ImportOptions, ImportReport } from '@vitrine/api'
import { createFixtureApi } from '@vitrine/api/fixture'
import { VitrineProvider } from '@vitrine/api/react'
import { NotificationCenterProvider, createNotificationCenter } from '@vitrine/ui'
import { ImportCustomersDialog } from './ImportCustomersDialog.tsx'

const file = () =>
  new File(['nome;email\r\nAna;ana@exemplo.com'], 'clientes.csv', { type: 'text/csv' })

const report = (fields: Partial<ImportReport> = {}): ImportReport => ({
  import_id: null,
  dry_run: true,
  encoding: 'utf-8',
  separator: ';',
  unknown_columns: [],
  ignored_columns: [],
  total_rows: 1,
  created: 1,
  updated: 0,
  skipped: 0,
  failed: 0,
  errors_total: 0,
  errors: [],
  ...fields,
})

/** A call the test answers when it wants, keeping the options it was made with. */
function answerLater() {
  const calls: { options: ImportOptions; answer: (report: ImportReport) => void }[] = []
  const importCsv = vi.fn(
    (_appId: number, _file: File, options: ImportOptions) =>
      new Promise<ImportReport>((resolve) => calls.push({ options, answer: resolve })),
  )
  return { calls, importCsv }
}

function Host({
  importCsv,
  onImported = () => {},
}: {
  importCsv: (appId: number, file: File, options: ImportOptions) => Promise<ImportReport>
  onImported?: () => void
}) {
  const [api] = useState(() => {
    const fixture = createFixtureApi()
    return { ...fixture, customers: { ...fixture.customers, importCsv } }
  })
  const [open, setOpen] = useState(true)
  return (
    <VitrineProvider api={api}>
      {/* The import history in the dialog notifies after an undo. */}
      <NotificationCenterProvider center={createNotificationCenter()}>
        <button type="button" onClick={() => setOpen((value) => !value)}>
          Alternar
        </button>
        <ImportCustomersDialog
          appId={101}
          open={open}
          onOpenChange={setOpen}
          onImported={onImported}
        />
      </NotificationCenterProvider>
    </VitrineProvider>
  )
}

const dialogTitled = (name: string) => page.getByRole('dialog', { name })

async function chooseFile() {
  await userEvent.upload(page.getByLabelText('Arquivo CSV'), file())
}

describe('ImportCustomersDialog', () => {
  it('drops a dry run’s answer that arrives after it was cancelled', async () => {
    const { calls, importCsv } = answerLater()
    await render(<Host importCsv={importCsv} />)
    await chooseFile()
    await expect.element(dialogTitled('Verificando o arquivo')).toBeVisible()
    await userEvent.click(page.getByRole('button', { name: 'Cancelar' }))
    expect(calls[0]!.options.signal?.aborted).toBe(true)

    calls[0]!.answer(report())
    await new Promise((resolve) => setTimeout(resolve, 50))
    await expect.element(dialogTitled('Importar clientes')).toBeVisible()
    await expect
      .element(page.getByRole('heading', { name: 'Resultado da verificação' }))
      .not.toBeInTheDocument()
  })

  it('keeps the newest check when an older, cancelled one answers last', async () => {
    const { calls, importCsv } = answerLater()
    await render(<Host importCsv={importCsv} />)
    await chooseFile()
    await userEvent.click(page.getByRole('button', { name: 'Cancelar' }))
    await chooseFile()
    calls[1]!.answer(report({ created: 7, total_rows: 7 }))
    calls[0]!.answer(report({ created: 1 }))
    await expect.element(page.getByRole('button', { name: 'Importar 7 clientes' })).toBeVisible()
  })

  it('does not close while rows are written, and tells the list after a commit', async () => {
    const { calls, importCsv } = answerLater()
    const onImported = vi.fn()
    await render(<Host importCsv={importCsv} onImported={onImported} />)
    await chooseFile()
    calls[0]!.answer(report())
    await userEvent.click(page.getByRole('button', { name: 'Importar 1 cliente' }))
    await expect.element(dialogTitled('Importando clientes')).toBeVisible()
    expect(calls[1]!.options.dryRun).toBe(false)
    await expect.element(page.getByRole('button', { name: 'Fechar' })).not.toBeInTheDocument()

    await userEvent.keyboard('{Escape}')
    await expect.element(dialogTitled('Importando clientes')).toBeVisible()

    calls[1]!.answer(report({ dry_run: false, import_id: 9 }))
    await expect.element(dialogTitled('Importação concluída')).toBeVisible()
    expect(onImported).not.toHaveBeenCalled()
    // Closed any way after a commit (here with Escape), the list still learns about it.
    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    expect(onImported).toHaveBeenCalledOnce()
  })

  it('stops the write when cancelled and says batches may be in', async () => {
    const { calls, importCsv } = answerLater()
    await render(<Host importCsv={importCsv} />)
    await chooseFile()
    calls[0]!.answer(report())
    await userEvent.click(page.getByRole('button', { name: 'Importar 1 cliente' }))
    await userEvent.click(page.getByRole('button', { name: 'Cancelar' }))
    expect(calls[1]!.options.signal?.aborted).toBe(true)
    await expect.element(dialogTitled('Resultado da verificação')).toBeVisible()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(/A gravação foi interrompida\. Lotes que o servidor já tinha gravado/)
  })

  it('starts over when it is opened again', async () => {
    const { calls, importCsv } = answerLater()
    await render(<Host importCsv={importCsv} />)
    await chooseFile()
    calls[0]!.answer(report())
    await expect.element(dialogTitled('Resultado da verificação')).toBeVisible()

    await userEvent.keyboard('{Escape}')
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument()
    await userEvent.click(page.getByRole('button', { name: 'Alternar' }))
    await expect.element(dialogTitled('Importar clientes')).toBeVisible()
    await expect.element(page.getByLabelText('Arquivo CSV')).toHaveFocus()
  })
})
