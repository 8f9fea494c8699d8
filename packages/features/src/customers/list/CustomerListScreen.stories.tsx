import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, mocked, screen, userEvent, waitFor, within } from 'storybook/test'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  callCount,
  chooseImportFile,
  csvFile,
  expectCalled,
  expectLastCalled,
  expectNoButtons,
  onPhone,
  openDialog,
  optionTexts,
  playThen,
  storageOf,
  textsOf,
  withOpenDialog,
} from '../../testing/story-context.ts'
import type { CustomerSection } from '../section.ts'
import { CustomerListScreen } from './CustomerListScreen.tsx'
import {
  allByNewest,
  expectSampleList,
  listView,
  whenListed,
  withManyCustomers,
} from './customer-list.story-support.ts'
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
export const ReadEmpty: Story = playThen(matrix.ReadEmpty, async ({ canvas }) => {
  // Nothing to search or filter in an empty store, and nothing a reader could add.
  await expect(canvas.queryByRole('search')).not.toBeInTheDocument()
  await expectNoButtons(canvas, 'Limpar filtros', 'Novo cliente', 'Importar')
})

export const WriteEmpty: Story = playThen(matrix.WriteEmpty, async ({ canvas }) => {
  const empty = within(canvas.getByText('Nenhum cliente cadastrado ainda.').parentElement!)
  await expect(empty.getByRole('button', { name: 'Novo cliente' })).toBeVisible()
  await expect(empty.getByRole('button', { name: 'Importar' })).toBeVisible()
  await expectNoButtons(canvas, 'Limpar filtros')
})

/** Read level sees every customer and can export, but neither create nor import. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: whenListed(expectSampleList, async ({ canvas }) => {
    await expect(canvas.getByText(/Você pode consultar e exportar os clientes/)).toBeVisible()
    await expectNoButtons(canvas, 'Novo cliente', 'Importar')
  }),
}

/** Write level can also create and import. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: whenListed(expectSampleList, async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Novo cliente' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Importar' })).toBeVisible()
    await expect(canvas.queryByText(/Você pode consultar/)).toBeNull()
  }),
}

/* Search, filters, order, density ---------------------------------------------------------- */

/** The search goes to the server once typing pauses, not at every key. */
export const Search: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · search (debounced)',
  play: whenListed(async ({ canvas, view, list }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'comer')
    await expectLastCalled(list, 101, { q: 'comer' })
    // Typed in one go: only the whole word was asked for.
    await expect(list).not.toHaveBeenCalledWith(101, { q: 'c' })
    await expect(list).not.toHaveBeenCalledWith(101, { q: 'come' })
    await view.expectShown(['Comercial Aurora Ltda'])
    await expect(view.countLine()).toHaveTextContent('1 cliente')
  }),
}

/** A search that matches nothing says so, and "Limpar filtros" brings the list back. */
export const NoResults: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · no results',
  play: whenListed(async ({ canvas, view, list }) => {
    const search = canvas.getByRole('searchbox', { name: 'Buscar' })
    await userEvent.type(search, 'zuleica')
    const title = await canvas.findByText('Nenhum cliente encontrado.')
    await expect(list).toHaveBeenLastCalledWith(101, { q: 'zuleica' })
    await expect(canvas.queryByText('Nenhum cliente cadastrado ainda.')).toBeNull()
    // The search stays in reach, to change it.
    await expect(search).toHaveValue('zuleica')
    const clear = within(title.parentElement!).getByRole('button', { name: 'Limpar filtros' })
    await userEvent.click(clear)
    await view.expectShown(allByNewest)
    await expect(search).toHaveValue('')
  }),
}

