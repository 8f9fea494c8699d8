import type { SellerPayout, SellerStatus, SplitRule } from '@vitrine/api'
import { addMs, DAY } from '../../clock.ts'
import { foldName } from '../../customers/names.ts'
import type { Database } from '../../db/client.ts'
import { splitRuleVersions, splitSellers } from '../../split/schema.ts'

/*
 * The demo store's marketplace (issue 12): three sellers on its pix gateway — two active, one
 * waiting for the provider's verification — and a 70/20/10 rule (the store keeps 70 %, the
 * sellers 20 % and 10 %, the fee on the store) in its second version, so the split screens
 * show sellers, a rule in force and a history with what changed.
 */

interface DemoSeller {
  name: string
  document: string
  email: string
  payout: SellerPayout
  providerAccount: string | null
  status: SellerStatus
}

const DEMO_SELLERS: readonly DemoSeller[] = [
  {
    name: 'Ateliê Maré Alta',
    document: '11222333000181',
    email: 'vendedor@vitrine.dev',
    payout: { kind: 'pix', pix_key: 'financeiro@atelie-mare.com.br' },
    providerAccount: '4402175',
    status: 'active',
  },
  {
    name: 'Joana Ribeiro Cerâmica',
    document: '52998224725',
    email: 'joana@ribeiroceramica.com.br',
    payout: {
      kind: 'bank_account',
      bank_code: '341',
      agency: '1234',
      agency_digit: null,
      account: '56789',
      account_digit: '3',
      account_type: 'checking',
    },
    providerAccount: '4402176',
    status: 'active',
  },
  {
    name: 'Estúdio Trama',
    document: '60574669000119',
    email: 'contato@estudiotrama.com.br',
    payout: {
      kind: 'bank_account',
      bank_code: '260',
      agency: '0001',
      agency_digit: null,
      account: '8812345',
      account_digit: '0',
      account_type: 'checking',
    },
    providerAccount: null,
    status: 'pending_verification',
  },
]

const MERCHANT = { kind: 'merchant' } as const

/** Shares in basis points for the first two sellers: a first try, then today's 70/20/10. */
const VERSIONS: readonly { first: number; second: number; daysAgo: number }[] = [
  { first: 2500, second: 500, daysAgo: 45 },
  { first: 2000, second: 1000, daysAgo: 18 },
]

/** The demo sellers and rule versions on the gateway given (the demo's pix). */
export async function seedDemoSplit(
  db: Database,
  appId: number,
  gatewayId: number,
  now: Date,
): Promise<void> {
  const since = addMs(now, -60 * DAY)
  const sellers = await db
    .insert(splitSellers)
    .values(
      DEMO_SELLERS.map((seller) => ({
        appId,
        gatewayId,
        name: seller.name,
        searchName: foldName(seller.name),
        document: seller.document,
        email: seller.email,
        payout: seller.payout,
        providerAccount: seller.providerAccount,
        status: seller.status,
        verifiedAt: seller.status === 'active' ? since : null,
        createdAt: since,
        updatedAt: since,
      })),
    )
    .returning({ id: splitSellers.id })
  const [first, second] = sellers
  await db.insert(splitRuleVersions).values(
    VERSIONS.map((version, index) => {
      const rule: SplitRule = {
        shares: [
          { seller_id: first!.id, kind: 'percent', basis_points: version.first },
          { seller_id: second!.id, kind: 'percent', basis_points: version.second },
        ],
        fee_payer: MERCHANT,
        remainder_taker: MERCHANT,
        chargeback_liability: MERCHANT,
        overrides: [],
      }
      return {
        appId,
        gatewayId,
        version: index + 1,
        rule,
        createdBy: 'Vitrine',
        createdAt: addMs(now, -version.daysAgo * DAY),
      }
    }),
  )
}
