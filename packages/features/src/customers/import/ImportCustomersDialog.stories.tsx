import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test'
import { ApiError, type ImportOptions } from '@vitrine/api'
import type { FixtureApi } from '@vitrine/api/fixture'
import { Button } from '@vitrine/ui'
import {
  apiOf,
  chooseImportFile as choose,
  csvFile as csv,
  expectCalled,
  findDialog,
  withOpenDialog,
} from '../../testing/story-context.ts'
import { ImportCustomersDialog, type ImportCustomersDialogProps } from './ImportCustomersDialog.tsx'

/** The list screen's part: a button that opens the dialog, and the dialog. */
function WithOpener(args: ImportCustomersDialogProps) {
  const [open, setOpen] = useState(args.open)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Importar CSV
      </Button>
      <ImportCustomersDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          args.onOpenChange(next)
        }}
      />
    </>
  )
}

const meta = {
  title: 'Customers/Import',
  component: ImportCustomersDialog,
  args: { appId: 101, open: true, onOpenChange: fn(), onImported: fn() },
  render: (args) => <WithOpener {...args} />,
  // The open dialog hides the opener behind it (see withOpenDialog).
  parameters: withOpenDialog,
} satisfies Meta<typeof ImportCustomersDialog>
export default meta
type Story = StoryObj<typeof meta>

/** Semicolons, as Brazilian spreadsheets save: a good row, and three kinds of mistakes. */
const fileWithErrors = () =>
  csv('clientes-loja-antiga.csv', [
    'nome;email;documento;cor favorita',
    'Maria Silva;maria@exemplo.com;529.982.247-25;',
    'João Souza;joao@exemplo;;azul',
    'Carla Dias;carla@exemplo.com;123.456.789-00;',
  ])

/** Two new customers and one already stored (found by e-mail and updated). */
const cleanFile = () =>
  csv('clientes-novos.csv', [
    'nome,email,telefone',
    'Fernanda Oliveira,fernanda@exemplo.com.br,(11) 91234-5678',
    'Gustavo Ramos,gustavo.ramos@exemplo.com,',
    'Ana Beatriz Souza,ana.souza@exemplo.com.br,(11) 98765-4321',
  ])

const dialog = () => within(screen.getByRole('dialog'))
const fileInput = () => screen.getByLabelText('Arquivo CSV')

const dryRuns = (api: FixtureApi) =>
  mocked(api.customers.importCsv).mock.calls.map(([, , options]) => options.dryRun)

/** The first step: the file field (CSV only, up to 10 MB) and what the file should hold. */
export const ChooseFile: Story = {
  name: 'Choose a file',
  play: async ({ loaded }) => {
    const input = await screen.findByLabelText('Arquivo CSV')
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Importar clientes' })).toBeVisible(),
    )
    await expect(input).toHaveAttribute('accept', '.csv,text/csv')
    await expect(input).toHaveAccessibleDescription('Até 10 MB.')
    await waitFor(() => expect(input).toHaveFocus())
    const columns = dialog().getByRole('region', { name: 'O que o arquivo precisa ter' })
    for (const column of ['nome', 'email', 'documento', 'telefone', 'cep']) {
      await expect(within(columns).getByText(column, { exact: true })).toBeVisible()
    }
    await expect(columns).toHaveTextContent(/vírgula ou por ponto e vírgula/)
    await expect(columns).toHaveTextContent(/UTF-8 ou Latin-1/)
    await expect(apiOf(loaded).customers.importCsv).not.toHaveBeenCalled()
  },
}

/**
 * A file with an invalid CPF, a bad e-mail and an unknown column: the dry run runs at once,
 * lists each problem in Portuguese by line and column, and nothing is written. The file fits in
 * one batch, so importing it as it is would write nothing: only "choose another file" is offered.
 */
export const DryRunWithErrors: Story = {
  name: 'Dry run with errors',
  play: async ({ loaded }) => {
    const api = apiOf(loaded)
    await choose(fileWithErrors())
    const title = await screen.findByRole('heading', { name: 'Resultado da verificação' })
    await waitFor(() => expect(title).toHaveFocus())

    const problems = dialog().getByRole('table', { name: 'Problemas encontrados (3)' })
    const rows = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      )
    await expect(rows).toEqual([
      ['3', 'email', 'Informe um endereço de e-mail válido.'],
      ['3', 'cor favorita', 'Coluna desconhecida «cor favorita»: confira o cabeçalho.'],
      ['4', 'documento', 'Informe um CPF ou CNPJ válido: confira os dígitos.'],
    ])
    await expect(dialog().getByText(/3 linhas, lido como UTF-8/)).toHaveTextContent(
      'colunas separadas por ponto e vírgula',
    )
    await expect(dialog().getByText(/Os valores nelas não são importados/)).toHaveTextContent(
      'Coluna desconhecida: «cor favorita».',
    )
    const novos = dialog().getByText('Novos').parentElement!
    await expect(novos).toHaveTextContent('1')
    const failed = dialog().getByText('Com erro').parentElement!
    await expect(failed).toHaveTextContent('2')
    await expect(dialog().getByText(/lotes de 500 linhas/)).toBeVisible()
    await expect(dialog().getByText(/nada será importado enquanto houver erros/)).toBeVisible()
    await expect(dialog().getByRole('button', { name: 'Escolher outro arquivo' })).toBeVisible()
    await expect(
      dialog().queryByRole('button', { name: 'Importar assim mesmo' }),
    ).not.toBeInTheDocument()

    await expect(api.customers.importCsv).toHaveBeenCalledOnce()
    await expect(api.customers.importCsv).toHaveBeenCalledWith(
      101,
      expect.objectContaining({ name: 'clientes-loja-antiga.csv' }),
      expect.objectContaining({ dryRun: true }),
    )
    await expect(dryRuns(api)).not.toContain(false)
    await expect(api.state.customers.imports).toEqual([])
  },
}

