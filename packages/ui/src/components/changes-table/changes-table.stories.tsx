import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ChangesTable, type ChangeRow } from './changes-table.tsx'

const rows: ChangeRow[] = [
  { key: 'name', field: 'Nome', before: 'Beatriz Almeida', after: 'Beatriz A. Souza' },
  {
    key: 'permissions.payments',
    field: 'Permissões · Pagamentos',
    before: 'Leitura',
    after: 'Edição',
  },
  { key: 'roles', field: 'Papéis especiais', before: 'Vendedor', after: 'Nenhum' },
]

/**
 * The before → after of a record's changed fields, as a log line or a timeline step opens it.
 * The screen describes the values; the table only lays them out.
 */
const meta = {
  title: 'Primitives/ChangesTable',
  component: ChangesTable,
  args: { rows },
  decorators: [
    (Story) => (
      <div className="max-w-xl rounded-md border border-border bg-muted/50 px-3 py-1">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChangesTable>
export default meta
type Story = StoryObj<typeof meta>

export const Changes: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Campos alterados' })
    const payments = within(table).getByRole('row', { name: /Permissões · Pagamentos/ })
    await expect(
      within(payments)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Leitura', 'Edição'])
  },
}

/** A field that was empty, or became empty, reads as a dash the screen chose. */
export const CreatedRecord: Story = {
  args: {
    rows: [
      { key: 'name', field: 'Nome', before: '—', after: 'Integração ERP' },
      { key: 'expires_at', field: 'Validade', before: '—', after: '31/12/2026' },
    ],
  },
}

/** Nothing recorded: a sentence instead of an empty table. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum campo alterado foi registrado.')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

/** The column names and the caption are the screen's to choose. */
export const OtherLabels: Story = {
  args: {
    caption: 'Alterações do pedido',
    fieldLabel: 'Dado',
    beforeLabel: 'Era',
    afterLabel: 'Ficou',
    rows: [{ key: 'status', field: 'Situação', before: 'Aguardando', after: 'Pago' }],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Alterações do pedido' })
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Dado', 'Era', 'Ficou'])
  },
}

export const Catalogue: Story = {
  render: () => (
    <div className="grid gap-4">
      <ChangesTable rows={rows} />
      <ChangesTable rows={[{ key: 'name', field: 'Nome', before: '—', after: 'Integração ERP' }]} />
      <ChangesTable rows={[]} />
    </div>
  ),
}
