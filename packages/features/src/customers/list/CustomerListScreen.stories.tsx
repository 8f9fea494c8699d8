import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { expect, mocked, userEvent, waitFor, within } from 'storybook/test'
import type { Customer } from '@vitrine/api'
import { sampleCustomers } from '@vitrine/api/fixture'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  chooseImportFile,
  csvFile,
  expectCalled,
  expectLastCalled,
  findDialog,
  onPhone,
  optionTexts,
  storageOf,
  textsOf,
  withFixture,
  withOpenDialog,
} from '../../testing/story-context.ts'
import type { CustomerSection } from '../section.ts'
import { CustomerListScreen } from './CustomerListScreen.tsx'
import { DENSITY_STORAGE_KEY } from './use-density.ts'

const { navigate, ...watchNavigation } = navigationSpy()

const meta = {
  title: 'Customers/List',
  component: CustomerListScreen,
  args: { appId: 101, section: 'customers', level: 'write' },
  decorators: watchNavigation.decorators,
  // Every story gets a fresh memory storage (.storybook/fixture-api.tsx): no density to clear.
  beforeEach: watchNavigation.beforeEach,
} satisfies Meta<typeof CustomerListScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos clientes',
    title: 'Clientes',
    untouched: (api) => [api.customers.list, api.customers.tags],
    absent: (canvas) => [
      canvas.queryByRole('search'),
      canvas.queryByRole('button', { name: 'Exportar CSV' }),
    ],
  },
  pending: 'Carregando clientes',
  error: { text: 'Não foi possível carregar os clientes', retry: (api) => api.customers.list },
  empty: 'Nenhum cliente cadastrado ainda.',
})

/** The table of customers, once it has rows. */
const findTable = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Clientes' })

/** The names in the rows rendered, in order. */
function shownNames(canvasElement: HTMLElement): string[] {
  const table = within(canvasElement).getByRole('table', { name: 'Clientes' })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('a')!.textContent!)
}

/** Waits until the rows show these names, in this order. */
const expectShown = (canvasElement: HTMLElement, names: readonly string[]) =>
  waitFor(() => expect(shownNames(canvasElement)).toEqual(names))

/** A column's order as its header says (aria-sort), or null when it does not order the list. */
const sortOf = (canvas: StoryContext['canvas'], name: RegExp) =>
  canvas.getByRole('columnheader', { name }).getAttribute('aria-sort')

/** The line under the list that counts the customers (a polite live region). */
const countLine = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="customer-count"]')

const allByNewest = [
  'Eduardo Pires',
  'Débora Nascimento',
  'Comercial Aurora Ltda',
  'Bruno Henrique Lima',
  'Ana Beatriz Souza',
]

/* Level × state ---------------------------------------------------------------------------- */

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

/** No customers at all: an invitation to start (not the "no results" of a search). */
export const ReadEmpty: Story = {
  ...matrix.ReadEmpty,
  play: async (context) => {
    await matrix.ReadEmpty.play(context)
    const { canvas } = context
    // Nothing to search or filter in an empty store, and nothing a reader could add.
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Novo cliente' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Importar' })).toBeNull()
  },
}

