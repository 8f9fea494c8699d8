import { AREAS, NO_LEVELS, type AreaLevels, type Role } from '@vitrine/api'
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { addMs, HOUR, type Clock } from '../clock.ts'
import { hashPassword } from '../identity/passwords.ts'
import { hashToken } from '../identity/secrets.ts'
import { createdFields } from '../audit/diff.ts'
import { SYSTEM_ACTOR, writeAudit } from '../audit/write.ts'
import { writeEntries } from '../access/entries.ts'
import { seedAnalyticsDemo } from '../analytics/demo.ts'
import { seedDemoCustomers } from '../customers/demo-customers.ts'
import { seedDemoPayments } from '../payments/demo/demo-payments.ts'
import { seedRecurrenceDemo } from '../recurrence/demo.ts'
import { seedCatalogueDemo } from '../catalogue/demo.ts'
import type { Config } from '../config.ts'
import { seedCmsDemo } from '../cms/demo.ts'
import { seedClustersDemo } from '../clusters/demo.ts'
import { seedLayoutSettingsDemo } from '../layout-settings/demo.ts'
import { seedMailsDemo } from '../ecommerce/mails/demo.ts'
import { seedSearchRulesDemo } from '../ecommerce/search-rules/demo.ts'
import { seedPlatformDemo } from '../ecommerce/platform/demo.ts'
import { seedAppearanceDemo } from '../checkout-setup/appearance/demo.ts'
import { seedCustomFieldsDemo } from '../checkout-setup/fields/demo.ts'
import { seedCheckoutAppsDemo } from '../checkout-setup/marketplace/demo.ts'
import { seedDiscountsDemo } from '../ecommerce/discounts/demo.ts'
import { seedDataplusDemo } from '../dataplus/demo.ts'
import { seedResellerAreaDemo } from '../whitelabel/demo.ts'
import { seedOnboardingDemo } from '../onboarding/demo.ts'
import { seedFeedsDemo } from '../ecommerce/feeds/demo.ts'
import { seedThemeFilesDemo } from '../theme-files/demo.ts'
import { seedRedirectsDemo } from '../storefront-redirects/demo.ts'
import type { Database } from '../db/client.ts'
import {
  apiTokens,
  appManagers,
  apps,
  resellerApps,
  resellerManagers,
  resellers,
  type ResellerFlags,
} from '../access/schema.ts'
import { resellerDomains } from '../whitelabel/schema.ts'
import { storeNotifications } from '../notifications/schema.ts'
import { users } from '../identity/schema.ts'
import { API_TOKEN_PREFIX_LENGTH, newApiTokenSecret } from '../identity/api-token-secrets.ts'

export interface DemoAccount {
  email: string
  password: string
  name: string
  profession: string
}

/** Published in the README: the account a first start creates so the panel can be tried. */
export const DEMO_ACCOUNT = {
  email: 'demo@vitrine.dev',
  password: 'vitrine123',
  name: 'Conta Demonstração',
  profession: 'owner',
} as const satisfies DemoAccount

export const DEMO_STORE_NAME = 'Loja Demonstração'

export interface DemoManager extends DemoAccount {
  permissions: AreaLevels
  /** Special roles (section 3), for the seller's and the wallet administrator's views. */
  roles?: Role[]
}

/** Managers of the demo store, one per kind of access worth trying by hand (README). */
export const DEMO_MANAGERS: readonly DemoManager[] = [
  {
    email: 'leitura@vitrine.dev',
    password: 'vitrine123',
    name: 'Gerente Leitura',
    profession: 'analyst',
    permissions: Object.fromEntries(AREAS.map((area) => [area, 'read'])) as AreaLevels,
  },
  {
    email: 'pagamentos@vitrine.dev',
    password: 'vitrine123',
    name: 'Gerente Pagamentos',
    profession: 'ecommerce',
    permissions: { ...NO_LEVELS, payments: 'write' },
  },
  {
    // The demo's first split seller (payments/demo/demo-split.ts) is registered under this
    // address: signed in, it sees only its own records and parts.
    email: 'vendedor@vitrine.dev',
    password: 'vitrine123',
    name: 'Ateliê Maré Alta',
    profession: 'ecommerce',
    permissions: NO_LEVELS,
    roles: ['__seller'],
  },
  {
    email: 'carteira@vitrine.dev',
    password: 'vitrine123',
    name: 'Gerente Carteira',
    profession: 'other',
    permissions: NO_LEVELS,
    roles: ['__wallet'],
  },
]

