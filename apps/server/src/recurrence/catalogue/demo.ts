import type { RecurrenceInterval, RecurrenceMethod } from '@vitrine/api'
import { addMs, DAY } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import { recurrencePlanProducts, recurrencePlans, recurrenceProducts } from '../schema.ts'

/*
 * The demo store's recurrence catalogue: a coffee roaster's subscription club. Six products
 * (one archived) and six plans that between them show every kind of plan the screens must
 * draw — monthly, quarterly, yearly, weekly and every 15 days; a trial, a setup fee, a limited
 * number of cycles, one plan switched off and one archived.
 */

interface DemoProduct {
  key: string
  name: string
  sku: string
  description: string
  priceCents: number
  archived?: boolean
}

const PRODUCTS: readonly DemoProduct[] = [
  {
    key: 'beans250',
    name: 'Café especial 250 g',
    sku: 'CAFE-250',
    description: 'Grãos de origem única, torrados na semana do envio.',
    priceCents: 4_990,
  },
  {
    key: 'beans1kg',
    name: 'Café em grãos 1 kg',
    sku: 'CAFE-1KG',
    description: 'Blend da casa para espresso.',
    priceCents: 15_900,
  },
  {
    key: 'filters',
    name: 'Filtro de papel (100 un.)',
    sku: 'FILTRO-100',
    description: '',
    priceCents: 1_590,
  },
  {
    key: 'mug',
    name: 'Caneca esmaltada',
    sku: 'CANECA-01',
    description: 'Brinde de boas-vindas.',
    priceCents: 3_900,
  },
  {
    key: 'grinder',
    name: 'Moedor manual',
    sku: 'MOEDOR-01',
    description: 'Mós de cerâmica, regulagem de moagem.',
    priceCents: 18_900,
  },
  {
    key: 'capsules',
    name: 'Cápsulas compatíveis (10 un.)',
    sku: 'CAPS-10',
    description: 'Saiu de linha.',
    priceCents: 2_490,
    archived: true,
  },
]

interface DemoPlan {
  key: string
  name: string
  description: string
  priceCents: number
  interval: RecurrenceInterval
  intervalDays?: number
  trialDays?: number
  cycles?: number
  methods: RecurrenceMethod[]
  setupFeeCents?: number
  active?: boolean
  archived?: boolean
  products: [product: string, quantity: number][]
}

const PLANS: readonly DemoPlan[] = [
  {
    key: 'monthly',
    name: 'Clube do Café Mensal',
    description: 'Um pacote de café especial e filtros todo mês.',
    priceCents: 5_990,
    interval: 'monthly',
    methods: ['creditcard', 'pix', 'billet'],
    products: [
      ['beans250', 1],
      ['filters', 1],
    ],
  },
  {
    key: 'quarterly',
    name: 'Clube do Café Trimestral',
    description: 'Três pacotes a cada três meses, com 10% de desconto, por um ano.',
    priceCents: 16_170,
    interval: 'quarterly',
    trialDays: 7,
    cycles: 4,
    methods: ['creditcard'],
    setupFeeCents: 1_000,
    products: [
      ['beans250', 3],
      ['mug', 1],
    ],
  },
  {
    key: 'yearly',
    name: 'Clube do Café Anual',
    description: 'Um quilo por mês, pago uma vez por ano, com o moedor de presente.',
    priceCents: 159_900,
    interval: 'yearly',
    methods: ['creditcard', 'pix'],
    products: [
      ['beans1kg', 12],
      ['grinder', 1],
    ],
  },
  {
    key: 'weekly',
    name: 'Café da Semana',
    description: 'Um pacote fresquinho toda segunda-feira.',
    priceCents: 1_990,
    interval: 'weekly',
    methods: ['creditcard'],
    products: [['beans250', 1]],
  },
  {
    key: 'fortnightly',
    name: 'Degustação quinzenal',
    description: 'Um café diferente a cada 15 dias (em pausa enquanto a safra não chega).',
    priceCents: 2_990,
    interval: 'days',
    intervalDays: 15,
    methods: ['pix'],
    active: false,
    products: [['beans250', 1]],
  },
  {
    key: 'capsules',
    name: 'Clube das Cápsulas',
    description: 'Substituído pelo Clube do Café Mensal.',
    priceCents: 4_490,
    interval: 'monthly',
    methods: ['creditcard'],
    archived: true,
    products: [['capsules', 2]],
  },
]

export interface DemoCatalogue {
  /** Product ids by key: beans250, beans1kg, filters, mug, grinder, capsules. */
  products: Record<string, number>
  /** Plan ids by key: monthly, quarterly, yearly, weekly, fortnightly, capsules. */
  plans: Record<string, number>
}

/** Writes the demo catalogue into the store (made five months before `now`) and answers its ids. */
export async function seedRecurrenceCatalogue(
  db: Database,
  appId: number,
  now: Date,
): Promise<DemoCatalogue> {
  const madeAt = addMs(now, -150 * DAY)
  const productRows = await db
    .insert(recurrenceProducts)
    .values(
      PRODUCTS.map((product) => ({
        appId,
        name: product.name,
        sku: product.sku,
        description: product.description,
        priceCents: product.priceCents,
        imageUrl: null,
        archivedAt: product.archived ? addMs(now, -30 * DAY) : null,
        createdAt: madeAt,
        updatedAt: madeAt,
      })),
    )
    .returning({ id: recurrenceProducts.id, sku: recurrenceProducts.sku })
  const products: Record<string, number> = {}
  for (const product of PRODUCTS) {
    products[product.key] = productRows.find((row) => row.sku === product.sku)!.id
  }

  const plans: Record<string, number> = {}
  for (const [index, plan] of PLANS.entries()) {
    const at = addMs(madeAt, index * DAY)
    const [row] = await db
      .insert(recurrencePlans)
      .values({
        appId,
        name: plan.name,
        description: plan.description,
        priceCents: plan.priceCents,
        interval: plan.interval,
        intervalDays: plan.intervalDays ?? null,
        trialDays: plan.trialDays ?? 0,
        cycles: plan.cycles ?? null,
        methods: plan.methods,
        setupFeeCents: plan.setupFeeCents ?? 0,
        active: plan.active ?? true,
        archivedAt: plan.archived ? addMs(now, -30 * DAY) : null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: recurrencePlans.id })
    plans[plan.key] = row!.id
  }
  await db.insert(recurrencePlanProducts).values(
    PLANS.flatMap((plan) =>
      plan.products.map(([product, quantity], position) => ({
        appId,
        planId: plans[plan.key]!,
        productId: products[product]!,
        quantity,
        position,
      })),
    ),
  )
  return { products, plans }
}