export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    const { canvas } = context
    const empty = within(canvas.getByText('Nenhum cliente cadastrado ainda.').parentElement!)
    await expect(empty.getByRole('button', { name: 'Novo cliente' })).toBeVisible()
    await expect(empty.getByRole('button', { name: 'Importar' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull()
  },
}

async function expectSampleList({ canvas, canvasElement, loaded }: StoryContext) {
  const table = await findTable(canvasElement)
  // Newest first; all five loaded, so the total is known (header row included).
  await expect(shownNames(canvasElement)).toEqual(allByNewest)
  await expect(table).toHaveAttribute('aria-rowcount', '6')
  await expect(countLine(canvasElement)).toHaveTextContent('5 clientes')
  const ana = within(canvas.getByRole('row', { name: /Ana Beatriz Souza/ }))
  await expect(textsOf(ana.getAllByRole('cell'))).toEqual([
    'Ana Beatriz Souzaana.souza@exemplo.com.br',
    '295.379.955-93',
    '(11) 98765-4321',
    'vipnewsletter',
    '7',
    'R$\u00a01.847,90',
    '18/11/2026',
    '02/03/2026',
  ])
  await expect(ana.getByRole('link', { name: 'Ana Beatriz Souza' })).toHaveAttribute(
    'href',
    '/101/customers/details/1',
  )
  await expect(sortOf(canvas, /Cadastro/)).toBe('descending')
  await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeVisible()
  await expect(apiOf(loaded).customers.list).toHaveBeenCalledWith(101, {})
  // The customers area of its own needs no trail: the heading says "Clientes".
  await expect(canvas.queryByRole('navigation', { name: 'Trilha de navegação' })).toBeNull()
}

/** Read level sees every customer and can export, but neither create nor import. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async (context) => {
    await expectSampleList(context)
    const { canvas } = context
    await expect(canvas.getByText(/Você pode consultar e exportar os clientes/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Novo cliente' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Importar' })).toBeNull()
  },
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async (context) => {
    await expectSampleList(context)
    const { canvas } = context
    await expect(canvas.getByRole('button', { name: 'Novo cliente' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Importar' })).toBeVisible()
    await expect(canvas.queryByText(/Você pode consultar/)).toBeNull()
  },
}

/* Search, filters, order, density ---------------------------------------------------------- */

/** The search goes to the server once typing pauses, not at every key. */
export const Search: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · search (debounced)',
  play: async ({ canvas, canvasElement, loaded }) => {
    await findTable(canvasElement)
    const list = apiOf(loaded).customers.list
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'comer')
    await expectLastCalled(list, 101, { q: 'comer' })
    // Typed in one go: only the whole word was asked for.
    await expect(list).not.toHaveBeenCalledWith(101, { q: 'c' })
    await expect(list).not.toHaveBeenCalledWith(101, { q: 'come' })
    await expectShown(canvasElement, ['Comercial Aurora Ltda'])
    await expect(countLine(canvasElement)).toHaveTextContent('1 cliente')
  },
}

/** A search that matches nothing says so, and "Limpar filtros" brings the list back. */
export const NoResults: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · no results',
  play: async ({ canvas, canvasElement, loaded }) => {
    await findTable(canvasElement)
    const search = canvas.getByRole('searchbox', { name: 'Buscar' })
    await userEvent.type(search, 'zuleica')
    const title = await canvas.findByText('Nenhum cliente encontrado.')
    await expect(apiOf(loaded).customers.list).toHaveBeenLastCalledWith(101, { q: 'zuleica' })
    await expect(canvas.queryByText('Nenhum cliente cadastrado ainda.')).toBeNull()
    // The search stays in reach, to change it.
    await expect(search).toHaveValue('zuleica')
    const clear = within(title.parentElement!).getByRole('button', { name: 'Limpar filtros' })
    await userEvent.click(clear)
    await expectShown(canvasElement, allByNewest)
    await expect(search).toHaveValue('')
  },
}

/** A column header orders the list on the server; pressing it again turns the order around. */
export const SortByColumn: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · sort by column',
  play: async ({ canvas, canvasElement, loaded }) => {
    await findTable(canvasElement)
    const list = apiOf(loaded).customers.list
    await expect(sortOf(canvas, /Total gasto/)).toBeNull()
    const total = canvas.getByRole('columnheader', { name: /Total gasto/ })
    await userEvent.click(within(total).getByRole('button', { name: /Total gasto/ }))
    await expectLastCalled(list, 101, { sort: '-total_spent' })
    await expect(sortOf(canvas, /Total gasto/)).toBe('descending')
    await expect(sortOf(canvas, /Cadastro/)).toBeNull()
    await waitFor(() =>
      expect(shownNames(canvasElement).slice(0, 2)).toEqual([
        'Ana Beatriz Souza',
        'Bruno Henrique Lima',
      ]),
    )

    await userEvent.click(canvas.getByRole('button', { name: /Cliente/ }))
    await expectLastCalled(list, 101, { sort: 'name' })
    await expect(sortOf(canvas, /Cliente/)).toBe('ascending')
    await expectShown(canvasElement, [...allByNewest].reverse())
    await userEvent.click(canvas.getByRole('button', { name: /Cliente/ }))
    await expectLastCalled(list, 101, { sort: '-name' })
    await expect(sortOf(canvas, /Cliente/)).toBe('descending')
  },
}

