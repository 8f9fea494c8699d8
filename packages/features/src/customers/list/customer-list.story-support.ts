/*
 * What the customer list's stories read off the screen, and the big store they scroll through.
 * Not a stories file (.storybook/main.ts picks up *.stories.tsx only): helpers, no stories.
 */
import { expect, waitFor, within } from 'storybook/test'
import type { Customer } from '@vitrine/api'
import type { FixtureApi } from '@vitrine/api/fixture'
import { sampleCustomers } from '@vitrine/api/fixture'
import { apiOf, textsOf, withFixture, type PlayContext } from '../../testing/story-context.ts'

/** The sample customers' names in the default order (newest first). */
export const allByNewest = [
  'Eduardo Pires',
  'Débora Nascimento',
  'Comercial Aurora Ltda',
  'Bruno Henrique Lima',
  'Ana Beatriz Souza',
]

/** Ana's row as the table shows it (the sample customer with every field filled). */
const anaCells = [
  'Ana Beatriz Souzaana.souza@exemplo.com.br',
  '295.379.955-93',
  '(11) 98765-4321',
  'vipnewsletter',
  '7',
  'R$\u00a01.847,90',
  '18/11/2026',
  '02/03/2026',
]

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

/** What the stories read off the list on one story's canvas. */
export const listView = (canvasElement: HTMLElement) => ({
  /** The names in the rows rendered, in order. */
  names: () => shownNames(canvasElement),
  /** Waits until the rows show these names, in this order. */
  expectShown: (names: readonly string[]) =>
    waitFor(() => expect(shownNames(canvasElement)).toEqual(names)),
  /** Waits until the first rows show these names, in this order (the rest may follow). */
  expectShownFirst: (names: readonly string[]) =>
    waitFor(() => expect(shownNames(canvasElement).slice(0, names.length)).toEqual(names)),
  /** A column's order as its header says (aria-sort), or null when it does not order the list. */
  sortOf: (name: RegExp) =>
    within(canvasElement).getByRole('columnheader', { name }).getAttribute('aria-sort'),
  /** The line under the list that counts the customers (a polite live region). */
  countLine: () => canvasElement.querySelector<HTMLElement>('[data-slot="customer-count"]'),
  /** The height of the first row rendered. */
  firstRowHeight: () =>
    canvasElement.querySelector<HTMLElement>('[data-index="0"]')!.getBoundingClientRect().height,
  /** Scrolls the virtual list to this offset (rows are 60 px high at the default density). */
  scrollTo: (top: number) => {
    canvasElement.querySelector<HTMLElement>('[data-slot="virtual-list"]')!.scrollTop = top
  },
  /** The body rows the page holds now (a virtual list renders only those in view). */
  renderedRows: () =>
    canvasElement.querySelectorAll('[role="rowgroup"] + [role="rowgroup"] [role="row"]'),
  /** The cards a phone shows instead of the table. */
  cards: () =>
    within(within(canvasElement).getByRole('list', { name: 'Clientes' })).getAllByRole('listitem'),
  /** The row at this aria-rowindex (the header is 1), or null when not rendered. */
  rowAt: (index: number) => canvasElement.querySelector(`[aria-rowindex="${index}"]`),
})

/** What a play of the loaded list gets: its context, the table and readers, the adapter. */
export type ListContext = PlayContext & {
  table: HTMLElement
  view: ReturnType<typeof listView>
  api: FixtureApi
  /** The list method's spy. */
  list: FixtureApi['customers']['list']
}

/** Plays, in turn, once the table has rows (every play of a loaded list waits for them). */
export const whenListed =
  (...plays: ((context: ListContext) => Promise<void>)[]) =>
  async (context: PlayContext) => {
    const table = await findTable(context.canvasElement)
    const api = apiOf(context.loaded)
    const view = listView(context.canvasElement)
    for (const play of plays) await play({ ...context, table, view, api, list: api.customers.list })
  }

/** The sample store's five customers, as both levels see them (a play to go on from). */
export async function expectSampleList({ canvas, view, table, api }: ListContext) {
  // Newest first; all five loaded, so the total is known (header row included).
  await expect(view.names()).toEqual(allByNewest)
  await expect(table).toHaveAttribute('aria-rowcount', '6')
  await expect(view.countLine()).toHaveTextContent('5 clientes')
  const ana = within(canvas.getByRole('row', { name: /Ana Beatriz Souza/ }))
  await expect(textsOf(ana.getAllByRole('cell'))).toEqual(anaCells)
  const link = ana.getByRole('link', { name: 'Ana Beatriz Souza' })
  await expect(link).toHaveAttribute('href', '/101/customers/details/1')
  await expect(view.sortOf(/Cadastro/)).toBe('descending')
  await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeVisible()
  await expect(api.customers.list).toHaveBeenCalledWith(101, {})
  // The customers area of its own needs no trail: the heading says "Clientes".
  await expect(canvas.queryByRole('navigation', { name: 'Trilha de navegação' })).toBeNull()
}

/* A big store ------------------------------------------------------------------------------ */

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

/** The story with a store of `count` made-up customers instead of the sample ones. */
export const withManyCustomers = <S extends Parameters<typeof withFixture>[0]>(
  story: S,
  count: number,
) =>
  withFixture(story, {
    state: {
      customers: { customers: manyCustomers(count), imports: [], activity: [], postalCodes: {} },
    },
  })