/** An example for the API tokens screen; its secret is thrown away, never logged. */
export const DEMO_TOKEN = {
  name: 'Exemplo de integração',
  scope: { ...NO_LEVELS, payments: 'read', ecommerce: 'read' } as AreaLevels,
}

/** A second store of the demo owner with a financial pending, to try the panel's modal. */
export const DEMO_PENDING_STORE_NAME = 'Loja com Pendência'

/** The demo reseller, answering on revenda.localhost (browsers send *.localhost to this machine). */
export const DEMO_RESELLER = {
  name: 'Revenda Demonstração',
  hash: 'wh_revenda_demo',
  domain: 'revenda.localhost',
  primaryColor: '#0f766e',
  primaryForeground: '#ffffff',
  flags: {
    has_overview: 1,
    has_checklist: 1,
    has_layout: 1,
    has_ecommerce: 1,
    has_checkout: 1,
    has_payments: 0,
    has_apps: 1,
    has_recurrence: 1,
    has_customers: 1,
    has_settings: 1,
    has_push: 0,
  } satisfies ResellerFlags,
} as const

/** Runs the demo reseller: manages every store of it with full access. */
export const DEMO_RESELLER_MANAGER = {
  email: 'revenda@vitrine.dev',
  password: 'vitrine123',
  name: 'Gerente da Revenda',
  profession: 'other',
} as const satisfies DemoAccount

/**
 * Owns the reseller's store: a merchant of its own, so the reseller manager reaches the store
 * through the reseller (as a manager), not as its owner.
 */
export const DEMO_RESELLER_OWNER = {
  email: 'loja.revenda@vitrine.dev',
  password: 'vitrine123',
  name: 'Lojista da Revenda',
  profession: 'owner',
} as const satisfies DemoAccount

export const DEMO_RESELLER_STORE_NAME = 'Loja da Revenda'

/** One notification of each kind the panel shows differently, oldest first. */
export const DEMO_NOTIFICATIONS = [
  {
    title: 'Certificado do domínio vence em breve',
    message:
      'O certificado de segurança do domínio da loja vence em 7 dias. Renove para evitar avisos ' +
      'aos clientes.',
    type: 'warning',
    hoursAgo: 50,
  },
  {
    // Not a feed's failure: the demo's feeds are generated at start and read "pronto".
    title: 'E-mail não entregue',
    message:
      'O e-mail «Aguardando pagamento» para joao.pereira@exemplo.com.br voltou: a caixa de ' +
      'entrada do cliente está cheia. Confira o registro de envios.',
    type: 'error',
    hoursAgo: 26,
  },
  {
    title: 'Layout publicado',
    message: 'As alterações do layout foram publicadas e já aparecem para os clientes.',
    type: 'success',
    hoursAgo: 2,
  },
] as const

/**
 * Creates the demo owner and store in an empty database. Later starts find users and do not
 * create them again; two starts racing on an empty PostgreSQL both try, and the unique e-mail
 * lets only one insert the account (the store is created in the same transaction, by that one
 * only).
 */
async function seedDemoOwner(db: Database, now: Date): Promise<boolean> {
  const [existing] = await db.select({ users: count() }).from(users)
  if ((existing?.users ?? 0) > 0) return false
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password)
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(users)
      .values({ ...demoUser(DEMO_ACCOUNT, passwordHash, now) })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id })
    if (!owner) return false
    await tx.insert(apps).values({
      ownerUserId: owner.id,
      name: DEMO_STORE_NAME,
      isMigrated: 1,
      status: 1,
      createdAt: now,
      updatedAt: now,
    })
    return true
  })
}