/** A filter shows as a chip; removing the chip removes the filter. */
export const FilterChips: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · filter chips',
  play: async ({ canvas, canvasElement, loaded }) => {
    await findTable(canvasElement)
    const list = apiOf(loaded).customers.list
    const tag = canvas.getByRole('combobox', { name: 'Etiqueta' })
    // The store's tags, most used first.
    await waitFor(() =>
      expect(optionTexts(tag)).toEqual(['Todas', 'atacado', 'newsletter', 'b2b', 'vip']),
    )
    await userEvent.selectOptions(tag, 'atacado')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Compras' }), 'Com compras')
    await expectLastCalled(list, 101, { tag: 'atacado', has_purchases: true })
    await expectShown(canvasElement, ['Bruno Henrique Lima'])
    const chips = within(canvas.getByRole('list', { name: 'Filtros aplicados' }))
    await expect(textsOf(chips.getAllByRole('listitem'))).toEqual([
      'Etiqueta: atacado',
      'Com compras',
    ])

    await userEvent.click(canvas.getByRole('button', { name: 'Remover filtro Etiqueta: atacado' }))
    await expectLastCalled(list, 101, { has_purchases: true })
    await expect(tag).toHaveValue('all')
    await expect(chips.getAllByRole('listitem')).toHaveLength(1)
    // The keyboard stays among the chips.
    const left = canvas.getByRole('button', { name: 'Remover filtro Com compras' })
    await waitFor(() => expect(left).toHaveFocus())
    await expectShown(canvasElement, ['Bruno Henrique Lima', 'Ana Beatriz Souza'])
  },
}

/** The registration period filter, as a chip of its own. */
export const FilterByPeriod: Story = {
  ...matrix.ReadSuccess,
  name: 'Read · filter by registration period',
  play: async ({ canvas, canvasElement, loaded }) => {
    await findTable(canvasElement)
    await userEvent.type(canvas.getByLabelText('Cadastro desde'), '2026-08-01')
    await userEvent.type(canvas.getByLabelText('Cadastro até'), '2026-11-15')
    await expectLastCalled(apiOf(loaded).customers.list, 101, {
      created_from: '2026-08-01',
      created_to: '2026-11-15',
    })
    await expectShown(canvasElement, ['Débora Nascimento', 'Comercial Aurora Ltda'])
    await expect(
      canvas.getByRole('button', { name: 'Remover filtro Cadastro: de 01/08/2026 a 15/11/2026' }),
    ).toBeVisible()
  },
}

/** The height of the first row rendered. */
const firstRowHeight = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-index="0"]')!.getBoundingClientRect().height

/** "Compacta" fits more rows in view, and the choice is remembered in the browser. */
export const Density: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · compact density',
  play: async ({ canvas, canvasElement, loaded }) => {
    await findTable(canvasElement)
    await expect(firstRowHeight(canvasElement)).toBe(60)
    await expect(canvas.getByRole('radio', { name: 'Confortável' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: 'Compacta' }))
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Compacta' })).toBeChecked())
    await waitFor(() => expect(firstRowHeight(canvasElement)).toBe(44))
    await expect(storageOf(loaded).get(DENSITY_STORAGE_KEY)).toBe('compact')
  },
}

