import { publicCheckoutSetup } from '../checkout-setup/public.ts'
import {
  LINK_SLUG_MAX,
  LINK_SLUG_PATTERN,
  LINK_SOLD_STATUSES,
  linkStatus,
  publicInstallmentOptions,
  type CardBrand,
  type CheckoutAvailability,
  type GatewayType,
  type InstallmentSetup,
  type LinkAmountMode,
  type PaymentEvent,
  type PaymentStatus,
  type PaymentType,
  type PublicLink,
  type PublicMethod,
  type PublicPayment,
  type PublicStore,
  payerAccountPath,
} from '@vitrine/api'
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { HonoRequest } from 'hono'
import { apps, resellerApps, resellers } from '../access/schema.ts'
import type { Database } from '../db/client.ts'
import { imageAddressOf } from '../files/store.ts'
import { requestHost, requestOrigin } from '../http/request-origin.ts'
import { gateways } from '../gateways/schema.ts'
import { users } from '../identity/schema.ts'
import { linkColumns, type SoldLinkRow } from '../links/read.ts'
import { paymentLinks } from '../links/schema.ts'
import { storeInstallmentSetup } from '../payments/charge.ts'
import { billetUrl, type PaymentRow } from '../payments/rows.ts'
import { paymentColumns } from '../payments/rows.ts'
import { paymentEvents, payments } from '../payments/schema.ts'
import { normaliseDomain } from '../whitelabel/resellers.ts'
import { resellerDomains } from '../whitelabel/schema.ts'

/*
 * What the payer's pages read: a link by its slug (unique across stores, so the slug alone names
 * the store) and a payment by its public token. Nothing else of the store is ever read here:
 * the answers are built field by field from what the contract's public schemas hold.
 */

/**
 * Statuses that hold one of a link's units: those that sold it (LINK_SOLD_STATUSES) and those
 * still on their way to it (a charge being made, a pix or boleto awaiting payment). A payment
 * that fails frees its unit again. So a quantity limit is never oversold, at the price of a
 * pending pix or boleto holding its unit until it is paid or fails — which it does once it can no
 * longer be paid (expire.ts).
 */
export const HOLDING_STATUSES = [...LINK_SOLD_STATUSES, 'empty', 'pending'] as const