function demoUser(account: DemoAccount, passwordHash: string, now: Date) {
  return {
    email: account.email,
    name: account.name,
    profession: account.profession,
    passwordHash,
    acceptedTermsAt: now,
    // The demo addresses count as confirmed, so the demo managers are real managers.
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  }
}

/** The demo owner's store, when the demo owner exists. */
async function findDemoStore(db: Database) {
  const [store] = await db
    .select({ id: apps.id, ownerUserId: apps.ownerUserId, createdAt: apps.createdAt })
    .from(apps)
    .innerJoin(users, eq(users.id, apps.ownerUserId))
    .where(and(eq(users.email, DEMO_ACCOUNT.email), eq(apps.name, DEMO_STORE_NAME)))
    .orderBy(asc(apps.id))
    .limit(1)
  return store
}

/**
 * Adds a demo manager whose account does not exist yet (with its audit entry); an existing
 * account is left as it is, whatever was done to it since.
 */
async function seedDemoManager(
  db: Database,
  store: { id: number; ownerUserId: number; createdAt: Date },
  manager: DemoManager,
  now: Date,
): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, manager.email))
  if (existing) return false
  const passwordHash = await hashPassword(manager.password)
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values(demoUser(manager, passwordHash, now))
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id })
    if (!user) return false
    // Joined in the README's order, a second after the store each, whichever start (or two
    // racing starts) adds them: the managers list is ordered by when they joined.
    const joinedAt = addMs(store.createdAt, (DEMO_MANAGERS.indexOf(manager) + 1) * 1000)
    await tx.insert(appManagers).values({ appId: store.id, userId: user.id, createdAt: joinedAt })
    const access = { permissions: manager.permissions, roles: manager.roles ?? [] }
    await writeEntries(tx, store.id, user.id, access)
    await writeAudit(tx, store.id, SYSTEM_ACTOR, now, {
      area: 'settings',
      action: 'create',
      entity: 'permission',
      entityId: user.id,
      label: manager.email,
      changes: createdFields({ ...access }),
    })
    // Created with the first demo manager, so that it too is made once.
    if (manager === DEMO_MANAGERS[0]) await seedDemoToken(tx, store, now)
    return true
  })
}

async function seedDemoToken(db: Database, store: DemoStore, now: Date) {
  const secret = newApiTokenSecret()
  const [token] = await db
    .insert(apiTokens)
    .values({
      appId: store.id,
      name: DEMO_TOKEN.name,
      prefix: secret.slice(0, API_TOKEN_PREFIX_LENGTH),
      tokenHash: hashToken(secret),
      scope: DEMO_TOKEN.scope,
      createdBy: store.ownerUserId,
      createdAt: now,
    })
    .returning({ id: apiTokens.id })
  await writeAudit(db, store.id, SYSTEM_ACTOR, now, {
    area: 'settings',
    action: 'create',
    entity: 'api_token',
    entityId: token!.id,
    label: DEMO_TOKEN.name,
    changes: createdFields({ name: DEMO_TOKEN.name, scope: DEMO_TOKEN.scope }),
  })
}

/** Any number: it only has to differ from other advisory locks of the same database. */
const SEED_LOCK = 736_100_104

type DemoStore = { id: number; ownerUserId: number }

/**
 * The panel-shell demo: the store with a financial pending, the reseller with its manager and
 * store, and the demo store's notifications and customers. One transaction holding an advisory lock, so two
 * starts racing on PostgreSQL cannot both add them; each part is added only when missing, and
 * the reseller's manager and store come with their accounts (an existing account is left as it
 * is). On a fresh database the pending store gets id 2 and the reseller's store id 3.
 */
