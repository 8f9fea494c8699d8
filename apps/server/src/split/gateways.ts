import {
  splitError,
  SPLIT_GATEWAY_TYPES,
  supportsSplit,
  type GatewayEnvironment,
  type SplitGateway,
  type SplitGatewayType,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { gateways } from '../gateways/schema.ts'
import type { SellerScope } from './seller-scope.ts'

/** A gateway of the store that splits, as the split's code needs it. */
export interface SplitGatewayRow {
  id: number
  type: SplitGatewayType
  name: string
  environment: GatewayEnvironment
  active: boolean
}

const columns = {
  id: gateways.id,
  type: gateways.type,
  name: gateways.name,
  environment: gateways.environment,
  active: gateways.active,
}

/**
 * The store's gateway `gatewayId` when it splits (gateways.ts of the contract says which types
 * do); 404 otherwise, another store's included. `lock` takes its row for update: rule saves
 * are serialised on it, so two never number the same version.
 */
export async function splitGatewayOf(
  db: Database,
  appId: number,
  gatewayId: number,
  lang: Lang,
  { lock = false }: { lock?: boolean } = {},
): Promise<SplitGatewayRow> {
  const query = db
    .select(columns)
    .from(gateways)
    .where(and(eq(gateways.appId, appId), eq(gateways.id, gatewayId)))
  const [row] = await (lock ? query.for('update') : query)
  if (!row) throw splitError(404, lang, 'splitGatewayNotFound')
  if (!supportsSplit(row.type)) throw splitError(404, lang, 'gatewayWithoutSplit')
  return { ...row, type: row.type, environment: row.environment as GatewayEnvironment }
}

/**
 * The store's gateways that split, oldest first, each with its sellers' counts and the version
 * in force: one query, the counts and the newest version read by the tables' own indexes.
 */
export async function listSplitGateways(
  db: Database,
  appId: number,
  scope: SellerScope = null,
): Promise<SplitGateway[]> {
  // A seller signed in counts only its own records, and sees only the gateways it sells through.
  const mine = scope ? sql`and lower("s"."email") = ${scope.email}` : sql``
  const sellers = sql`from "split_sellers" as "s" where "s"."app_id" = "gateways"."app_id" and "s"."gateway_id" = "gateways"."id" ${mine}`
  const rows = await db
    .select({
      ...columns,
      sellers: sql<number>`(select count(*)::int ${sellers})`,
      activeSellers: sql<number>`(select count(*)::int ${sellers} and "s"."status" = 'active')`,
      version: sql<
        number | null
      >`(select max("v"."version") from "split_rule_versions" as "v" where "v"."app_id" = "gateways"."app_id" and "v"."gateway_id" = "gateways"."id")`,
      savedAt: sql<
        string | null
      >`(select max("v"."created_at") from "split_rule_versions" as "v" where "v"."app_id" = "gateways"."app_id" and "v"."gateway_id" = "gateways"."id")`,
    })
    .from(gateways)
    .where(
      and(
        eq(gateways.appId, appId),
        inArray(gateways.type, [...SPLIT_GATEWAY_TYPES]),
        scope ? sql`exists (select 1 ${sellers})` : undefined,
      ),
    )
    .orderBy(asc(gateways.id))
  return rows.map((row) => ({
    id: row.id,
    type: row.type as SplitGatewayType,
    name: row.name,
    environment: row.environment as GatewayEnvironment,
    active: row.active,
    sellers_count: Number(row.sellers),
    active_sellers_count: Number(row.activeSellers),
    rule_version: row.version === null ? null : Number(row.version),
    rule_saved_at: row.savedAt === null ? null : new Date(row.savedAt).toISOString(),
  }))
}
