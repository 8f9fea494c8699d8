import {
  WALLET_DEFAULT_DAILY_WITHDRAWAL_CAP_CENTS,
  WALLET_DEFAULT_MIN_WITHDRAWAL_CENTS,
  walletError,
  type WalletSettings,
  type WalletSettingsInputSchema,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq, gte, ne, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { AppAccess } from '../access/require-access.ts'
import { changedFields } from '../audit/diff.ts'
import { actorOf, writeAudit } from '../audit/write.ts'
import type { Database } from '../db/client.ts'
import type { AppDeps } from '../http/context.ts'
import { storeDayStart, storeToday } from '../time/store-time.ts'
import { balanceNow } from './balance.ts'
import { walletPayouts, wallets } from './schema.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>
export type WalletRow = typeof wallets.$inferSelect
export type WalletSettingsValues = v.InferOutput<typeof WalletSettingsInputSchema>

/** The audit log's entity of the wallet itself (the panel words it "a carteira"). */
export const WALLET_ENTITY = 'wallet'

/** A store that never touched its wallet has this one: off, default limits, no destination. */
function defaultWallet(appId: number, now: Date): WalletRow {
  return {
    appId,
    enabled: false,
    enabledAt: null,
    minWithdrawalCents: WALLET_DEFAULT_MIN_WITHDRAWAL_CENTS,
    dailyWithdrawalCapCents: WALLET_DEFAULT_DAILY_WITHDRAWAL_CAP_CENTS,
    destination: null,
    createdAt: now,
    updatedAt: now,
  }
}

/** The store's wallet row (a default one when it has none), locked for the transaction if asked. */
export async function readWallet(
  db: Database,
  appId: number,
  now: Date,
  { lock = false }: { lock?: boolean } = {},
): Promise<WalletRow> {
  const query = db.select().from(wallets).where(eq(wallets.appId, appId))
  const [row] = await (lock ? query.for('update') : query)
  return row ?? defaultWallet(appId, now)
}

/**
 * What today's withdrawals (São Paulo's day) took of the daily cap: those on their way or paid
 * out. A failed one gave its money back, so it gives its share of the cap back too.
 */
export async function withdrawnToday(db: Database, appId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${walletPayouts.amountCents})` })
    .from(walletPayouts)
    .where(
      and(
        eq(walletPayouts.appId, appId),
        eq(walletPayouts.kind, 'withdrawal'),
        gte(walletPayouts.requestedAt, storeDayStart(storeToday(now))),
        ne(walletPayouts.status, 'failed'),
      ),
    )
  return Number(row?.sum ?? 0)
}

export async function toSettings(db: Database, row: WalletRow, now: Date): Promise<WalletSettings> {
  return {
    enabled: row.enabled,
    enabled_at: row.enabledAt?.toISOString() ?? null,
    min_withdrawal_cents: row.minWithdrawalCents,
    daily_withdrawal_cap_cents: row.dailyWithdrawalCapCents,
    destination: row.destination,
    withdrawn_today_cents: await withdrawnToday(db, row.appId, now),
  }
}

export async function walletSettings({ db, clock }: Deps, appId: number): Promise<WalletSettings> {
  const now = clock.now()
  return toSettings(db, await readWallet(db, appId, now), now)
}

/** What the audit log compares of the settings. */
const auditedSettings = (row: WalletRow) => ({
  enabled: row.enabled,
  min_withdrawal_cents: row.minWithdrawalCents,
  daily_withdrawal_cap_cents: row.dailyWithdrawalCapCents,
  destination: row.destination,
})

/**
 * Writes the wallet's row with `change` applied, under its lock, and the audit entry of what
 * differs; nothing is written when nothing differs. `check` runs on the locked row first.
 */
async function changeWallet(
  { db, clock }: Deps,
  access: AppAccess,
  change: (current: WalletRow, now: Date) => Partial<WalletRow>,
  check: (tx: Database, current: WalletRow) => Promise<void> = async () => {},
): Promise<WalletSettings> {
  const appId = access.app.id
  const now = clock.now()
  return db.transaction(async (tx) => {
    // The row must exist to be locked: a first change writes the defaults, then locks them.
    await tx
      .insert(wallets)
      .values(defaultWallet(appId, now))
      .onConflictDoNothing({ target: wallets.appId })
    const current = await readWallet(tx, appId, now, { lock: true })
    await check(tx, current)
    const next = { ...current, ...change(current, now) }
    const changes = changedFields(auditedSettings(current), auditedSettings(next))
    if (Object.keys(changes).length === 0) return toSettings(tx, current, now)
    const [updated] = await tx
      .update(wallets)
      .set({ ...change(current, now), updatedAt: now })
      .where(eq(wallets.appId, appId))
      .returning()
    await writeAudit(tx, appId, actorOf(access.caller), now, {
      area: 'payments',
      action: 'update',
      entity: WALLET_ENTITY,
      entityId: appId,
      label: null,
      changes,
    })
    return toSettings(tx, updated!, now)
  })
}

export function saveWalletSettings(
  deps: Deps,
  access: AppAccess,
  values: WalletSettingsValues,
): Promise<WalletSettings> {
  return changeWallet(deps, access, () => ({
    minWithdrawalCents: values.min_withdrawal_cents,
    dailyWithdrawalCapCents: values.daily_withdrawal_cap_cents,
    destination: values.destination,
  }))
}

/**
 * Enabling is always allowed. Disabling is refused (409 `walletNotEmpty`, the balance as
 * `data`) while any money is available, pending or in transit: under the wallet's lock, so no
 * payout can start between the check and the switch.
 */
export function setWalletEnabled(
  deps: Deps,
  access: AppAccess,
  enabled: boolean,
  lang: Lang,
): Promise<WalletSettings> {
  return changeWallet(
    deps,
    access,
    (current, now) =>
      current.enabled === enabled ? {} : { enabled, enabledAt: enabled ? now : null },
    async (tx, current) => {
      if (enabled || !current.enabled) return
      const balance = await balanceNow(tx, access.app.id, deps.clock.now())
      if (balance.available_cents > 0 || balance.pending_cents > 0 || balance.blocked_cents > 0) {
        throw walletError(409, lang, 'walletNotEmpty', {
          params: {
            available: { cents: balance.available_cents },
            pending: { cents: balance.pending_cents },
            blocked: { cents: balance.blocked_cents },
          },
          data: balance,
        })
      }
    },
  )
}