/** A density chosen on an earlier visit is the one the list opens with. */
export const RememberedDensity: Story = {
  ...matrix.ReadSuccess,
  name: 'Read · remembered compact density',
  parameters: { ...matrix.ReadSuccess.parameters, storage: { [DENSITY_STORAGE_KEY]: 'compact' } },
  play: async ({ canvas, canvasElement }) => {
    await findTable(canvasElement)
    await expect(canvas.getByRole('radio', { name: 'Compacta' })).toBeChecked()
    await expect(firstRowHeight(canvasElement)).toBe(44)
  },
}

/* Creating --------------------------------------------------------------------------------- */

/** "Novo cliente" asks for the minimum, then opens the new customer's page in the section. */
export const CreateCustomer: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · new customer',
  args: { section: 'payments' },
  play: async ({ canvas, canvasElement, loaded }) => {
    await findTable(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Novo cliente' }))
    const dialog = await findDialog('Novo cliente')
    await userEvent.type(dialog.getByLabelText(/^Nome/), 'Fernanda Queiroz')
    // Neither e-mail nor document: the contract's rule speaks on the e-mail.
    await userEvent.click(dialog.getByRole('button', { name: 'Cadastrar cliente' }))
    await expect(await dialog.findByText(/Preencha pelo menos um destes campos/)).toBeVisible()
    await userEvent.type(dialog.getByLabelText('CPF ou CNPJ'), '529.982.247-25')
    await userEvent.type(dialog.getByLabelText('Telefone'), '(21) 99876-5432')
    // The masks have settled on what was typed before it is sent.
    await expect(dialog.getByLabelText('Telefone')).toHaveValue('(21) 99876-5432')
    await userEvent.click(dialog.getByRole('button', { name: 'Cadastrar cliente' }))
    await expectCalled(apiOf(loaded).customers.create, 101, {
      name: 'Fernanda Queiroz',
      email: null,
      document: '52998224725',
      phone: '21998765432',
    })
    await expectCalled(navigate, '/101/payments/customers/6')
    await expect(within(document.body).queryByRole('dialog')).toBeNull()
  },
}

/** A document already on file is refused by the server, under the field. */
export const CreateDuplicate: Story = {
  // A real server answers after the click's blur has been handled, not within the same task.
  ...withFixture(matrix.WriteSuccess, { delayMs: 20 }),
  name: 'Write · new customer with a known document',
  play: async ({ canvas, canvasElement, loaded }) => {
    await findTable(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Novo cliente' }))
    const dialog = await findDialog('Novo cliente')
    await userEvent.type(dialog.getByLabelText(/^Nome/), 'Ana B. Souza')
    await userEvent.type(dialog.getByLabelText('CPF ou CNPJ'), '295.379.955-93')
    await userEvent.click(dialog.getByRole('button', { name: 'Cadastrar cliente' }))
    const document = dialog.getByLabelText('CPF ou CNPJ')
    await waitFor(() =>
      expect(document).toHaveAccessibleDescription(/Já existe um cliente com este documento\.$/),
    )
    await expect(document).toHaveAttribute('aria-invalid', 'true')
    await expect(navigate).not.toHaveBeenCalled()
    await expect(apiOf(loaded).state.customers.customers).toHaveLength(5)
  },
}

/** "Importar" opens the import; once it is done, the list and the tag filter are fetched again. */
export const ImportThenReload: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · import, then the list reloads',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, canvasElement, loaded }) => {
    await findTable(canvasElement)
    const api = apiOf(loaded)
    const calls = () => ({
      list: mocked(api.customers.list).mock.calls.length,
      tags: mocked(api.customers.tags).mock.calls.length,
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Importar' }))
    const body = within(document.body)
    const dialog = await body.findByRole('dialog', { name: 'Importar clientes' })
    await chooseImportFile(
      csvFile('novos.csv', ['nome,email', 'Fernanda Oliveira,fernanda@exemplo.com.br']),
    )
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Importar 1 / }))
    const done = await within(dialog).findByRole('button', { name: 'Concluir' })
    await waitFor(() => expect(api.customers.importCsv).toHaveBeenCalledTimes(2))
    const before = calls()
    await userEvent.click(done)
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
    // Closing after an import asks for the list (as filtered now) and the tags again.
    await waitFor(() => expect(calls().list).toBeGreaterThan(before.list))
    await waitFor(() => expect(calls().tags).toBeGreaterThan(before.tags))
    await expect(api.customers.list).toHaveBeenLastCalledWith(101, {})
  },
}

