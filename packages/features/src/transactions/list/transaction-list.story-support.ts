/*
 * What the transaction list's stories read off the screen, and the stores they use. Not a
 * stories file (.storybook/main.ts picks up *.stories.tsx only): helpers, no stories.
 */
import { expect, waitFor, within } from 'storybook/test'
import { DEFAULT_INSTALLMENT_SETUP, type Transaction } from '@vitrine/api'
import type { FixtureApi } from '@vitrine/api/fixture'
import { sampleChargeGateways, sampleTransactions } from '@vitrine/api/fixture'
import { apiOf, withFixture, type PlayContext } from '../../testing/story-context.ts'

/** The store's gateways behind the sample payments (one of each type, and a live card one). */
export const chargeGatewaysState = {
  gateways: { gateways: sampleChargeGateways, installments: DEFAULT_INSTALLMENT_SETUP },
}

/** The story with the sample payments' gateways as the store's (the filter, the new charge). */
export const withChargeGateways = <S extends Parameters<typeof withFixture>[0]>(story: S) =>
  withFixture(story, { state: chargeGatewaysState })

/** The sample payments' numbers in the default order (newest first). */
export const allByNewest = sampleTransactions.map((payment) => `#${payment.id}`)

/** The payment numbers in the rows rendered, in order. */
function shownIds(canvasElement: HTMLElement): string[] {
  const table = within(canvasElement).getByRole('table', { name: 'Pagamentos' })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent!.replace('Pagamento ', ''))
}

/** What the stories read off the list on one story's canvas. */
export const listView = (canvasElement: HTMLElement) => ({
  ids: () => shownIds(canvasElement),
  /** Waits until the rows show these payments, in this order. */
  expectShown: (ids: readonly number[]) =>
    waitFor(() => expect(shownIds(canvasElement)).toEqual(ids.map((id) => `#${id}`))),
  /** Waits until the first rows show these payments, in this order (the rest may follow). */
  expectShownFirst: (ids: readonly number[]) =>
    waitFor(() =>
      expect(shownIds(canvasElement).slice(0, ids.length)).toEqual(ids.map((id) => `#${id}`)),
    ),
  /** The line under the list that counts the payments (a polite live region). */
  countLine: () => canvasElement.querySelector<HTMLElement>('[data-slot="transaction-count"]'),
  /** The totals of the filter. */
  totals: () =>
    within(canvasElement.querySelector<HTMLElement>('[data-slot="transaction-totals"]')!),
  /** Scrolls the virtual list to this offset. */
  scrollTo: (top: number) => {
    canvasElement.querySelector<HTMLElement>('[data-slot="virtual-list"]')!.scrollTop = top
  },
  /** The cards a phone shows instead of the table. */
  cards: () =>
    within(within(canvasElement).getByRole('list', { name: 'Pagamentos' })).getAllByRole(
      'listitem',
    ),
})

/** What a play of the loaded list gets: its context, the readers, the adapter and its spies. */
export type ListContext = PlayContext & {
  view: ReturnType<typeof listView>
  api: FixtureApi
  list: FixtureApi['transactions']['list']
  totals: FixtureApi['transactions']['totals']
}

/** Plays, in turn, once the table has rows. */
export const whenListed =
  (...plays: ((context: ListContext) => Promise<void>)[]) =>
  async (context: PlayContext) => {
    await within(context.canvasElement).findByRole('table', { name: 'Pagamentos' })
    const api = apiOf(context.loaded)
    const view = listView(context.canvasElement)
    for (const play of plays) {
      await play({
        ...context,
        view,
        api,
        list: api.transactions.list,
        totals: api.transactions.totals,
      })
    }
  }

/* A busy store ------------------------------------------------------------------------------ */

/** A busy store's payments, made up but the same at every run (screenshots compare). */
const manyPayments = (count: number): Transaction[] =>
  Array.from({ length: count }, (_, index) => {
    const base = sampleTransactions[index % sampleTransactions.length]!
    return {
      ...structuredClone(base),
      id: 10_000 + index,
      // One a minute, the newest last: the list shows the highest numbers first.
      created_at: new Date(Date.parse('2026-10-01T12:00:00.000Z') + index * 60_000).toISOString(),
    }
  })

/** The story with a store of `count` made-up payments instead of the sample ones. */
export const withManyPayments = <S extends Parameters<typeof withFixture>[0]>(
  story: S,
  count: number,
) =>
  withFixture(story, {
    state: {
      ...chargeGatewaysState,
      transactions: { transactions: manyPayments(count), trails: {} },
    },
  })
