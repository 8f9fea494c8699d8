import {
  describeVersions,
  efiAnswerOf,
  efiConfigToRule,
  ruleSellerIds,
  ruleSellerProblems,
  sameSplitRule,
  splitError,
  splitProblemsError,
  splitRuleVariantOf,
  SPLIT_RULE_HISTORY_PAGE_SIZE,
  type EfiCustom,
  type EfiRuleAnswer,
  type SplitRule,
  type SplitRuleCurrent,
  type SplitRuleHistory,
  type SplitRuleSaved,
  type SplitRuleVersion,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, desc, eq, inArray, lt, lte } from 'drizzle-orm'
import type { AppAccess } from '../access/require-access.ts'
import { changedFields } from '../audit/diff.ts'
import { actorOf, writeAudit } from '../audit/write.ts'
import type { Database } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { decodeCursor, encodeCursor } from '../http/cursor.ts'
import type { AppDeps } from '../http/context.ts'
import { splitGatewayOf, type SplitGatewayRow } from './gateways.ts'
import { splitRuleVersions, splitSellers } from './schema.ts'

type Deps = Pick<AppDeps, 'db' | 'clock'>
type VersionRow = typeof splitRuleVersions.$inferSelect

/** The audit log's entity name: a gateway's split rule (entity id: the gateway). */
export const RULE_ENTITY = 'split_rule'

/** Saves that lost a race for a version number are tried again this many times. */
const SAVE_ATTEMPTS = 3

const ofGateway = (appId: number, gatewayId: number) =>
  and(eq(splitRuleVersions.appId, appId), eq(splitRuleVersions.gatewayId, gatewayId))

/** The gateway's sellers as the rule's check and its summaries need them. */
async function sellersOf(db: Database, appId: number, gatewayId: number) {
  return db
    .select({
      id: splitSellers.id,
      name: splitSellers.name,
      status: splitSellers.status,
      provider_account: splitSellers.providerAccount,
    })
    .from(splitSellers)
    .where(and(eq(splitSellers.appId, appId), eq(splitSellers.gatewayId, gatewayId)))
}

type RuleSellers = Awaited<ReturnType<typeof sellersOf>>

const nameOf = (sellers: RuleSellers) => {
  const names = new Map(sellers.map((seller) => [seller.id, seller.name]))
  return (sellerId: number) => names.get(sellerId) ?? `#${sellerId}`
}

/**
 * Versions as answered, from rows newest first: each with what changed from the one before.
 * `older` is the version before the oldest row (null when that is version 1).
 */
function answerOf(
  lang: Lang,
  newestFirst: readonly VersionRow[],
  older: VersionRow | null,
  sellers: RuleSellers,
): SplitRuleVersion[] {
  const oldestFirst = [...newestFirst].reverse().map((row) => ({
    version: row.version,
    rule: row.rule,
    created_at: row.createdAt.toISOString(),
    created_by: { name: row.createdBy },
  }))
  return describeVersions(lang, oldestFirst, older?.rule ?? null, nameOf(sellers)).reverse()
}

/** The two newest versions at or below `version` (all when undefined), newest first. */
async function newestTwo(db: Database, appId: number, gatewayId: number, version?: number) {
  return db
    .select()
    .from(splitRuleVersions)
    .where(
      and(
        ofGateway(appId, gatewayId),
        version === undefined ? undefined : lte(splitRuleVersions.version, version),
      ),
    )
    .orderBy(desc(splitRuleVersions.version))
    .limit(2)
}

export async function currentRule(
  db: Database,
  appId: number,
  gatewayId: number,
  lang: Lang,
): Promise<SplitRuleCurrent> {
  const gateway = await splitGatewayOf(db, appId, gatewayId, lang)
  const [newest, before] = await newestTwo(db, appId, gatewayId)
  const current = newest
    ? answerOf(lang, [newest], before ?? null, await sellersOf(db, appId, gatewayId))[0]!
    : null
  return { gateway_id: gatewayId, variant: splitRuleVariantOf(gateway.type), current }
}

export async function ruleVersion(
  db: Database,
  appId: number,
  gatewayId: number,
  version: number,
  lang: Lang,
): Promise<SplitRuleVersion> {
  await splitGatewayOf(db, appId, gatewayId, lang)
  const [row, before] = await newestTwo(db, appId, gatewayId, version)
  if (!row || row.version !== version) throw splitError(404, lang, 'ruleVersionNotFound')
  return answerOf(lang, [row], before ?? null, await sellersOf(db, appId, gatewayId))[0]!
}

/**
 * Every version, newest first, in keyset pages by version number. One row more than the page
 * is read: it tells whether there is a next page and is the version the page's oldest is
 * compared with.
 */
