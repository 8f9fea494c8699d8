import { LINK_SOLD_STATUSES, type GatewayType } from '@vitrine/api'
import { and, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm'
import { addMs, DAY } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import { paymentLinks } from '../../links/schema.ts'
import { payments } from '../schema.ts'

/*
 * The demo store's payment links (issue 11): one of each status, and demo payments of the
 * link's price and methods attached to them, so a link's detail has payments and totals on
 * first start. Prices are the demo catalogue's (demo-payments.ts ITEMS), so a one-item payment
 * of that price is a sale of the link.
 */

interface DemoLink {
  slug: string
  title: string
  description: string
  /** Null: the payer chooses, at least `minCents`. */
  amountCents: number | null
  minCents?: number
  types: GatewayType[]
  maxInstallments: number
  /** Days from now (negative: already past). */
  expiresInDays?: number
  quantityLimit?: number
  /** Sold out: the limit is set to what was sold. */
  soldOut?: boolean
  active?: boolean
  askAddress?: boolean
  /** At most this many demo payments go through it. */
  payments: number
}

const DEMO_LINKS: readonly DemoLink[] = [
  {
    slug: 'camiseta-basica',
    title: 'Camiseta básica algodão',
    description: 'Camiseta 100% algodão, do P ao GG. Envio em até 2 dias úteis.',
    amountCents: 5990,
    types: ['pix', 'creditcard', 'billet'],
    maxInstallments: 3,
    askAddress: true,
    payments: 40,
  },
  {
    slug: 'tenis-corrida',
    title: 'Tênis de corrida',
    description: 'Amortecimento leve para treinos diários.',
    amountCents: 34990,
    types: ['creditcard', 'pix'],
    maxInstallments: 6,
    quantityLimit: 200,
    askAddress: true,
    payments: 30,
  },
  {
    slug: 'vale-presente',
    title: 'Vale-presente R$ 100',
    description: 'Enviado por e-mail, vale por um ano em qualquer produto da loja.',
    amountCents: 10000,
    types: ['pix', 'creditcard'],
    maxInstallments: 1,
    payments: 30,
  },
  {
    slug: 'contribuicao',
    title: 'Contribuição livre',
    description: 'Apoie o projeto com o valor que quiser.',
    amountCents: null,
    minCents: 1000,
    types: ['pix', 'billet'],
    maxInstallments: 1,
    payments: 25,
  },
  {
    slug: 'bone-edicao-limitada',
    title: 'Boné aba curva — edição limitada',
    description: 'Só algumas unidades numeradas.',
    amountCents: 7990,
    types: ['pix', 'creditcard'],
    maxInstallments: 2,
    soldOut: true,
    askAddress: true,
    payments: 12,
  },
  {
    slug: 'mochila-pre-venda',
    title: 'Mochila urbana — pré-venda',
    description: 'A pré-venda acabou; a mochila chega à loja no mês que vem.',
    amountCents: 21990,
    types: ['pix', 'creditcard'],
    maxInstallments: 4,
    expiresInDays: -10,
    askAddress: true,
    payments: 15,
  },
  {
    slug: 'jaqueta-corta-vento',
    title: 'Jaqueta corta-vento',
    description: 'Fora de linha.',
    amountCents: 29990,
    types: ['creditcard'],
    maxInstallments: 6,
    active: false,
    payments: 8,
  },
]

/**
 * The demo links, once, with their payments attached. Run by seedDemoPayments (in the seed's
 * transaction) after the payments exist.
 */
export async function seedDemoLinks(
  db: Database,
  appId: number,
  now: Date,
  gateways: readonly { id: number; type: string }[],
): Promise<void> {
  const since = addMs(now, -150 * DAY)
  for (const demo of DEMO_LINKS) {
    const gatewayIds = gateways
      .filter((gateway) => demo.types.includes(gateway.type as GatewayType))
      .map((gateway) => gateway.id)
    const [link] = await db
      .insert(paymentLinks)
      .values({
        appId,
        slug: demo.slug,
        title: demo.title,
        description: demo.description,
        amountMode: demo.amountCents === null ? 'open' : 'fixed',
        amountCents: demo.amountCents,
        minCents: demo.amountCents === null ? (demo.minCents ?? 100) : null,
        gatewayIds,
        maxInstallments: demo.maxInstallments,
        expiresAt: demo.expiresInDays === undefined ? null : addMs(now, demo.expiresInDays * DAY),
        quantityLimit: demo.quantityLimit ?? null,
        askAddress: demo.askAddress ?? false,
        active: demo.active ?? true,
        createdAt: since,
        updatedAt: since,
      })
      .onConflictDoNothing()
      .returning({ id: paymentLinks.id })
    if (!link) continue
    const chosen = db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.appId, appId),
          isNull(payments.linkId),
          inArray(payments.gatewayId, gatewayIds),
          gte(payments.createdAt, since),
          ...(demo.amountCents === null
            ? [gte(payments.amountCents, demo.minCents ?? 100)]
            : [eq(payments.amountCents, demo.amountCents)]),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(demo.payments)
    await db.update(payments).set({ linkId: link.id }).where(inArray(payments.id, chosen))
    if (demo.soldOut) {
      const [sold] = await db
        .select({ count: count() })
        .from(payments)
        .where(
          and(
            eq(payments.appId, appId),
            eq(payments.linkId, link.id),
            inArray(payments.status, [...LINK_SOLD_STATUSES]),
          ),
        )
      await db
        .update(paymentLinks)
        .set({ quantityLimit: Math.max(1, sold?.count ?? 0) })
        .where(eq(paymentLinks.id, link.id))
    }
  }
}
