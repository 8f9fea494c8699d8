import { ApiError } from '../http/api-error.ts'
import type { TransactionsApi } from './api.ts'
import type { Transaction } from './schema.ts'

// The transactions area's screens enrich this sample (issue 10): payments across every status.

export interface TransactionsFixtureState {
  transactions: Transaction[]
}

export const sampleTransactions: Transaction[] = []

export function sampleTransactionsState(empty: boolean): TransactionsFixtureState {
  return { transactions: empty ? [] : structuredClone(sampleTransactions) }
}

const notFound = () =>
  new ApiError({
    statusCode: 404,
    statusMessage: 'Not Found',
    message: 'Pagamento não encontrado.',
  })

export function createTransactionsFixture(
  state: TransactionsFixtureState,
  _now: () => Date,
): TransactionsApi {
  const find = (id: number) => {
    const found = state.transactions.find((item) => item.id === id)
    if (!found) throw notFound()
    return found
  }
  const unsupported = async (): Promise<Transaction> => {
    throw new ApiError({
      statusCode: 501,
      statusMessage: 'Not Implemented',
      message: 'Indisponível.',
    })
  }
  return {
    list: async () => ({ items: structuredClone(state.transactions), next_cursor: null }),
    totals: async () => ({
      count: state.transactions.length,
      amount_cents: state.transactions.reduce((sum, item) => sum + item.amount_cents, 0),
      captured_cents: 0,
      refunded_cents: 0,
      by_status: [],
    }),
    get: async (_appId, id) => structuredClone(find(id)),
    trail: async () => [],
    create: unsupported,
    capture: unsupported,
    refund: unsupported,
    cancel: unsupported,
    confirm: unsupported,
    resend: async () => {},
    simulate: unsupported,
    exportCsv: async () => new Blob([''], { type: 'text/csv' }),
  }
}