/** A column header orders the list on the server; pressing it again turns the order around. */
export const SortByColumn: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · sort by column',
  play: whenListed(async ({ canvas, view, list }) => {
    await expect(view.sortOf(/Total gasto/)).toBeNull()
    const total = canvas.getByRole('columnheader', { name: /Total gasto/ })
    await userEvent.click(within(total).getByRole('button', { name: /Total gasto/ }))
    await expectLastCalled(list, 101, { sort: '-total_spent' })
    await expect(view.sortOf(/Total gasto/)).toBe('descending')
    await expect(view.sortOf(/Cadastro/)).toBeNull()
    await view.expectShownFirst(['Ana Beatriz Souza', 'Bruno Henrique Lima'])
    await userEvent.click(canvas.getByRole('button', { name: /Cliente/ }))
    await expectLastCalled(list, 101, { sort: 'name' })
    await expect(view.sortOf(/Cliente/)).toBe('ascending')
    await view.expectShown([...allByNewest].reverse())
    await userEvent.click(canvas.getByRole('button', { name: /Cliente/ }))
    await expectLastCalled(list, 101, { sort: '-name' })
    await expect(view.sortOf(/Cliente/)).toBe('descending')
  }),
}

/** A filter shows as a chip; removing the chip removes the filter. */
export const FilterChips: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · filter chips',
  play: whenListed(async ({ canvas, view, list }) => {
    const tag = canvas.getByRole('combobox', { name: 'Etiqueta' })
    const byUse = ['Todas', 'atacado', 'newsletter', 'b2b', 'vip'] // the store's, most used first
    await waitFor(() => expect(optionTexts(tag)).toEqual(byUse))
    await userEvent.selectOptions(tag, 'atacado')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Compras' }), 'Com compras')
    await expectLastCalled(list, 101, { tag: 'atacado', has_purchases: true })
    await view.expectShown(['Bruno Henrique Lima'])
    const chips = within(canvas.getByRole('list', { name: 'Filtros aplicados' }))
    const chipTexts = () => textsOf(chips.getAllByRole('listitem'))
    await expect(chipTexts()).toEqual(['Etiqueta: atacado', 'Com compras'])
    await userEvent.click(canvas.getByRole('button', { name: 'Remover filtro Etiqueta: atacado' }))
    await expectLastCalled(list, 101, { has_purchases: true })
    await expect(tag).toHaveValue('all')
    await expect(chipTexts()).toHaveLength(1)
    // The keyboard stays among the chips.
    const left = canvas.getByRole('button', { name: 'Remover filtro Com compras' })
    await waitFor(() => expect(left).toHaveFocus())
    await view.expectShown(['Bruno Henrique Lima', 'Ana Beatriz Souza'])
  }),
}

/** The registration period filter, as a chip of its own. */
export const FilterByPeriod: Story = {
  ...matrix.ReadSuccess,
  name: 'Read · filter by registration period',
  play: whenListed(async ({ canvas, view, list }) => {
    await userEvent.type(canvas.getByLabelText('Cadastro desde'), '2026-08-01')
    await userEvent.type(canvas.getByLabelText('Cadastro até'), '2026-11-15')
    const period = { created_from: '2026-08-01', created_to: '2026-11-15' }
    await expectLastCalled(list, 101, period)
    await view.expectShown(['Débora Nascimento', 'Comercial Aurora Ltda'])
    const chip = 'Remover filtro Cadastro: de 01/08/2026 a 15/11/2026'
    await expect(canvas.getByRole('button', { name: chip })).toBeVisible()
  }),
}

/** "Compacta" fits more rows in view, and the choice is remembered in the browser. */
export const Density: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · compact density',
  play: whenListed(async ({ canvas, view, loaded }) => {
    await expect(view.firstRowHeight()).toBe(60)
    await expect(canvas.getByRole('radio', { name: 'Confortável' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: 'Compacta' }))
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Compacta' })).toBeChecked())
    await waitFor(() => expect(view.firstRowHeight()).toBe(44))
    await expect(storageOf(loaded).get(DENSITY_STORAGE_KEY)).toBe('compact')
  }),
}

/** A density chosen on an earlier visit is the one the list opens with. */
export const RememberedDensity: Story = {
  ...matrix.ReadSuccess,
  name: 'Read · remembered compact density',
  parameters: { ...matrix.ReadSuccess.parameters, storage: { [DENSITY_STORAGE_KEY]: 'compact' } },
  play: whenListed(async ({ canvas, view }) => {
    await expect(canvas.getByRole('radio', { name: 'Compacta' })).toBeChecked()
    await expect(view.firstRowHeight()).toBe(44)
  }),
}