const HOLDING_LIST = sql.join(
  HOLDING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

/** The units a link's payments hold, counted like `soldCount` (links/read.ts). */
export const heldCount = sql<number>`(select count(*)::int from "payments" as "held" where "held"."app_id" = "payment_links"."app_id" and "held"."link_id" = "payment_links"."id" and "held"."status" in (${HOLDING_LIST}))`

export type PublicLinkRow = SoldLinkRow & { held: number; storeName: string }

/** A slug as the public address gives it: anything that is no slug is simply not found. */
export function slugOf(raw: string | undefined): string | undefined {
  const slug = raw?.toLowerCase()
  if (!slug || slug.length > LINK_SLUG_MAX || !LINK_SLUG_PATTERN.test(slug)) return undefined
  return slug
}

export async function findPublicLink(
  db: Database,
  slug: string,
): Promise<PublicLinkRow | undefined> {
  const [row] = await db
    .select({ ...linkColumns, held: heldCount, storeName: apps.name })
    .from(paymentLinks)
    .innerJoin(apps, eq(apps.id, paymentLinks.appId))
    .where(eq(paymentLinks.slug, slug))
  return row
}

/** Whether the link can be paid now: its status, counting the units held as sold. */
export function availabilityOf(row: PublicLinkRow, now: Date): CheckoutAvailability {
  const status = linkStatus(
    {
      active: row.active,
      expires_at: row.expiresAt?.toISOString() ?? null,
      quantity_limit: row.quantityLimit,
      sold_count: Math.max(Number(row.sold), Number(row.held)),
    },
    now,
  )
  return status === 'active' ? 'available' : status
}

/**
 * Where a payer's page is read: the host it was opened on (http/request-origin.ts), which picks
 * a reseller's brand, and PUBLIC_URL, for addresses stored with it.
 */
export interface PageSite {
  host: string
  publicUrl: string
}

/**
 * The store as its payers see it, in one query. The contact is the owner's e-mail once it is
 * confirmed: stores have no contact address of their own (nor a support address in any table),
 * and the owner is who answers for the store; an address never confirmed may not even be the
 * owner's, so it is not shown. The brand is the reseller's that sells this store
 * (`reseller_apps`), only when the page is opened on one of that reseller's domains: on the
 * standard host, or on another reseller's domain, there is none.
 */
export async function publicStore(db: Database, appId: number, host: string): Promise<PublicStore> {
  const [row] = await db
    .select({
      name: apps.name,
      slug: apps.slug,
      ownerEmail: users.email,
      ownerConfirmed: users.emailVerifiedAt,
      brandName: resellers.name,
      logoUrl: resellers.logoUrl,
      primaryColor: resellers.primaryColor,
      primaryForeground: resellers.primaryForeground,
    })
    .from(apps)
    .innerJoin(users, eq(users.id, apps.ownerUserId))
    .leftJoin(resellerApps, eq(resellerApps.appId, apps.id))
    .leftJoin(
      resellerDomains,
      and(
        eq(resellerDomains.resellerId, resellerApps.resellerId),
        eq(resellerDomains.domain, normaliseDomain(host)),
      ),
    )
    .leftJoin(resellers, eq(resellers.id, resellerDomains.resellerId))
    .where(eq(apps.id, appId))
  return {
    name: row?.name ?? '',
    contact_email: row?.ownerConfirmed ? row.ownerEmail : null,
    account_path: payerAccountPath(row?.slug ?? ''),
    brand:
      row?.brandName == null
        ? null
        : {
            name: row.brandName,
            logo_url: row.logoUrl,
            primary_color: row.primaryColor,
            primary_foreground: row.primaryForeground,
          },
  }
}

/**
 * Where an address written for a payer points (a mailed sign-in link, a capture request's page):
 * the host the request came on when it is a domain of the reseller selling the store (the
 * merchant works in that reseller's panel; the payer should see that brand), PUBLIC_URL
 * otherwise. Never any other Host a request names: a forged one would put a working secret into
 * a link to someone else's site.
 */
export async function payerSiteOrigin(
  db: Database,
  appId: number,
  request: HonoRequest,
  config: { trustProxy: boolean; publicUrl: string },
): Promise<string> {
  const store = await publicStore(db, appId, requestHost(request, config.trustProxy))
  return store.brand ? requestOrigin(request, config.trustProxy) : config.publicUrl
}

const INSTALLMENT_TYPES: readonly string[] = ['creditcard', 'pix-installment']

/** The link's accepted methods that can take a payment now: active, never a static pix. */
export async function linkMethods(
  db: Database,
  row: Pick<PublicLinkRow, 'appId' | 'gatewayIds' | 'maxInstallments'>,
  priceCents: number | null,
  setup: InstallmentSetup,
): Promise<PublicMethod[]> {
  if (row.gatewayIds.length === 0) return []
  const found = await db
    .select({
      id: gateways.id,
      type: gateways.type,
      name: gateways.name,
      settings: gateways.settings,
    })
    .from(gateways)
    .where(
      and(
        eq(gateways.appId, row.appId),
        inArray(gateways.id, row.gatewayIds),
        eq(gateways.active, true),
        ne(gateways.type, 'static-pix'),
      ),
    )
  const byId = new Map(found.map((gateway) => [gateway.id, gateway]))
  return row.gatewayIds.flatMap((id) => {
    const gateway = byId.get(id)
    if (!gateway) return []
    const settings = gateway.settings as { max_installments?: number; brands?: CardBrand[] }
    const max = INSTALLMENT_TYPES.includes(gateway.type)
      ? Math.max(1, Math.min(row.maxInstallments, Number(settings.max_installments ?? 1)))
      : 1
    const method = { type: gateway.type as GatewayType, max_installments: max }
    return [
      {
        gateway_id: gateway.id,
        type: method.type,
        name: gateway.name,
        max_installments: max,
        installments:
          priceCents === null ? [] : publicInstallmentOptions(priceCents, method, setup),
        card_brands: gateway.type === 'creditcard' ? (settings.brands ?? []) : [],
      },
    ]
  })
}

export async function toPublicLink(
  db: Database,
  row: PublicLinkRow,
  now: Date,
  site: PageSite,
): Promise<PublicLink> {
  const availability = availabilityOf(row, now)
  const setup = await storeInstallmentSetup(db, row.appId)
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    image_url: imageAddressOf(row.imageUrl, site.publicUrl),
    amount_mode: row.amountMode as LinkAmountMode,
    amount_cents: row.amountCents,
    min_cents: row.minCents,
    store: await publicStore(db, row.appId, site.host),
    availability,
    ask_address: row.askAddress,
    max_installments: row.maxInstallments,
    methods: availability === 'available' ? await linkMethods(db, row, row.amountCents, setup) : [],
    installment_setup: publicSetup(setup),
    checkout: await publicCheckoutSetup(db, row.appId),
  }
}