/* Sections --------------------------------------------------------------------------------- */

const sectionStory = (section: CustomerSection, label: string, detailPath: string): Story => ({
  ...matrix.WriteSuccess,
  name: `Write · success in ${label}`,
  args: { section },
  play: async ({ canvas, canvasElement }) => {
    await findTable(canvasElement)
    const trail = within(canvas.getByRole('navigation', { name: 'Trilha de navegação' }))
    await expect(textsOf(trail.getAllByRole('listitem'))).toEqual([label, 'Clientes'])
    await expect(trail.getByText('Clientes')).toHaveAttribute('aria-current', 'page')
    const ana = canvas.getByRole('link', { name: 'Ana Beatriz Souza' })
    await expect(ana).toHaveAttribute('href', detailPath)
    await userEvent.click(ana)
    await expectCalled(navigate, detailPath)
  },
})

export const EcommerceSection = sectionStory(
  'ecommerce',
  'E-commerce',
  '/101/ecommerce/customers/1',
)
export const PaymentsSection = sectionStory('payments', 'Pagamentos', '/101/payments/customers/1')
export const RecurrenceSection = sectionStory(
  'recurrence',
  'Recorrência',
  '/101/recurrence/customers/1',
)

/* Narrow screens and long lists ------------------------------------------------------------ */

/**
 * A phone: cards with name, e-mail and total instead of the table; the filters and an order
 * picker fold away behind "Filtros".
 */
export const Mobile: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'Write · mobile (375 px)',
  play: async ({ canvas, loaded }) => {
    const list = await canvas.findByRole('list', { name: 'Clientes' })
    await expect(canvas.queryByRole('table')).toBeNull()
    const ana = within(list).getAllByRole('listitem')[4]!
    await expect(ana).toHaveTextContent('Ana Beatriz Souza')
    await expect(ana).toHaveTextContent('ana.souza@exemplo.com.br')
    await expect(ana).toHaveTextContent(/R\$\s1\.847,90/)
    await expect(ana).toHaveAttribute('aria-setsize', '5')
    // The filters fold away behind one button; the order is among them.
    await expect(canvas.queryByRole('combobox', { name: 'Etiqueta' })).toBeNull()
    const filters = canvas.getByRole('button', { name: 'Filtros' })
    await expect(filters).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(filters)
    await expect(filters).toHaveAttribute('aria-expanded', 'true')
    const order = canvas.getByRole('combobox', { name: 'Ordenar por' })
    await userEvent.selectOptions(order, 'Maior total gasto')
    await expectLastCalled(apiOf(loaded).customers.list, 101, { sort: '-total_spent' })
    // A new order starts a new list (from the top): look for it again.
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Clientes' })).getAllByRole('listitem')[0],
      ).toHaveTextContent('Ana Beatriz Souza'),
    )
    await userEvent.click(filters)
    await expect(canvas.queryByRole('combobox', { name: 'Ordenar por' })).toBeNull()
  },
}

const firstNames = ['Alice', 'Bernardo', 'Cecília', 'Davi', 'Elisa', 'Fábio', 'Gabriela', 'Heitor']
const lastNames = ['Almeida', 'Barbosa', 'Cardoso', 'Duarte', 'Esteves', 'Freitas', 'Gomes']
const plain = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')