/* Creating --------------------------------------------------------------------------------- */

/** "Novo cliente" asks for the minimum, then opens the new customer's page in the section. */
export const CreateCustomer: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · new customer',
  args: { section: 'payments' },
  play: whenListed(async ({ canvas, api }) => {
    const dialog = await openDialog(canvas, 'Novo cliente')
    await userEvent.type(dialog.getByLabelText(/^Nome/), 'Fernanda Queiroz')
    // Neither e-mail nor document: the contract's rule speaks on the e-mail.
    await userEvent.click(dialog.getByRole('button', { name: 'Cadastrar cliente' }))
    await expect(await dialog.findByText(/Preencha pelo menos um destes campos/)).toBeVisible()
    await userEvent.type(dialog.getByLabelText('CPF ou CNPJ'), '529.982.247-25')
    await userEvent.type(dialog.getByLabelText('Telefone'), '(21) 99876-5432')
    // The masks have settled on what was typed before it is sent.
    await expect(dialog.getByLabelText('Telefone')).toHaveValue('(21) 99876-5432')
    await userEvent.click(dialog.getByRole('button', { name: 'Cadastrar cliente' }))
    await expectCalled(api.customers.create, 101, {
      name: 'Fernanda Queiroz',
      email: null,
      document: '52998224725',
      phone: '21998765432',
    })
    await expectCalled(navigate, '/101/payments/customers/6')
    await expect(screen.queryByRole('dialog')).toBeNull()
  }),
}

/** A document already on file is refused by the server, under the field. */
export const CreateDuplicate: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · new customer with a known document',
  play: whenListed(async ({ canvas, api }) => {
    const dialog = await openDialog(canvas, 'Novo cliente')
    await userEvent.type(dialog.getByLabelText(/^Nome/), 'Ana B. Souza')
    await userEvent.type(dialog.getByLabelText('CPF ou CNPJ'), '295.379.955-93')
    await userEvent.click(dialog.getByRole('button', { name: 'Cadastrar cliente' }))
    const document = dialog.getByLabelText('CPF ou CNPJ')
    const taken = /Já existe um cliente com este documento\.$/
    await waitFor(() => expect(document).toHaveAccessibleDescription(taken))
    await expect(document).toHaveAttribute('aria-invalid', 'true')
    await expect(navigate).not.toHaveBeenCalled()
    await expect(api.state.customers.customers).toHaveLength(5)
  }),
}

/** "Importar" opens the import; once it is done, the list and the tag filter are fetched again. */
export const ImportThenReload: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · import, then the list reloads',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: whenListed(async ({ canvas, api, list }) => {
    const dialog = await openDialog(canvas, 'Importar', 'Importar clientes')
    const file = csvFile('novos.csv', ['nome,email', 'Fernanda Oliveira,fernanda@exemplo.com.br'])
    await chooseImportFile(file)
    await userEvent.click(await dialog.findByRole('button', { name: /^Importar 1 / }))
    const done = await dialog.findByRole('button', { name: 'Concluir' })
    await waitFor(() => expect(api.customers.importCsv).toHaveBeenCalledTimes(2))
    const before = { list: callCount(list), tags: callCount(api.customers.tags) }
    await userEvent.click(done)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // Closing after an import asks for the list (as filtered now) and the tags again.
    await waitFor(() => expect(callCount(list)).toBeGreaterThan(before.list))
    await waitFor(() => expect(callCount(api.customers.tags)).toBeGreaterThan(before.tags))
    await expect(list).toHaveBeenLastCalledWith(101, {})
  }),
}

/* Sections --------------------------------------------------------------------------------- */

