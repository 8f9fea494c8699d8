import useSWR from 'swr'
import type { Shipment } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/** The payment's shipment and invoice (null: nothing saved yet), read only when it can ship. */
export function useShipment(appId: number, paymentId: number, enabled: boolean) {
  const api = useApi()
  const shipment = useSWR(enabled ? ['transactions', appId, 'shipment', paymentId] : null, () =>
    api.shipments.get(appId, paymentId),
  )
  return {
    shipment: shipment.data,
    error: shipment.error as unknown,
    retry: () => void shipment.mutate(),
    /** The answer of a save is what is saved now. */
    saved: (saved: Shipment) => shipment.mutate(saved, { revalidate: false }),
  }
}