async function seedShellDemo(
  db: Database,
  store: DemoStore,
  now: Date,
  config: Config | undefined,
): Promise<DemoAccount[]> {
  const accounts = [DEMO_RESELLER_OWNER, DEMO_RESELLER_MANAGER]
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        accounts.map((account) => account.email),
      ),
    )
  const missing = accounts.filter((account) => !existing.some((row) => row.email === account.email))
  // Hashed outside the transaction, which should hold its lock for milliseconds.
  const hashes = new Map<string, string>()
  for (const account of missing) hashes.set(account.email, await hashPassword(account.password))

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`)
    await seedPendingStore(tx, store, now)
    const resellerId = await seedReseller(tx, now)
    const created: DemoAccount[] = []
    const ownerId = await insertDemoUser(tx, DEMO_RESELLER_OWNER, hashes, now)
    if (ownerId !== undefined) {
      created.push(DEMO_RESELLER_OWNER)
      const [resold] = await tx
        .insert(apps)
        .values({
          ownerUserId: ownerId,
          name: DEMO_RESELLER_STORE_NAME,
          isMigrated: 1,
          status: 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: apps.id })
      await tx.insert(resellerApps).values({ appId: resold!.id, resellerId })
    }
    const managerId = await insertDemoUser(tx, DEMO_RESELLER_MANAGER, hashes, now)
    if (managerId !== undefined) {
      created.push(DEMO_RESELLER_MANAGER)
      await tx.insert(resellerManagers).values({ resellerId, userId: managerId, createdAt: now })
    }
    await seedNotifications(tx, store, now)
    await seedDemoCustomers(tx, store.id, now)
    await seedDemoPayments(tx, store.id, now)
    await seedRecurrenceDemo(tx, store.id, now)
    await seedMailsDemo(tx, store.id, now)
    // After the catalogue's demo: its products element filters by a demo category.
    await seedCmsDemo(tx, store.id, now, config)
    // After the CMS demo: its one publication makes the demo pages live.
    await seedPlatformDemo(tx, store.id, now)
    // The checkout's published appearance (its public pages and the editor's preview).
    await seedAppearanceDemo(tx, store.id, now)
    // The checkout's custom fields, all optional (the e2e tests pay demo links).
    await seedCustomFieldsDemo(tx, store.id, now)
    // The checkout apps: WhatsApp, the order bump (unchecked: amounts unchanged), lenient anti-fraud.
    await seedCheckoutAppsDemo(tx, store.id, now)
    // After the catalogue's demo: the Meta feed filters by a demo category.
    await seedFeedsDemo(tx, store.id, now)
    // The storefront theme the IDE opens, a few files with earlier versions.
    await seedThemeFilesDemo(tx, store.id, now)
    // The storefront's redirects: a wildcard, a 302, an inactive rule, a chain of three.
    await seedRedirectsDemo(tx, store.id, now)
    // After the catalogue's demo: clusters of its products, picked and by rules.
    await seedClustersDemo(tx, store.id, now)
    // The storefront's layout settings: theme, colours, fonts, catalog lists.
    await seedLayoutSettingsDemo(tx, store.id, now)
    return created
  })
}

/** The user's id when this call created the account; undefined when it already existed. */
async function insertDemoUser(
  db: Database,
  account: DemoAccount,
  hashes: Map<string, string>,
  now: Date,
): Promise<number | undefined> {
  const hash = hashes.get(account.email)
  if (!hash) return undefined
  const [user] = await db
    .insert(users)
    .values(demoUser(account, hash, now))
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id })
  return user?.id
}

async function seedPendingStore(db: Database, store: DemoStore, now: Date) {
  const [found] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.ownerUserId, store.ownerUserId), eq(apps.name, DEMO_PENDING_STORE_NAME)))
    .limit(1)
  if (found) return
  await db.insert(apps).values({
    ownerUserId: store.ownerUserId,
    name: DEMO_PENDING_STORE_NAME,
    isMigrated: 1,
    status: 1,
    hasFinancialPending: true,
    createdAt: now,
    updatedAt: now,
  })
}

/** The reseller's id, creating it (with its domain) when its hash is not there yet. */
async function seedReseller(db: Database, now: Date): Promise<number> {
  const [found] = await db
    .select({ id: resellers.id })
    .from(resellers)
    .where(eq(resellers.hash, DEMO_RESELLER.hash))
  if (found) return found.id
  const [created] = await db
    .insert(resellers)
    .values({
      name: DEMO_RESELLER.name,
      hash: DEMO_RESELLER.hash,
      primaryColor: DEMO_RESELLER.primaryColor,
      primaryForeground: DEMO_RESELLER.primaryForeground,
      flags: { ...DEMO_RESELLER.flags },
      createdAt: now,
    })
    .returning({ id: resellers.id })
  await db
    .insert(resellerDomains)
    .values({ domain: DEMO_RESELLER.domain, resellerId: created!.id })
    .onConflictDoNothing()
  return created!.id
}

async function seedNotifications(db: Database, store: DemoStore, now: Date) {
  const titles = DEMO_NOTIFICATIONS.map((notice) => notice.title)
  const [seeded] = await db
    .select({ id: storeNotifications.id })
    .from(storeNotifications)
    .where(and(eq(storeNotifications.appId, store.id), inArray(storeNotifications.title, titles)))
    .limit(1)
  if (seeded) return
  await db.insert(storeNotifications).values(
    DEMO_NOTIFICATIONS.map((notice) => ({
      appId: store.id,
      title: notice.title,
      message: notice.message,
      type: notice.type,
      createdAt: addMs(now, -notice.hoursAgo * HOUR),
    })),
  )
}

/**
 * The demo data, idempotently: the owner and store in an empty database, then whichever demo
 * managers (and the example token), demo stores, reseller, notifications and customers are
 * missing, so databases seeded by an older version get them too. Answers the accounts created
 * by this call.
 */
export async function seedDemoData(
  db: Database,
  clock: Clock,
  /** The file store's configuration, for the demo catalogue's and banners' images (none without it). */
  config?: Config,
): Promise<DemoAccount[]> {
  const now = clock.now()
  const created: DemoAccount[] = []
  if (await seedDemoOwner(db, now)) created.push(DEMO_ACCOUNT)
  const store = await findDemoStore(db)
  if (!store) return created
  for (const manager of DEMO_MANAGERS) {
    if (await seedDemoManager(db, store, manager, now)) created.push(manager)
  }
  // Before the shell's demo, whose CMS page filters by a demo category.
  await seedCatalogueDemo(db, store.id, now, config)
  // After the catalogue's demo: its fixed rule pins a demo product.
  await seedSearchRulesDemo(db, store.id, now)
  // After the catalogue's demo too: its promotions are on demo categories.
  await seedDiscountsDemo(db, store.id, now)
  // Data Plus: store locations, a size chart, FAQs and a trigger switched off.
  await seedDataplusDemo(db, store.id, now, {
    webhooksAllowPrivateTargets: config?.webhooksAllowPrivateTargets ?? false,
  })
  created.push(...(await seedShellDemo(db, store, now, config)))
  // After the shell's demo made the reseller and its store: its area (contacts, sales, team).
  await seedResellerAreaDemo(db, DEMO_RESELLER.hash, now)
  // Onboarding half-way on the store with the pending (made by the shell's demo).
  const pending = await findPendingStore(db, store)
  if (pending) await seedOnboardingDemo(db, pending, now)
  // Last: the overview's rollups sum what every demo above wrote; GA4 against the stand-in.
  await seedAnalyticsDemo(db, store.id, now, config)
  return created
}

async function findPendingStore(db: Database, store: DemoStore): Promise<number | undefined> {
  const [found] = await db
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.ownerUserId, store.ownerUserId), eq(apps.name, DEMO_PENDING_STORE_NAME)))
    .limit(1)
  return found?.id
}
