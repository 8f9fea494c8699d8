import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { screenMatrix } from '../../../testing/screen-matrix.ts'
import { apiOf, expectCalled, withOpenDialog } from '../../../testing/story-context.ts'
import { DataplusTablesScreen } from './DataplusTablesScreen.tsx'

const meta = {
  title: 'Layout/Data Plus/Tables',
  component: DataplusTablesScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof DataplusTablesScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao layout da loja',
    untouched: (api) => [api.dataplus.listTables],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Nova tabela' })],
  },
  pending: 'Carregando as tabelas',
  error: { text: 'Não foi possível carregar as tabelas', retry: (api) => api.dataplus.listTables },
  empty: 'Nenhuma tabela ainda',
})

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const ReadError: Story = matrix.ReadError
export const ReadEmpty: Story = matrix.ReadEmpty
export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError
export const WriteEmpty: Story = matrix.WriteEmpty

/** Read sees the three demo tables with their counts, and creates nothing. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(await canvas.findByRole('list', { name: 'Tabelas' }))
    await expect(list.getByRole('link', { name: 'Lojas físicas' })).toBeVisible()
    await expect(list.getByText(/8 colunas · 10 linhas/)).toBeVisible()
    await expect(list.getByRole('link', { name: '1 gatilho' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Nova tabela' })).not.toBeInTheDocument()
  },
}

/** Write creates a table: the address comes from the name, and a taken one is refused in place. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Tabelas' })
    await userEvent.click(canvas.getByRole('button', { name: 'Nova tabela' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText(/Nome/), 'Lojas Físicas')
    await expect(dialog.getByLabelText(/Endereço/)).toHaveValue('lojas-fisicas')
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar tabela' }))
    await expect(
      await dialog.findByText('Já existe uma tabela com este endereço na loja.'),
    ).toBeVisible()
    await userEvent.clear(dialog.getByLabelText(/Endereço/))
    await userEvent.type(dialog.getByLabelText(/Endereço/), 'lojas-2')
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar tabela' }))
    await expectCalled(
      apiOf(loaded).dataplus.createTable,
      101,
      expect.objectContaining({ name: 'Lojas Físicas', slug: 'lojas-2' }),
    )
  },
}