/** In a section, a trail leads back to it, and a customer opens at the section's own path. */
const sectionStory = (section: CustomerSection, label: string, detailPath: string): Story => ({
  ...matrix.WriteSuccess,
  name: `Write · success in ${label}`,
  args: { section },
  play: whenListed(async ({ canvas }) => {
    const trail = within(canvas.getByRole('navigation', { name: 'Trilha de navegação' }))
    await expect(textsOf(trail.getAllByRole('listitem'))).toEqual([label, 'Clientes'])
    await expect(trail.getByText('Clientes')).toHaveAttribute('aria-current', 'page')
    const ana = canvas.getByRole('link', { name: 'Ana Beatriz Souza' })
    await expect(ana).toHaveAttribute('href', detailPath)
    await userEvent.click(ana)
    await expectCalled(navigate, detailPath)
  }),
})

/** Ana's page (customer 1) in a section. */
const anaIn = (section: CustomerSection) => `/101/${section}/customers/1`
export const EcommerceSection = sectionStory('ecommerce', 'E-commerce', anaIn('ecommerce'))
export const PaymentsSection = sectionStory('payments', 'Pagamentos', anaIn('payments'))
export const RecurrenceSection = sectionStory('recurrence', 'Recorrência', anaIn('recurrence'))

/* Narrow screens and long lists ------------------------------------------------------------ */

/** A phone: cards with name, e-mail and total, and the filters (order too) behind "Filtros". */
export const Mobile: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'Write · mobile (375 px)',
  play: async ({ canvas, canvasElement, loaded }) => {
    const view = listView(canvasElement)
    await canvas.findByRole('list', { name: 'Clientes' })
    await expect(canvas.queryByRole('table')).toBeNull()
    const ana = view.cards()[4]!
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
    await waitFor(() => expect(view.cards()[0]).toHaveTextContent('Ana Beatriz Souza'))
    await userEvent.click(filters)
    await expect(canvas.queryByRole('combobox', { name: 'Ordenar por' })).toBeNull()
  },
}

/** 5,000 customers in one page: the table knows them all, the page holds only those in view. */
export const LongList: Story = {
  ...withManyCustomers(matrix.ReadSuccess, 5000),
  name: 'Read · 5,000 customers',
  args: { ...matrix.ReadSuccess.args, pageSize: 5000 },
  play: whenListed(async ({ view, table }) => {
    await expect(table).toHaveAttribute('aria-rowcount', '5001')
    await expect(view.renderedRows().length).toBeLessThan(40)
    await expect(view.names()[0]).toBe('Heitor Barbosa 5000')
    view.scrollTo(2500 * 60)
    await waitFor(() => expect(view.rowAt(2502)).toHaveTextContent('Davi Esteves 2500'))
    await expect(view.rowAt(2)).toBeNull()
    await expect(view.renderedRows().length).toBeLessThan(40)
    view.scrollTo(0)
    await waitFor(() => expect(view.rowAt(2)).not.toBeNull())
  }),
}

/** Pages of 50: the next one is asked for as the end of the loaded rows comes into view. */
export const LoadMoreOnScroll: Story = {
  ...withManyCustomers(matrix.WriteSuccess, 120),
  name: 'Write · next page on scroll',
  play: whenListed(async ({ view, table, list }) => {
    // More may follow: the size is unknown.
    await expect(table).toHaveAttribute('aria-rowcount', '-1')
    await expect(view.countLine()).toHaveTextContent('50 clientes carregados')
    await expect(list).toHaveBeenCalledTimes(1)
    view.scrollTo(50 * 60)
    await expectLastCalled(list, 101, { cursor: '50' })
    await waitFor(() => expect(view.countLine()).toHaveTextContent('100 clientes'))
    view.scrollTo(100 * 60)
    await expectLastCalled(list, 101, { cursor: '100' })
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '121'))
    await expect(view.countLine()).toHaveTextContent('120 clientes')
    // Only these three pages (the first is also revalidated as each next one arrives, as
    // swr/infinite does, which is why the calls outnumber them).
    const cursors = new Set(mocked(list).mock.calls.map(([, query]) => query?.cursor))
    await expect(cursors).toEqual(new Set([undefined, '50', '100']))
    view.scrollTo(0)
  }),
}
