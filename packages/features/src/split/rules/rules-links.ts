import { href } from '../../routes/manifest.ts'

/** The three pages of a gateway's rule: the form, the static pix form, the eficustom editor. */
export type RulesPage = 'rule' | 'static-pix' | 'eficustom'

const ROUTE = {
  rule: 'payments-split-rules',
  'static-pix': 'payments-split-rules-static-pix',
  eficustom: 'payments-split-rules-eficustom',
} as const

/** A gateway's rule page ("/101/payments/split/rules/static-pix/pix-balcao/9"). */
export const rulesHref = (page: RulesPage, appId: number, gatewayName: string, gatewayId: number) =>
  href(ROUTE[page], { appID: appId, gatewayName, gatewayID: gatewayId })

/** The split's gateways list (Pagamentos › Split), where a gateway not found can be looked for. */
export const gatewaysHref = (appId: number) => href('payments-split', { appID: appId })
