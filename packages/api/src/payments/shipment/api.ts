import type { Shipment, ShipmentInput } from './schema.ts'

/** A paid payment's shipment and invoice (payments service, beside the payment's actions). */
export interface ShipmentsApi {
  /** Null while nothing was saved. */
  get(appId: number, paymentId: number, signal?: AbortSignal): Promise<Shipment | null>
  /** Saves both halves; a new tracking code mails in_transport, a new invoice mails nf. */
  save(appId: number, paymentId: number, input: ShipmentInput): Promise<Shipment>
}
