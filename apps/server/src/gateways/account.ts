import type { GatewayEnvironment, GatewayType } from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import type { GatewayAccount } from '../payments/providers/provider.ts'
import { credentialsKey, decryptCredentials } from './credentials.ts'
import { gateways } from './schema.ts'

/**
 * One of the store's gateways as the payments domain uses it to charge: settings and decrypted
 * credentials. Null when the store has no such gateway.
 */
export async function loadGatewayAccount(
  db: Database,
  config: Config,
  appId: number,
  gatewayId: number,
): Promise<GatewayAccount | null> {
  const [row] = await db
    .select()
    .from(gateways)
    .where(and(eq(gateways.appId, appId), eq(gateways.id, gatewayId)))
  if (!row) return null
  return {
    id: row.id,
    appId: row.appId,
    type: row.type as GatewayType,
    name: row.name,
    provider: row.provider,
    environment: row.environment as GatewayEnvironment,
    active: row.active,
    fees: { percentBps: row.feePercentBps, fixedCents: row.feeFixedCents },
    settings: row.settings,
    credentials: decryptCredentials(credentialsKey(config), row.id, row.credentials),
  }
}