export async function ruleHistory(
  db: Database,
  appId: number,
  gatewayId: number,
  cursor: string | undefined,
  lang: Lang,
): Promise<SplitRuleHistory> {
  await splitGatewayOf(db, appId, gatewayId, lang)
  const limit = SPLIT_RULE_HISTORY_PAGE_SIZE
  const rows = await db
    .select()
    .from(splitRuleVersions)
    .where(
      and(
        ofGateway(appId, gatewayId),
        cursor === undefined
          ? undefined
          : lt(splitRuleVersions.version, decodeCursor(cursor, lang)),
      ),
    )
    .orderBy(desc(splitRuleVersions.version))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  return {
    items: answerOf(lang, page, rows[limit] ?? null, await sellersOf(db, appId, gatewayId)),
    next_cursor: rows.length > limit && last ? encodeCursor(last.version) : null,
  }
}

/** What the audit log shows of a rule's change: the version and the parts that changed. */
function ruleAudit(before: VersionRow | undefined, rule: SplitRule, version: number) {
  const fields = (value: SplitRule | undefined, number: number | null) => ({
    version: number,
    shares: value?.shares ?? null,
    overrides: value?.overrides ?? null,
    fee_payer: value?.fee_payer ?? null,
    remainder_taker: value?.remainder_taker ?? null,
    chargeback_liability: value?.chargeback_liability ?? null,
  })
  return changedFields(fields(before?.rule, before?.version ?? null), fields(rule, version))
}

/**
 * Saves `rule` as the gateway's next version. In one transaction, holding the gateway's row:
 * the version the form started from is still the one in force (`baseVersion`, 409 otherwise),
 * every seller the rule names is the gateway's and active — their rows held too, so a
 * suspension cannot slip in before the commit — and the version is the one in force plus one.
 * Saves of one gateway's rule thus run one at a time; the unique key on the number stays as the
 * last guard (against a writer that skips the lock), and a save that meets it is tried again.
 * The rule in force sent again makes no version.
 */
export async function saveRule(
  { db, clock }: Deps,
  access: AppAccess,
  gateway: SplitGatewayRow,
  rule: SplitRule,
  baseVersion: number | undefined,
  lang: Lang,
): Promise<SplitRuleSaved> {
  const appId = access.app.id
  const actor = actorOf(access.caller)
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await splitGatewayOf(tx, appId, gateway.id, lang, { lock: true })
        const [current, before] = await newestTwo(tx, appId, gateway.id)
        if (baseVersion !== undefined && baseVersion !== (current?.version ?? 0)) {
          throw splitError(409, lang, 'ruleChangedMeanwhile', {
            params: { version: current?.version ?? 0 },
            data: { current_version: current?.version ?? null },
          })
        }
        const ids = ruleSellerIds(rule)
        const named = await tx
          .select({ id: splitSellers.id, name: splitSellers.name, status: splitSellers.status })
          .from(splitSellers)
          .where(
            and(
              eq(splitSellers.appId, appId),
              eq(splitSellers.gatewayId, gateway.id),
              inArray(splitSellers.id, ids),
            ),
          )
          .for('share')
        const problems = ruleSellerProblems(rule, named)
        if (problems.length > 0) throw splitProblemsError(lang, problems)
        const sellers = await sellersOf(tx, appId, gateway.id)
        if (current && sameSplitRule(current.rule, rule)) {
          return {
            created: false,
            version: answerOf(lang, [current], before ?? null, sellers)[0]!,
          }
        }
        const now = clock.now()
        const version = (current?.version ?? 0) + 1
        const [inserted] = await tx
          .insert(splitRuleVersions)
          .values({
            appId,
            gatewayId: gateway.id,
            version,
            rule,
            createdByUserId: actor.userId,
            createdBy: actor.name,
            createdAt: now,
          })
          .returning()
        await writeAudit(tx, appId, actor, now, {
          area: 'payments',
          action: current ? 'update' : 'create',
          entity: RULE_ENTITY,
          entityId: gateway.id,
          label: gateway.name,
          changes: ruleAudit(current, rule, version),
        })
        return {
          created: true,
          version: answerOf(lang, [inserted!], current ?? null, sellers)[0]!,
        }
      })
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === SAVE_ATTEMPTS) throw error
    }
  }
}

/** The rule in force in the `eficustom` format, or why it cannot be written so. */
export async function efiCustomRule(
  db: Database,
  appId: number,
  gatewayId: number,
  lang: Lang,
): Promise<EfiRuleAnswer> {
  await splitGatewayOf(db, appId, gatewayId, lang)
  const [current] = await newestTwo(db, appId, gatewayId)
  return efiAnswerOf(lang, gatewayId, current ?? null, await sellersOf(db, appId, gatewayId))
}

/** A rule written in the `eficustom` format, as our rule, saved like any other. */
export async function saveEfiCustomRule(
  deps: Deps,
  access: AppAccess,
  gateway: SplitGatewayRow,
  config: EfiCustom,
  baseVersion: number | undefined,
  lang: Lang,
): Promise<SplitRuleSaved> {
  const sellers = await sellersOf(deps.db, access.app.id, gateway.id)
  const rule = efiConfigToRule(lang, config, sellers, splitRuleVariantOf(gateway.type))
  return saveRule(deps, access, gateway, rule, baseVersion, lang)
}
