import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import type { CustomerImport } from '@vitrine/api'
import { sampleCustomers } from '@vitrine/api/fixture'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  findDialog,
  withFixture,
  withOpenDialog,
} from '../../testing/story-context.ts'
import { ImportHistory } from './ImportHistory.tsx'

const meta = {
  title: 'Customers/Import history',
  component: ImportHistory,
  args: { appId: 101, level: 'write' },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImportHistory>
export default meta
type Story = StoryObj<typeof meta>

const sampleImport = (
  id: number,
  fields: Partial<CustomerImport> & Pick<CustomerImport, 'file_name' | 'created_at'>,
): CustomerImport => ({
  id,
  actor_name: 'Marina Costa',
  total_rows: 0,
  created: 0,
  updated: 0,
  skipped: 0,
  failed: 0,
  undone_at: null,
  ...fields,
})

/** Newest first, as the server lists them: one undone, one that wrote nothing. */
const imports: CustomerImport[] = [
  sampleImport(3, {
    file_name: 'clientes-black-friday.csv',
    created_at: '2026-11-20T17:42:00.000Z',
    total_rows: 1250,
    created: 1180,
    updated: 52,
    skipped: 8,
    failed: 10,
  }),
  sampleImport(2, {
    file_name: 'base-erp-antigo.csv',
    actor_name: 'Rafael Nunes',
    created_at: '2026-11-12T13:05:00.000Z',
    total_rows: 300,
    created: 290,
    updated: 10,
    undone_at: '2026-11-12T13:20:00.000Z',
  }),
  sampleImport(1, {
    file_name: 'newsletter.csv',
    created_at: '2026-10-02T11:00:00.000Z',
    total_rows: 40,
    skipped: 40,
  }),
]

const withImports = (list: CustomerImport[]) => ({
  customers: { customers: sampleCustomers, imports: list, activity: [], postalCodes: {} },
})

const matrix = screenMatrix({
  levels: ['read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  pending: 'Carregando importações',
  error: {
    text: 'Não foi possível carregar as importações',
    retry: (api) => api.customers.imports,
  },
  empty: 'Nenhuma importação ainda.',
})
const withSamples = (story: typeof matrix.WriteSuccess) =>
  withFixture(story, { state: withImports(imports) })

const itemOf = (canvasElement: HTMLElement, fileName: string) =>
  within(within(canvasElement).getByText(fileName).closest('li')!)

export const None: Story = {
  args: { level: 'none' },
  play: async ({ canvas, loaded }) => {
    await expect(canvas.getByText('Você não tem acesso às importações de clientes.')).toBeVisible()
    await expect(apiOf(loaded).customers.imports).not.toHaveBeenCalled()
  },
}

export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError
export const WriteEmpty: Story = matrix.WriteEmpty

/** Counts, who and when; the undone import says when; the one that wrote nothing has no undo. */
export const WriteSuccess: Story = {
  ...withSamples(matrix.WriteSuccess),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('clientes-black-friday.csv')
    const recent = itemOf(canvasElement, 'clientes-black-friday.csv')
    await expect(recent.getByText('Marina Costa, 20/11/2026, 14:42 · 1.250 linhas')).toBeVisible()
    await expect(
      recent.getByText('1.180 criados · 52 atualizados · 8 sem mudança · 10 não importados'),
    ).toBeVisible()
    await expect(
      recent.getByRole('button', { name: 'Desfazer a importação de «clientes-black-friday.csv»' }),
    ).toBeVisible()

    const undone = itemOf(canvasElement, 'base-erp-antigo.csv')
    await expect(undone.getByText('Desfeita em 12/11/2026, 10:20')).toBeVisible()
    await expect(undone.queryByRole('button')).not.toBeInTheDocument()
    await expect(itemOf(canvasElement, 'newsletter.csv').queryByRole('button')).toBeNull()
  },
}

/** Read level: the same list, without undo. */
export const ReadSuccess: Story = {
  ...withSamples(matrix.ReadSuccess),
  play: async ({ canvas }) => {
    await canvas.findByText('clientes-black-friday.csv')
    await expect(canvas.queryByRole('button', { name: /Desfazer/ })).not.toBeInTheDocument()
    await expect(canvas.getByText('Desfeita em 12/11/2026, 10:20')).toBeVisible()
  },
}

/** Undo asks first, says what it did, and the import then shows as undone. */
export const UndoImport: Story = {
  ...withSamples(matrix.WriteSuccess),
  name: 'Write · undo an import',
  parameters: { ...withSamples(matrix.WriteSuccess).parameters, ...withOpenDialog },
  play: async ({ canvas, canvasElement, loaded }) => {
    await canvas.findByText('clientes-black-friday.csv')
    const item = itemOf(canvasElement, 'clientes-black-friday.csv')
    await userEvent.click(
      item.getByRole('button', { name: 'Desfazer a importação de «clientes-black-friday.csv»' }),
    )
    const confirm = await findDialog(
      'Desfazer a importação de «clientes-black-friday.csv»?',
      'alertdialog',
    )
    // The confirmation fades in: visible once its entry transition has begun.
    await waitFor(() =>
      expect(
        confirm.getByText(
          '1.180 clientes criados por ela são excluídos e 52 clientes atualizados voltam a ser como eram antes.',
        ),
      ).toBeVisible(),
    )
    await userEvent.click(confirm.getByRole('button', { name: 'Desfazer importação' }))
    await expectCalled(apiOf(loaded).customers.undoImport, 101, 3)
    await expectNotified(
      'Importação de «clientes-black-friday.csv» desfeita: 1.180 clientes excluídos e 52 clientes voltaram a ser como eram.',
    )
    await waitFor(() => expect(item.getByText('Desfeita em 21/11/2026, 09:00')).toBeVisible())
    await expect(item.queryByRole('button')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  },
}

/** More than five imports: the older ones wait behind "show all". */
export const ShowAll: Story = {
  ...withFixture(matrix.WriteSuccess, {
    state: withImports(
      Array.from({ length: 7 }, (_, index) =>
        sampleImport(7 - index, {
          file_name: `lote-${7 - index}.csv`,
          created_at: `2026-11-${String(20 - index).padStart(2, '0')}T12:00:00.000Z`,
          total_rows: 100,
          created: 100,
        }),
      ),
    ),
  }),
  name: 'Write · many imports',
  play: async ({ canvas }) => {
    await canvas.findByText('lote-7.csv')
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5)
    const more = canvas.getByRole('button', { name: 'Mostrar todas (7)' })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(more)
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(7))
    await expect(canvas.getByText('lote-1.csv')).toBeVisible()
  },
}
