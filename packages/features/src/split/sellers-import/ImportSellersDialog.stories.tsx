import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, mocked, screen, userEvent, waitFor, within } from 'storybook/test'
import { ApiError, type SellerImportOptions } from '@vitrine/api'
import type { FixtureApi } from '@vitrine/api/fixture'
import { Button } from '@vitrine/ui'
import {
  apiOf,
  chooseImportFile as choose,
  csvFile as csv,
  expectCalled,
  withOpenDialog,
} from '../../testing/story-context.ts'
import { ImportSellersDialog, type ImportSellersDialogProps } from './ImportSellersDialog.tsx'

/** The sellers screen's part: a button that opens the dialog, and the dialog. */
function WithOpener(args: ImportSellersDialogProps) {
  const [open, setOpen] = useState(args.open)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Importar CSV
      </Button>
      <ImportSellersDialog
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
  title: 'Payments/Split/Sellers import',
  component: ImportSellersDialog,
  args: { appId: 101, gatewayId: 1, open: true, onOpenChange: fn(), onImported: fn() },
  render: (args) => <WithOpener {...args} />,
  // The open dialog hides the opener behind it (see withOpenDialog).
  parameters: withOpenDialog,
} satisfies Meta<typeof ImportSellersDialog>
export default meta
type Story = StoryObj<typeof meta>

/** Three new sellers, semicolons as Brazilian spreadsheets save: a bank account and two pix keys. */
const goodFile = () =>
  csv('vendedores-marketplace.csv', [
    'nome;documento;email;tipo_recebimento;banco;agencia;conta;digito;chave_pix',
    'Ateliê Flor de Sal;100.007.919-89;contato@flordesal.com.br;conta;1;1234;98765;4;',
    'Casa Jacarandá Ltda;11.222.334/0001-26;financeiro@jacaranda.com.br;pix;;;;;11.222.334/0001-26',
    'Bruno Tavares;100.015.838-16;bruno.tavares@exemplo.com.br;pix;;;;;bruno.tavares@exemplo.com.br',
  ])

/**
 * A bad CPF, a CPF repeated in the file, one of a seller the gateway already has (Ateliê Maré
 * Alta, 11.222.333/0001-81) and a bank account without its digit.
 */
const fileWithErrors = () =>
  csv('vendedores-com-erros.csv', [
    'nome,documento,email,chave_pix,banco,agencia,conta,digito',
    'Ana Lima,100.031.676-90,ana@exemplo.com,ana@exemplo.com,,,,',
    'Bruno Dias,123.456.789-00,bruno@exemplo.com,bruno@exemplo.com,,,,',
    'Ana de novo,10003167690,ana2@exemplo.com,ana2@exemplo.com,,,,',
    'Ateliê Maré Alta,11.222.333/0001-81,mare@exemplo.com,mare@exemplo.com,,,,',
    'Carla Souza,100.047.514-00,carla@exemplo.com,,341,0001,12345,',
  ])

const dialog = () => within(screen.getByRole('dialog'))

const dryRuns = (api: FixtureApi) =>
  mocked(api.split.importSellers).mock.calls.map(([, , , options]) => options.dryRun)

/** The cells of a table's rows, header left out. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )

const countOf = (label: string) => dialog().getByText(label).parentElement!

/** The first step: the file field (CSV only, up to 1 MB), the model file and the columns. */
export const ChooseFile: Story = {
  name: 'Choose a file',
  play: async ({ loaded }) => {
    const input = await screen.findByLabelText('Arquivo CSV')
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Importar vendedores' })).toBeVisible(),
    )
    await expect(input).toHaveAttribute('accept', '.csv,text/csv')
    await expect(input).toHaveAccessibleDescription('Até 1 MB e 2.000 vendedores.')
    await waitFor(() => expect(input).toHaveFocus())
    const columns = dialog().getByRole('region', { name: 'O que o arquivo precisa ter' })
    for (const column of ['nome', 'documento', 'email', 'tipo_recebimento', 'chave_pix']) {
      await expect(within(columns).getByText(column, { exact: true })).toBeVisible()
    }
    await expect(columns).toHaveTextContent(/tudo ou nada/)
    await expect(dialog().getByRole('button', { name: 'Baixar modelo' })).toBeVisible()
    await expect(apiOf(loaded).split.importSellers).not.toHaveBeenCalled()
  },
}

/** A good file: the check at once (nothing written), "Importar 3 vendedores", the result. */
export const ImportGoodFile = {
  name: 'Check and import a good file',
  parameters: { fixture: { variant: 'stateful' } },
  play: async ({ args, loaded }) => {
    const api = apiOf(loaded)
    const before = api.state.split.sellers.length
    await choose(goodFile())
    const title = await screen.findByRole('heading', { name: 'Resultado da verificação' })
    await waitFor(() => expect(title).toHaveFocus())
    await expect(countOf('Linhas')).toHaveTextContent('3')
    await expect(countOf('Prontos para importar')).toHaveTextContent('3')
    await expect(countOf('Com erro')).toHaveTextContent('0')
    await expect(dialog().getByText(/3 linhas, lido como UTF-8/)).toHaveTextContent(
      'colunas separadas por ponto e vírgula',
    )
    await expect(dialog().queryByRole('table')).not.toBeInTheDocument()
    await expect(api.state.split.sellers).toHaveLength(before)

    await userEvent.click(dialog().getByRole('button', { name: 'Importar 3 vendedores' }))
    const done = await screen.findByRole('heading', { name: 'Importação concluída' })
    await waitFor(() => expect(done).toHaveFocus())
    await expect(dialog().getByText(/3 vendedores cadastrados/)).toBeVisible()
    await expect(dryRuns(api)).toEqual([true, false])
    await expect(api.split.importSellers).toHaveBeenLastCalledWith(
      101,
      1,
      expect.objectContaining({ name: 'vendedores-marketplace.csv' }),
      expect.objectContaining({ dryRun: false }),
    )
    await expect(api.state.split.sellers).toHaveLength(before + 3)
    // Only "Concluir" tells the list: the sellers screen reloads when the dialog closes.
    await expect(args.onImported).not.toHaveBeenCalled()
  },
} satisfies Story

