import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../../testing/screen-matrix.ts'
import {
  apiOf,
  chooseImportFile,
  csvFile,
  expectCalled,
  withOpenDialog,
} from '../../../testing/story-context.ts'
import { DataplusTableScreen } from './DataplusTableScreen.tsx'

const meta = {
  title: 'Layout/Data Plus/Table',
  component: DataplusTableScreen,
  // The size chart: numbers, and a size that takes no repeats.
  args: { appId: 101, tableId: 2, level: 'write' },
} satisfies Meta<typeof DataplusTableScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao layout da loja',
    untouched: (api) => [api.dataplus.getTable, api.dataplus.listRows],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Nova linha' })],
  },
  pending: 'Carregando a tabela',
  error: { text: 'Não foi possível carregar a tabela', retry: (api) => api.dataplus.getTable },
})

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const ReadError: Story = matrix.ReadError
export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError

const grid = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Linhas da tabela' }))

/** Read sees the columns and the rows, and changes nothing: a double click opens no editor. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = await grid(canvasElement)
    await userEvent.dblClick(rows.getByText('84'))
    await expect(rows.queryByRole('textbox')).not.toBeInTheDocument()
    await expect(
      within(canvas.getByRole('list', { name: 'Colunas' })).getByText('Sem repetidos'),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Nova coluna' })).not.toBeInTheDocument()
  },
}

/**
 * A cell edited in place: a value the column refuses stays in the cell with the message (nothing
 * sent), Escape cancels, and Enter saves the row.
 */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvasElement, loaded }) => {
    const rows = await grid(canvasElement)
    await userEvent.dblClick(rows.getByText('84'))
    const editor = await rows.findByRole('textbox', { name: /Busto \(cm\), linha/ })
    await userEvent.clear(editor)
    await userEvent.type(editor, 'oitenta{Enter}')
    await expect(await rows.findByRole('alert')).toHaveTextContent('Informe um número inteiro.')
    await expect(apiOf(loaded).dataplus.updateRow).not.toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    await expect(rows.queryByRole('textbox')).not.toBeInTheDocument()
    // Enter on the focused cell opens it again; Enter saves.
    rows.getByText('84').focus()
    await userEvent.keyboard('{Enter}')
    const again = await rows.findByRole('textbox', { name: /Busto \(cm\), linha/ })
    await userEvent.clear(again)
    await userEvent.type(again, '86{Enter}')
    await expectCalled(
      apiOf(loaded).dataplus.updateRow,
      101,
      2,
      201,
      expect.objectContaining({ values: expect.objectContaining({ tamanho: 'PP', busto_cm: 86 }) }),
    )
    // 86 was G's waist already; now PP's bust too.
    await waitFor(() => expect(rows.getAllByText('86')).toHaveLength(2))
  },
}

/** A header's click sorts by its column, up then down. */
export const WriteSorted: Story = {
  ...matrix.WriteSuccess,
  name: 'Write sorted',
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await grid(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Busto (cm)' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Busto (cm)' }))
    await expectCalled(
      apiOf(loaded).dataplus.listRows,
      101,
      2,
      expect.objectContaining({ sort: 'busto_cm', dir: 'desc' }),
    )
    await expect(canvas.getByRole('columnheader', { name: 'Busto (cm)' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    const first = (await grid(canvasElement)).getAllByRole('row')[1]!
    await waitFor(() => expect(first).toHaveTextContent('XG'))
  },
}

/** One filter: column, condition and value, as typed. */
export const WriteFiltered: Story = {
  ...matrix.WriteSuccess,
  name: 'Write filtered',
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await grid(canvasElement)
    const filter = within(canvas.getByRole('search', { name: 'Filtrar linhas' }))
    await userEvent.selectOptions(filter.getByLabelText('Coluna'), 'busto_cm')
    await userEvent.selectOptions(filter.getByLabelText('Condição'), 'gte')
    await userEvent.type(filter.getByLabelText('Valor'), '100')
    await userEvent.click(filter.getByRole('button', { name: 'Filtrar' }))
    await expectCalled(
      apiOf(loaded).dataplus.listRows,
      101,
      2,
      expect.objectContaining({ filter_column: 'busto_cm', filter_op: 'gte', filter_value: '100' }),
    )
    // The header row and the three sizes from 102 cm.
    await waitFor(async () =>
      expect((await grid(canvasElement)).getAllByRole('row')).toHaveLength(4),
    )
  },
}

/** "Nova linha": the server's refusal of a repeated size shows under its field; then it saves. */
export const WriteNewRow: Story = {
  ...matrix.WriteSuccess,
  name: 'Write new row',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await grid(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Nova linha' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText(/Tamanho/), 'M')
    await userEvent.type(dialog.getByLabelText(/Busto/), '9x')
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar linha' }))
    await expect(await dialog.findByText('Informe um número inteiro.')).toBeVisible()
    await userEvent.clear(dialog.getByLabelText(/Busto/))
    await userEvent.type(dialog.getByLabelText(/Busto/), '92')
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar linha' }))
    await expect(
      await dialog.findByText('Outra linha já tem este valor, e esta coluna não aceita repetidos.'),
    ).toBeVisible()
    await userEvent.clear(dialog.getByLabelText(/Tamanho/))
    await userEvent.type(dialog.getByLabelText(/Tamanho/), 'XXG')
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar linha' }))
    await expectCalled(apiOf(loaded).dataplus.createRow, 101, 2, {
      values: expect.objectContaining({ tamanho: 'XXG', busto_cm: 92 }),
    })
  },
}

/** The CSV import checks the file first and lists each problem by line and column. */
export const WriteImportDryRun: Story = {
  ...matrix.WriteSuccess,
  name: 'Write import dry run',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await grid(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Importar CSV' }))
    await chooseImportFile(csvFile('medidas.csv', ['tamanho;busto_cm', 'XXG;120', ';abc']))
    const dialog = within(await screen.findByRole('dialog'))
    await expect(
      await dialog.findByText('Nenhuma linha será importada enquanto houver erros'),
    ).toBeVisible()
    await expect(dialog.getByText('Informe um número inteiro.')).toBeVisible()
    await expectCalled(
      apiOf(loaded).dataplus.importRows,
      101,
      2,
      expect.anything(),
      expect.objectContaining({ dryRun: true }),
    )
    await expect(dialog.queryByRole('button', { name: /^Importar \d/ })).not.toBeInTheDocument()
  },
}

/** A type change that some rows would not take is refused with the rows, value and reason. */
export const WriteTypeChangeRefused: Story = {
  ...matrix.WriteSuccess,
  name: 'Write type change refused',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await grid(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Editar a coluna «Tamanho»' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.selectOptions(dialog.getByLabelText('Tipo'), 'number')
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar coluna' }))
    await expect(await dialog.findByText('Nada foi alterado')).toBeVisible()
    const report = within(dialog.getByRole('table', { name: 'Linhas que não aceitam a mudança' }))
    await expect(report.getByText('"PP"')).toBeVisible()
    await expect(report.getAllByText('Informe um número inteiro.')).toHaveLength(6)
  },
}