/** Long files report progress while the server checks them. */
export const DryRunProgress: Story = {
  name: 'Dry run in progress',
  play: async ({ loaded }) => {
    mocked(apiOf(loaded).customers.importCsv).mockImplementation(
      (_appId, _file, { onProgress }: ImportOptions) => {
        onProgress?.({ type: 'progress', phase: 'check', done: 1200, total: 5000 })
        return new Promise(() => {})
      },
    )
    await choose(csv('clientes-grande.csv', ['nome;email']))
    const bar = await screen.findByRole('progressbar', { name: 'Verificando linhas…' })
    await expect(bar).toHaveAttribute('aria-valuetext', '1.200 de 5.000')
    await expect(screen.getByText('1.200 de 5.000')).toBeVisible()
    await expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true')
  },
}

/** Cancelling stops the upload (its signal aborts) and goes back to the file field. */
export const CancelDryRun: Story = {
  name: 'Cancel the dry run',
  play: async ({ loaded }) => {
    let signal: AbortSignal | undefined
    mocked(apiOf(loaded).customers.importCsv).mockImplementation(
      (_appId, _file, options: ImportOptions) => {
        signal = options.signal
        return new Promise(() => {})
      },
    )
    await choose(csv('clientes.csv', ['nome;email']))
    await screen.findByRole('progressbar', { name: 'Enviando o arquivo…' })
    await userEvent.click(dialog().getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(signal?.aborted).toBe(true))
    await waitFor(() => expect(fileInput()).toHaveFocus())
    await expect(screen.getByRole('dialog', { name: 'Importar clientes' })).toBeVisible()
  },
}

/**
 * A clean file: the dry run, "Importar 3 clientes", the result, and the undo (confirmed
 * first). "Concluir" tells the list to reload and closes.
 */
