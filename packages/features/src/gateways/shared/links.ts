import type { GatewayType } from '@vitrine/api'
import { href, hrefOf } from '../../routes/manifest.ts'

/** "Meios de pagamento": every type at a glance. */
export const gatewaysOverviewHref = (appId: number) => href('payments-gateways', { appID: appId })

export const installmentsHref = (appId: number) => href('payments-installments', { appID: appId })

/** A type's list ("/101/payments/gateways/billet"). */
export const gatewayListHref = (type: GatewayType, appId: number) =>
  href(`payments-gateways-${type}`, { appID: appId })

export const newGatewayHref = (type: GatewayType, appId: number) =>
  href(`payments-gateways-${type}-new`, { appID: appId })

/** One gateway; custom methods are at `custom/{customID}` (section 2). */
export function gatewayDetailHref(type: GatewayType, appId: number, id: number): string {
  return type === 'custom'
    ? href('payments-gateways-custom-details', { appID: appId, customID: id })
    : href(`payments-gateways-${type}-details`, { appID: appId, id })
}

export const editGatewayHref = (type: GatewayType, appId: number, id: number) =>
  href(`payments-gateways-${type}-edit`, { appID: appId, id })

/**
 * The payments made through one gateway, in the transactions list (another area's screen):
 * undefined while that route is not in the manifest, so the link is simply not offered.
 */
export function gatewayPaymentsHref(appId: number, gatewayId: number): string | undefined {
  const list = hrefOf('payments-transactions', { appID: appId })
  return list === undefined ? undefined : `${list}?gateway_id=${gatewayId}`
}
