import { AREAS, NO_LEVELS, type AreaLevels, type Level, type Role } from '@vitrine/api'
import { writeEntries } from '../access/entries.ts'
import { randomUUID } from 'node:crypto'
import { appManagers, apps, resellerApps, resellers } from '../access/schema.ts'
import { resellerDomains } from '../whitelabel/schema.ts'
import type { TestAccount, TestServer } from './test-server.ts'

/** The same level in every area. */
export function everyArea(level: Level): AreaLevels {
  return Object.fromEntries(AREAS.map((area) => [area, level])) as AreaLevels
}

/** Levels for a few areas, none elsewhere. */
export function levels(some: Partial<AreaLevels>): AreaLevels {
  return { ...NO_LEVELS, ...some }
}

export type AppRecord = typeof apps.$inferSelect

export async function createStore(
  t: TestServer,
  owner: TestAccount,
  fields: Partial<typeof apps.$inferInsert> = {},
): Promise<AppRecord> {
  const [row] = await t.db
    .insert(apps)
    .values({ ownerUserId: owner.user.id, name: 'Loja Aurora', ...fields })
    .returning()
  return row!
}

/** Makes the account a manager with these levels, as a save would store them. */
export async function addManager(
  t: TestServer,
  app: AppRecord,
  account: TestAccount,
  permissions: AreaLevels,
  roles: Role[] = [],
): Promise<void> {
  await t.db
    .insert(appManagers)
    .values({ appId: app.id, userId: account.user.id, createdAt: t.clock.now() })
  await writeEntries(t.db, app.id, account.user.id, { permissions, roles })
}

/** A store with its owner, a manager reading everything, and someone else's store. */
export async function storeWithPeople(t: TestServer) {
  const owner = await t.register({ name: 'Marina Costa' })
  const app = await createStore(t, owner)
  const reader = await t.register({ name: 'Rafael Lima' })
  await addManager(t, app, reader, everyArea('read'))
  const stranger = await t.register({ name: 'Pessoa de Fora' })
  const otherApp = await createStore(t, stranger, { name: 'Loja Alheia' })
  return { owner, app, reader, stranger, otherApp }
}

export interface TestReseller {
  id: number
  /** `https://<its domain>`: a request to it is addressed to the reseller's host. */
  origin: string
}

/**
 * A reseller with one domain of its own (unique per call), optionally selling `stores`: what the
 * payer's pages need to pick a brand by the host they are opened on.
 */
export async function createReseller(
  t: TestServer,
  brand: {
    name: string
    logoUrl?: string | null
    primaryColor?: string | null
    primaryForeground?: string | null
  },
  stores: AppRecord[] = [],
): Promise<TestReseller> {
  const suffix = randomUUID().slice(0, 8)
  const [row] = await t.db
    .insert(resellers)
    .values({ ...brand, hash: `revenda-${suffix}` })
    .returning({ id: resellers.id })
  const domain = `pagar-${suffix}.revenda.example`
  await t.db.insert(resellerDomains).values({ domain, resellerId: row!.id })
  for (const store of stores) {
    await t.db.insert(resellerApps).values({ appId: store.id, resellerId: row!.id })
  }
  return { id: row!.id, origin: `https://${domain}` }
}