export const ImportAndUndo: Story = {
  name: 'Import a clean file, then undo',
  parameters: { fixture: { variant: 'stateful' } },
  play: async ({ args, loaded }) => {
    const api = apiOf(loaded)
    await choose(cleanFile())
    await screen.findByRole('heading', { name: 'Resultado da verificação' })
    await expect(dialog().getByText('Novos').parentElement).toHaveTextContent('2')
    await expect(dialog().getByText('A atualizar').parentElement).toHaveTextContent('1')
    await expect(dialog().queryByRole('table')).not.toBeInTheDocument()
    await expect(dialog().getByText(/colunas separadas por vírgula/)).toBeVisible()

    await userEvent.click(dialog().getByRole('button', { name: 'Importar 3 clientes' }))
    const done = await screen.findByRole('heading', { name: 'Importação concluída' })
    await waitFor(() => expect(done).toHaveFocus())
    await expect(api.customers.importCsv).toHaveBeenLastCalledWith(
      101,
      expect.objectContaining({ name: 'clientes-novos.csv' }),
      expect.objectContaining({ dryRun: false }),
    )
    await expect(dialog().getByText('Criados').parentElement).toHaveTextContent('2')
    await expect(dialog().getByText('Atualizados').parentElement).toHaveTextContent('1')
    await expect(dialog().getByText(/3 clientes gravados/)).toBeVisible()

    await userEvent.click(dialog().getByRole('button', { name: 'Desfazer importação' }))
    const confirm = await findDialog('Desfazer a importação?', 'alertdialog')
    // The confirmation fades in: visible once its entry transition has begun.
    await waitFor(() =>
      expect(
        confirm.getByText(
          '2 clientes criados por ela são excluídos e 1 cliente atualizado volta a ser como era antes.',
        ),
      ).toBeVisible(),
    )
    await userEvent.click(confirm.getByRole('button', { name: 'Desfazer importação' }))
    await expectCalled(api.customers.undoImport, 101, 1)
    const undone = await screen.findByRole('heading', { name: 'Importação desfeita' })
    await waitFor(() => expect(undone).toHaveFocus())
    await expect(
      dialog().getByText(
        'Importação desfeita: 2 clientes excluídos e 1 cliente voltou a ser como era.',
      ),
    ).toBeVisible()
    await expect(api.state.customers.imports[0]?.undone_at).not.toBeNull()
    await expect(
      dialog().queryByRole('button', { name: 'Desfazer importação' }),
    ).not.toBeInTheDocument()

    await userEvent.click(dialog().getByRole('button', { name: 'Concluir' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(args.onImported).toHaveBeenCalledOnce())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}

/** The result as the user sees it, with the undo at hand. */
export const ImportDone: Story = {
  name: 'Import result',
  parameters: { fixture: { variant: 'stateful' } },
  play: async () => {
    await choose(cleanFile())
    await userEvent.click(await screen.findByRole('button', { name: 'Importar 3 clientes' }))
    await screen.findByRole('heading', { name: 'Importação concluída' })
    await expect(dialog().getByRole('button', { name: 'Desfazer importação' })).toBeVisible()
  },
}

/** A spreadsheet chosen through "All files": refused before any upload. */
export const WrongFileType: Story = {
  name: 'Wrong file type',
  play: async ({ loaded }) => {
    // The picker's own filter is off, as when the user switches it to "All files".
    const user = userEvent.setup({ applyAccept: false })
    const input = await screen.findByLabelText('Arquivo CSV')
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible())
    await user.upload(
      input,
      new File(['PK'], 'clientes.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    )
    await expect(await screen.findByText('Escolha um arquivo .csv.')).toBeVisible()
    await expect(fileInput()).toHaveAttribute('aria-invalid', 'true')
    await expect(apiOf(loaded).customers.importCsv).not.toHaveBeenCalled()
  },
}

/** Over 10 MB: refused in the browser, with what to do about it. */
export const FileTooLarge: Story = {
  name: 'File too large',
  play: async ({ loaded }) => {
    await choose(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'base.csv', { type: 'text/csv' }))
    await expect(
      await screen.findByText(
        'O arquivo tem 10 MB e o limite é 10 MB. Divida-o em arquivos menores e importe um de cada vez.',
      ),
    ).toBeVisible()
    await expect(apiOf(loaded).customers.importCsv).not.toHaveBeenCalled()
  },
}

/** The server refuses the upload (here with 413): said in the dialog, the file can be changed. */
export const ServerError: Story = {
  name: 'Server refuses the file',
  parameters: {
    fixture: {
      variant: 'error',
      error: new ApiError({
        statusCode: 413,
        statusMessage: 'Payload Too Large',
        message: 'Request Entity Too Large',
      }),
    },
  },
  play: async () => {
    await choose(csv('clientes.csv', ['nome;email', 'Ana;ana@exemplo.com']))
    // The dialog's notice (the import history below the file field fails too, as its own alert).
    const alerts = await within(await screen.findByRole('dialog')).findAllByRole('alert')
    const alert = alerts.find((element) => element.dataset.slot === 'import-notice')!
    await expect(alert).toHaveTextContent(
      'O arquivo passa do limite de 10 MB da importação. Divida-o em arquivos menores e importe um de cada vez.',
    )
    await expect(screen.getByRole('dialog', { name: 'Importar clientes' })).toBeVisible()
    await waitFor(() => expect(fileInput()).toHaveFocus())
  },
}

/** The commit fails (network): the report stays, with the error above it, ready to try again. */
export const CommitFails: Story = {
  name: 'Commit fails',
  play: async ({ loaded }) => {
    const api = apiOf(loaded)
    const checked = mocked(api.customers.importCsv).getMockImplementation()
    mocked(api.customers.importCsv).mockImplementation(async (appId, file, options) => {
      if (options.dryRun) return checked!(appId, file, options)
      throw new ApiError({
        statusCode: 0,
        statusMessage: 'Network Error',
        message: 'Sem conexão com o servidor. Confira a internet e tente de novo.',
      })
    })
    await choose(cleanFile())
    await userEvent.click(await screen.findByRole('button', { name: 'Importar 3 clientes' }))
    const alert = await within(screen.getByRole('dialog')).findByRole('alert')
    await expect(alert).toHaveTextContent(
      'Sem conexão com o servidor. Confira a internet e tente de novo.',
    )
    await expect(screen.getByRole('heading', { name: 'Resultado da verificação' })).toBeVisible()
    await expect(dialog().getByRole('button', { name: 'Importar 3 clientes' })).toBeVisible()
  },
}

/**
 * Narrow screens: the report's counts wrap two by two and the errors table scrolls. "Choose
 * another file" goes back to the file field, focused, for the corrected file.
 */
export const Mobile: Story = {
  name: 'Mobile · choose another file',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    await choose(fileWithErrors())
    await expect(
      await screen.findByRole('table', { name: 'Problemas encontrados (3)' }),
    ).toBeVisible()
    await userEvent.click(dialog().getByRole('button', { name: 'Escolher outro arquivo' }))
    await waitFor(() => expect(fileInput()).toHaveFocus())
    await expect(screen.getByRole('dialog', { name: 'Importar clientes' })).toBeVisible()
  },
}