/** The store's installments setup, as the payer's page gets it. */
export function publicSetup(setup: InstallmentSetup): PublicLink['installment_setup'] {
  return {
    max_installments: setup.max_installments,
    interest_free: setup.interest_free,
    monthly_rate_bps: setup.monthly_rate_bps,
    min_installment_cents: setup.min_installment_cents,
    by_brand: setup.by_brand.map((rule) => ({
      brand: rule.brand,
      max_installments: rule.max_installments,
      interest_free: rule.interest_free,
      monthly_rate_bps: rule.monthly_rate_bps,
    })),
  }
}

/** The payment a receipt's token names; undefined for anything else. */
export async function findByToken(db: Database, token: string): Promise<PaymentRow | undefined> {
  const [found] = await db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.publicToken, token))
  return found
}

/**
 * The receipt: built field by field, so nothing the payer should not see (fees, ledger, the
 * customer's id, staff names, notes) can slip in. The decline reason is the provider's note of a
 * decline it made (no person's words). The pix code and the boleto only while awaiting payment.
 */
export async function toPublicPayment(
  db: Database,
  site: PageSite,
  row: PaymentRow,
): Promise<PublicPayment> {
  const events = await db
    .select({
      event: paymentEvents.event,
      status: paymentEvents.status,
      amountCents: paymentEvents.amountCents,
      note: paymentEvents.note,
      actorId: paymentEvents.actorId,
      createdAt: paymentEvents.createdAt,
    })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.appId, row.appId), eq(paymentEvents.paymentId, row.id)))
    .orderBy(asc(paymentEvents.id))
  const [gateway] =
    row.gatewayId === null
      ? []
      : await db
          .select({ name: gateways.name, environment: gateways.environment })
          .from(gateways)
          .where(and(eq(gateways.appId, row.appId), eq(gateways.id, row.gatewayId)))
  const [link] =
    row.linkId === null
      ? []
      : await db
          .select({ slug: paymentLinks.slug, title: paymentLinks.title })
          .from(paymentLinks)
          .where(and(eq(paymentLinks.appId, row.appId), eq(paymentLinks.id, row.linkId)))
  const pending = row.status === 'pending'
  const decline = row.status === 'failed' ? events.findLast((e) => e.event === 'decline') : null
  return {
    token: row.publicToken!,
    type: row.type as PaymentType,
    method_name: gateway?.name ?? null,
    status: row.status as PaymentStatus,
    amount_cents: row.amountCents,
    refunded_cents: row.refundedCents,
    installments: row.installments,
    timeline: events.map((event) => ({
      event: event.event as PaymentEvent,
      status: event.status as PaymentStatus,
      amount_cents: event.amountCents,
      at: event.createdAt.toISOString(),
    })),
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    pix: pending && row.pix ? { code: row.pix.code, expires_at: row.pix.expires_at } : null,
    billet:
      pending && row.billet && row.publicToken
        ? {
            linha_digitavel: row.billet.linha_digitavel,
            barcode: row.billet.barcode,
            due_date: row.billet.due_date,
            url: billetUrl(site.publicUrl, row.publicToken),
          }
        : null,
    instructions: row.instructions
      ? { method_name: row.instructions.method_name, text: row.instructions.text }
      : null,
    card: row.card ? { brand: row.card.brand as CardBrand, last_four: row.card.last_four } : null,
    decline_reason: decline && decline.actorId === null && decline.note ? decline.note : null,
    store: await publicStore(db, row.appId, site.host),
    link: link ?? null,
    sandbox: gateway?.environment === 'sandbox',
  }
}
