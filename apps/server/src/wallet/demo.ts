import type { PayoutDestination, PayoutKind, PayoutStatus, SupplierCategory } from '@vitrine/api'
import { addMs, DAY, HOUR } from '../clock.ts'
import { foldName } from '../customers/names.ts'
import type { Database } from '../db/client.ts'
import { balanceOf } from '../ledger/balances.ts'
import { postJournals, type JournalInput } from '../ledger/post.ts'
import { WALLET_IN_TRANSIT, WALLET_PAID_OUT } from './balance.ts'
import { PAYOUT_PROVIDER } from './payouts.ts'
import { sandboxTransfers, walletPayouts, walletSuppliers, wallets } from './schema.ts'

/*
 * The demo store's wallet: on, withdrawing to a pix key, three suppliers of different
 * categories and a few payouts — a withdrawal and a supplier payment paid out, a withdrawal
 * still in transit and a supplier payment that failed and came back — with their journals and
 * the sandbox's books, so the balance, statement and history screens show something real.
 */

const STORE_DESTINATION: PayoutDestination = { kind: 'pix', pix_key: '12.345.678/0001-95' }

interface DemoSupplier {
  name: string
  document: string
  email: string | null
  category: SupplierCategory
  destination: PayoutDestination
}

const DEMO_SUPPLIERS: readonly DemoSupplier[] = [
  {
    name: 'Tecelagem Vale Verde',
    document: '60574669000119',
    email: 'financeiro@valeverde.com.br',
    category: 'goods',
    destination: {
      kind: 'bank_account',
      bank_code: '001',
      agency: '3456',
      agency_digit: '7',
      account: '112233',
      account_digit: '4',
      account_type: 'checking',
    },
  },
  {
    name: 'Entregas Rápidas Paulista',
    document: '11444777000161',
    email: null,
    category: 'logistics',
    destination: { kind: 'pix', pix_key: 'pagamentos@entregaspaulista.com.br' },
  },
  {
    name: 'Marina Duarte Fotografia',
    document: '39053344705',
    email: 'marina@duartefoto.com.br',
    category: 'marketing',
    // The sandbox's failing key: the demo's failed payment went here.
    destination: { kind: 'pix', pix_key: 'falha@sandbox.dev' },
  },
]

interface DemoPayout {
  kind: PayoutKind
  status: PayoutStatus
  amountCents: number
  supplier: number | null
  description: string | null
  daysAgo: number
}

const DEMO_PAYOUTS: readonly DemoPayout[] = [
  {
    kind: 'withdrawal',
    status: 'paid_out',
    amountCents: 1_500_000,
    supplier: null,
    description: null,
    daysAgo: 12,
  },
  {
    kind: 'supplier_payment',
    status: 'paid_out',
    amountCents: 348_000,
    supplier: 0,
    description: 'Tecidos da coleção de inverno',
    daysAgo: 6,
  },
  {
    kind: 'supplier_payment',
    status: 'failed',
    amountCents: 120_000,
    supplier: 2,
    description: 'Fotos do catálogo',
    daysAgo: 3,
  },
  {
    kind: 'withdrawal',
    status: 'in_transit',
    amountCents: 500_000,
    supplier: null,
    description: null,
    daysAgo: 0,
  },
]

export async function seedDemoWallet(db: Database, appId: number, now: Date): Promise<void> {
  const [wallet] = await db
    .insert(wallets)
    .values({
      appId,
      enabled: true,
      enabledAt: addMs(now, -30 * DAY),
      minWithdrawalCents: 1_000,
      dailyWithdrawalCapCents: 5_000_000,
      destination: STORE_DESTINATION,
      createdAt: addMs(now, -30 * DAY),
      updatedAt: addMs(now, -30 * DAY),
    })
    .onConflictDoNothing()
    .returning()
  if (!wallet) return // seeded before
  const suppliers = await db
    .insert(walletSuppliers)
    .values(
      DEMO_SUPPLIERS.map((supplier, index) => ({
        appId,
        ...supplier,
        searchName: foldName(supplier.name),
        createdAt: addMs(now, -(25 - index) * DAY),
        updatedAt: addMs(now, -(25 - index) * DAY),
      })),
    )
    .returning()
  // Only what the demo's available money covers (it always does today; a smaller demo skips).
  let available = await balanceOf(db, appId, 'merchant_available')
  for (const [index, payout] of DEMO_PAYOUTS.entries()) {
    if (payout.amountCents > available) continue
    const requestedAt = addMs(now, -payout.daysAgo * DAY - (index + 1) * HOUR)
    const settledAt = addMs(requestedAt, 5_000)
    const supplier = payout.supplier === null ? null : suppliers[payout.supplier]!
    const destination = supplier?.destination ?? STORE_DESTINATION
    const [row] = await db
      .insert(walletPayouts)
      .values({
        appId,
        kind: payout.kind,
        status: payout.status,
        amountCents: payout.amountCents,
        description: payout.description,
        supplierId: supplier?.id ?? null,
        destination,
        provider: PAYOUT_PROVIDER,
        providerReference: `e2e-demo-${index + 1}`,
        failureReason:
          payout.status === 'failed'
            ? 'A conta de destino recusou a transferência (destino de teste que sempre falha).'
            : null,
        requestedAt,
        paidOutAt: payout.status === 'paid_out' ? settledAt : null,
        failedAt: payout.status === 'failed' ? settledAt : null,
      })
      .returning()
    const reference = `payout:${row!.id}`
    await db.insert(sandboxTransfers).values({
      id: `e2e-demo-${index + 1}`,
      appId,
      reference,
      amountCents: payout.amountCents,
      destination,
      status:
        payout.status === 'in_transit'
          ? 'pending'
          : payout.status === 'paid_out'
            ? 'paid'
            : 'failed',
      failureReason: row!.failureReason,
      createdAt: requestedAt,
      updatedAt: settledAt,
    })
    const journals: JournalInput[] = [
      {
        appId,
        kind: 'payout',
        reference,
        idempotencyKey: `demo:${reference}`,
        now: requestedAt,
        postings: [
          { account: WALLET_IN_TRANSIT, amountCents: payout.amountCents },
          { account: 'merchant_available', amountCents: -payout.amountCents },
        ],
      },
    ]
    if (payout.status !== 'in_transit') {
      const paid = payout.status === 'paid_out'
      journals.push({
        appId,
        kind: paid ? 'payout_paid' : 'payout_returned',
        reference,
        idempotencyKey: `demo:${reference}:settled`,
        now: settledAt,
        postings: [
          {
            account: paid ? WALLET_PAID_OUT : 'merchant_available',
            amountCents: payout.amountCents,
          },
          { account: WALLET_IN_TRANSIT, amountCents: -payout.amountCents },
        ],
      })
    }
    await postJournals(db, journals)
    if (payout.status !== 'failed') available -= payout.amountCents
  }
}