/** A big store's customers, made up but the same at every run (screenshots compare). */
const manyCustomers = (count: number): Customer[] =>
  Array.from({ length: count }, (_, index) => {
    const first = firstNames[index % firstNames.length]!
    const last = lastNames[Math.floor(index / firstNames.length) % lastNames.length]!
    const purchases = index % 4
    return {
      ...sampleCustomers[4]!,
      id: index + 1,
      name: `${first} ${last} ${index + 1}`,
      email: `${plain(first)}.${index + 1}@exemplo.com.br`,
      document: null,
      document_kind: null,
      phone: null,
      tags: index % 3 === 0 ? ['newsletter'] : [],
      purchases_count: purchases,
      total_spent: purchases * 12_990,
      last_purchase_at: purchases ? '2026-11-01T12:00:00.000Z' : null,
      // One a minute, the newest last: the default order shows the highest numbers first.
      created_at: new Date(Date.parse('2026-01-01T12:00:00.000Z') + index * 60_000).toISOString(),
    }
  })

const withCustomers = <S extends typeof matrix.ReadSuccess>(story: S, customers: Customer[]) =>
  withFixture(story, {
    state: { customers: { customers, imports: [], activity: [], postalCodes: {} } },
  })

const scrollTo = (canvasElement: HTMLElement, top: number) => {
  canvasElement.querySelector<HTMLElement>('[data-slot="virtual-list"]')!.scrollTop = top
}
const renderedRows = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[role="rowgroup"] + [role="rowgroup"] [role="row"]')

/** 5,000 customers in one page: the table knows them all, the page holds only those in view. */
export const LongList: Story = {
  ...withCustomers(matrix.ReadSuccess, manyCustomers(5000)),
  name: 'Read · 5,000 customers',
  args: { ...matrix.ReadSuccess.args, pageSize: 5000 },
  play: async ({ canvasElement }) => {
    const table = await findTable(canvasElement)
    await expect(table).toHaveAttribute('aria-rowcount', '5001')
    await expect(renderedRows(canvasElement).length).toBeLessThan(40)
    await expect(shownNames(canvasElement)[0]).toBe('Heitor Barbosa 5000')

    scrollTo(canvasElement, 2500 * 60)
    const row = (index: number) => canvasElement.querySelector(`[aria-rowindex="${index}"]`)
    await waitFor(() => expect(row(2502)).toHaveTextContent('Davi Esteves 2500'))
    await expect(row(2)).toBeNull()
    await expect(renderedRows(canvasElement).length).toBeLessThan(40)
    scrollTo(canvasElement, 0)
    await waitFor(() => expect(row(2)).not.toBeNull())
  },
}

/** Pages of 50: the next one is asked for as the end of the loaded rows comes into view. */
export const LoadMoreOnScroll: Story = {
  ...withCustomers(matrix.WriteSuccess, manyCustomers(120)),
  name: 'Write · next page on scroll',
  play: async ({ canvasElement, loaded }) => {
    const table = await findTable(canvasElement)
    const list = apiOf(loaded).customers.list
    // More may follow: the size is unknown.
    await expect(table).toHaveAttribute('aria-rowcount', '-1')
    await expect(countLine(canvasElement)).toHaveTextContent('50 clientes carregados')
    await expect(list).toHaveBeenCalledTimes(1)

    scrollTo(canvasElement, 50 * 60)
    await expectLastCalled(list, 101, { cursor: '50' })
    await waitFor(() => expect(countLine(canvasElement)).toHaveTextContent('100 clientes'))
    scrollTo(canvasElement, 100 * 60)
    await expectLastCalled(list, 101, { cursor: '100' })
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '121'))
    await expect(countLine(canvasElement)).toHaveTextContent('120 clientes')
    // Only these three pages (the first is also revalidated as each next one arrives, as
    // swr/infinite does, which is why the calls outnumber them).
    await expect(new Set(mocked(list).mock.calls.map(([, query]) => query?.cursor))).toEqual(
      new Set([undefined, '50', '100']),
    )
    scrollTo(canvasElement, 0)
  },
}
