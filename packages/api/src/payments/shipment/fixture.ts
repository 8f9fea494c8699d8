import { ApiError } from '../../http/api-error.ts'
import { parseBody } from '../../http/field-errors.ts'
import type { TransactionsFixtureState } from '../../transactions/fixture.ts'
import type { ShipmentsApi } from './api.ts'
import { SHIPPABLE_STATUSES, ShipmentInputSchema, type Shipment } from './schema.ts'

/** The saved shipments, by payment id (the fixture has one store). */
export interface ShipmentsFixtureState {
  shipments: Record<number, Shipment>
}

/** Nothing shipped yet: each story saves its own. */
export const sampleShipmentsState = (): ShipmentsFixtureState => ({ shipments: {} })

/**
 * The server's rules in memory: another payment is a 404, one that received no money a 409 with
 * the server's words, bad input the contract's field errors.
 */
export function createShipmentsFixture(
  state: ShipmentsFixtureState,
  now: () => Date,
  transactions: TransactionsFixtureState,
): ShipmentsApi {
  const paymentOf = (id: number) => {
    const payment = transactions.transactions.find((item) => item.id === id)
    if (!payment) {
      throw new ApiError({
        statusCode: 404,
        statusMessage: 'Not Found',
        message: 'Pagamento não encontrado.',
      })
    }
    return payment
  }
  return {
    async get(_appId, paymentId) {
      paymentOf(paymentId)
      return state.shipments[paymentId] ?? null
    },
    async save(_appId, paymentId, input) {
      const payment = paymentOf(paymentId)
      const values = parseBody(ShipmentInputSchema, input, 'pt-BR')
      if (!(SHIPPABLE_STATUSES as readonly string[]).includes(payment.status)) {
        throw new ApiError({
          statusCode: 409,
          statusMessage: 'Conflict',
          message:
            'Só é possível informar envio e nota fiscal de um pagamento que recebeu dinheiro: este não foi pago (ou foi estornado por inteiro).',
        })
      }
      const before = state.shipments[paymentId]
      const at = now().toISOString()
      const trackingChanged =
        values.tracking_code !== (before?.tracking_code ?? '') ||
        values.carrier !== (before?.carrier ?? '') ||
        values.tracking_url !== (before?.tracking_url ?? '')
      const nfChanged =
        values.nf_number !== (before?.nf_number ?? '') ||
        values.nf_key !== (before?.nf_key ?? '') ||
        values.nf_url !== (before?.nf_url ?? '')
      const saved: Shipment = {
        payment_id: paymentId,
        ...values,
        tracking_saved_at: trackingChanged ? at : (before?.tracking_saved_at ?? null),
        nf_saved_at: nfChanged ? at : (before?.nf_saved_at ?? null),
        updated_at: at,
      }
      state.shipments[paymentId] = saved
      return saved
    },
  }
}