/** "Concluir" after an import tells the list to reload, and closes. */
export const CloseAfterImport: Story = {
  ...ImportGoodFile,
  name: 'Close after the import',
  play: async (context) => {
    await ImportGoodFile.play(context)
    await userEvent.click(dialog().getByRole('button', { name: 'Concluir' }))
    await expectCalled(context.args.onImported)
    await expectCalled(context.args.onOpenChange, false)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

/**
 * A file with problems: each one by line and column in Portuguese, the counts of repeated and
 * already registered rows, and no import (all or nothing) — only another file or closing.
 */
export const FileWithErrors: Story = {
  name: 'A file with errors',
  play: async ({ loaded }) => {
    const api = apiOf(loaded)
    await choose(fileWithErrors())
    await screen.findByRole('heading', { name: 'Resultado da verificação' })
    const problems = dialog().getByRole('table', { name: 'Problemas encontrados (4)' })
    await expect(rowsOf(problems)).toEqual([
      ['3', 'documento', 'Informe um CPF ou CNPJ válido: confira os dígitos.'],
      ['4', 'documento', 'Este CPF/CNPJ já aparece na linha 2 do arquivo.'],
      [
        '5',
        'documento',
        'Já existe um vendedor com este CPF/CNPJ neste meio de pagamento (Ateliê Maré Alta).',
      ],
      ['6', 'digito', 'Dígito da conta é obrigatório.'],
    ])
    await expect(countOf('Linhas')).toHaveTextContent('5')
    await expect(countOf('Prontos para importar')).toHaveTextContent('1')
    await expect(countOf('Com erro')).toHaveTextContent('4')
    await expect(countOf('Repetidos no arquivo')).toHaveTextContent('1')
    await expect(countOf('Já cadastrados')).toHaveTextContent('1')
    await expect(
      dialog().getByText('Nenhum vendedor será importado enquanto houver erros'),
    ).toBeVisible()
    await expect(dialog().queryByRole('button', { name: /^Importar/ })).not.toBeInTheDocument()
    await expect(dialog().getByRole('button', { name: 'Escolher outro arquivo' })).toBeVisible()
    // The footer's button; the dialog's own × is named Fechar too.
    await expect(dialog().getByText('Fechar', { selector: '[data-slot="button"]' })).toBeVisible()
    await expect(dryRuns(api)).toEqual([true])
  },
}

/**
 * A seller registered between the check and the import: the server refuses the whole file
 * and the report comes back with that row, so nothing is half-imported.
 */
export const ImportRefused: Story = {
  name: 'Import refused after the check',
  play: async ({ loaded }) => {
    const api = apiOf(loaded)
    const importSellers = api.split.importSellers
    const check = mocked(importSellers).getMockImplementation()!
    mocked(importSellers).mockImplementation(async (appId, gatewayId, file, options) => {
      const report = await check(appId, gatewayId, file, { ...options, dryRun: true })
      if (options.dryRun) return report
      throw new ApiError({
        statusCode: 400,
        statusMessage: 'Bad Request',
        message:
          'O arquivo tem 1 erro e nenhum vendedor foi importado: corrija-o e verifique o arquivo de novo.',
        data: {
          report: {
            ...report,
            valid: 2,
            invalid: 1,
            already_registered: 1,
            errors_total: 1,
            errors: [
              {
                line: 4,
                column: 'documento',
                message:
                  'Já existe um vendedor com este CPF/CNPJ neste meio de pagamento (Bruno Tavares).',
              },
            ],
          },
        },
      })
    })
    await choose(goodFile())
    await userEvent.click(await dialog().findByRole('button', { name: 'Importar 3 vendedores' }))
    await expect(await dialog().findByText(/nenhum vendedor foi importado/)).toBeVisible()
    const problems = await dialog().findByRole('table', { name: 'Problemas encontrados (1)' })
    await expect(rowsOf(problems)[0]).toEqual([
      '4',
      'documento',
      'Já existe um vendedor com este CPF/CNPJ neste meio de pagamento (Bruno Tavares).',
    ])
    await expect(dialog().queryByRole('button', { name: /^Importar/ })).not.toBeInTheDocument()
  },
}

/** A file that is no CSV: the server's words, back on the file field. */
export const NotACsv: Story = {
  name: 'Not a CSV',
  play: async () => {
    await choose(new File(['%PDF-1.4'], 'contrato.csv', { type: 'text/csv' }))
    await expect(await dialog().findByText(/não parece ser um CSV/)).toBeVisible()
    await waitFor(() => expect(screen.getByLabelText('Arquivo CSV')).toHaveFocus())
  },
}

/** Cancelling the check stops the upload (its signal aborts) and goes back to the file field. */
export const CancelCheck: Story = {
  name: 'Cancel the check',
  play: async ({ loaded }) => {
    let signal: AbortSignal | undefined
    mocked(apiOf(loaded).split.importSellers).mockImplementation(
      (_appId, _gatewayId, _file, options: SellerImportOptions) => {
        signal = options.signal
        return new Promise(() => {})
      },
    )
    await choose(goodFile())
    await screen.findByRole('progressbar', { name: 'Enviando e verificando o arquivo…' })
    await expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(dialog().getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(signal?.aborted).toBe(true))
    await waitFor(() => expect(screen.getByLabelText('Arquivo CSV')).toHaveFocus())
  },
}
