import { splitRuleVariantOf, type SplitGateway } from '@vitrine/api'
import { href } from '../../routes/manifest.ts'
import { rulesHref } from '../rules/rules-links.ts'

/**
 * A gateway's name as the address carries it ("Pix da loja" → "pix-da-loja"): the id finds
 * the gateway, the name only makes the address readable, so any slug of it will do.
 */
export function gatewaySlug(gateway: Pick<SplitGateway, 'name' | 'type'>): string {
  const slug = gateway.name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  return slug || gateway.type
}

/** The gateway's sellers ("/101/payments/split/sellers/pix-da-loja/1"). */
export const sellersHref = (appId: number, gateway: SplitGateway) =>
  href('payments-split-sellers', {
    appID: appId,
    gatewayName: gatewaySlug(gateway),
    gatewayID: gateway.id,
  })

/** The gateway's rule, on the page of its variant (static pix has its own). */
export const ruleHref = (appId: number, gateway: SplitGateway) =>
  rulesHref(splitRuleVariantOf(gateway.type), appId, gatewaySlug(gateway), gateway.id)

/** Where gateways are set up (an empty list sends the store there). */
export const gatewaysSetupHref = (appId: number) => href('payments-gateways', { appID: appId })
