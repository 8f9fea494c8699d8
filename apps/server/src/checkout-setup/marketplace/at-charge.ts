import {
  ApiError,
  formatMoney,
  listSetting,
  maskDocument,
  type AntifraudRule,
  type AppSettings,
  type PublicChargeValues,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, count, eq, gte } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import type { AppDeps } from '../../http/context.ts'
import { statusText } from '../../http/errors.ts'
import { payments } from '../../payments/schema.ts'
import { checkoutAntifraudDecisions } from './schema.ts'
import { installedSettings } from './installations.ts'

/*
 * What the store's checkout apps do to a link's charge, before any money moves (called by
 * checkout/charge.ts): the order bump adds its item at the price saved in the app (never the
 * page's), and the anti-fraud rules may refuse the charge — a 422 to the payer, nothing charged —
 * recording every analysis in the app's log.
 */

export interface ChargeItem {
  description: string
  quantity: number
  unit_cents: number
}

const DAY_MS = 24 * 60 * 60 * 1000

const TEXTS = {
  bumpUnavailable: {
    'pt-BR': 'A oferta adicional não está mais disponível. Recarregue a página.',
    en: 'The extra offer is no longer available. Reload the page.',
  },
  blocked_document: {
    'pt-BR': 'A loja não aceita pagamentos deste CPF/CNPJ. Fale com a loja.',
    en: 'The store does not accept payments from this CPF/CNPJ. Contact the store.',
  },
  blocked_email_domain: {
    'pt-BR': 'A loja não aceita pagamentos com e-mails deste domínio. Use outro e-mail.',
    en: 'The store does not accept payments with e-mails of this domain. Use another e-mail.',
  },
  max_amount: {
    'pt-BR': 'Este pagamento passa do valor máximo aceito pela loja ({max}). Nada foi cobrado.',
    en: 'This payment is above the most the store accepts ({max}). Nothing was charged.',
  },
  max_payments_per_document: {
    'pt-BR':
      'Este CPF/CNPJ já fez o número máximo de pagamentos aceitos pela loja em 24 horas. Nada foi cobrado.',
    en: 'This CPF/CNPJ already made the most payments the store accepts in 24 hours. Nothing was charged.',
  },
} as const

const FIELD_OF: Record<AntifraudRule, string> = {
  blocked_document: 'document',
  blocked_email_domain: 'email',
  max_amount: 'amount_cents',
  max_payments_per_document: 'document',
}

function refusal(lang: Lang, key: keyof typeof TEXTS, field: string, max = ''): ApiError {
  const message = TEXTS[key][lang].replace('{max}', max)
  return new ApiError({
    statusCode: 422,
    statusMessage: statusText(422),
    message,
    data: { fields: { [field]: message } },
  })
}

const numberSetting = (settings: AppSettings, key: string) => {
  const value = settings[key]
  return typeof value === 'number' ? value : null
}

/** The first anti-fraud rule the charge breaks, or null. In the order of ANTIFRAUD_RULES. */
async function brokenRule(
  db: Database,
  appId: number,
  settings: AppSettings,
  values: PublicChargeValues,
  amountCents: number,
  now: Date,
): Promise<AntifraudRule | null> {
  const document = values.document.replace(/[^0-9A-Za-z]/g, '').toUpperCase()
  if (listSetting(settings.blocked_documents).some((item) => item.toUpperCase() === document)) {
    return 'blocked_document'
  }
  const domain = values.email.split('@').pop()?.trim().toLowerCase() ?? ''
  const blocked = listSetting(settings.blocked_email_domains)
  if (blocked.some((item) => domain === item || domain.endsWith(`.${item}`))) {
    return 'blocked_email_domain'
  }
  const maxAmount = numberSetting(settings, 'max_amount_cents')
  if (maxAmount !== null && amountCents > maxAmount) return 'max_amount'
  const maxPayments = numberSetting(settings, 'max_payments_per_document')
  if (maxPayments !== null) {
    const [made] = await db
      .select({ n: count() })
      .from(payments)
      .where(
        and(
          eq(payments.appId, appId),
          eq(payments.customerDocument, values.document),
          gte(payments.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
    if (Number(made?.n ?? 0) >= maxPayments) return 'max_payments_per_document'
  }
  return null
}

/**
 * The items the store's apps add to a link's charge (the order bump's), after the anti-fraud
 * rules let it through. Throws the 422 the payer sees when `order_bump` is asked without the
 * app, or when a rule refuses (recorded in the log first).
 */
export async function checkoutAppsAtCharge(
  { db, clock }: AppDeps,
  link: { appId: number; title: string },
  values: PublicChargeValues,
  priceCents: number,
  lang: Lang,
): Promise<ChargeItem[]> {
  const installed = await installedSettings(db, link.appId)
  const items: ChargeItem[] = []
  if (values.order_bump) {
    const bump = installed.get('order_bump')
    const price = bump ? numberSetting(bump, 'price_cents') : null
    if (!bump || price === null) throw refusal(lang, 'bumpUnavailable', 'order_bump')
    items.push({
      description: typeof bump.title === 'string' ? bump.title : 'Oferta adicional',
      quantity: 1,
      unit_cents: price,
    })
  }
  const antifraud = installed.get('antifraud')
  if (antifraud) {
    const amountCents = priceCents + items.reduce((sum, item) => sum + item.unit_cents, 0)
    const now = clock.now()
    const rule = await brokenRule(db, link.appId, antifraud, values, amountCents, now)
    await db.insert(checkoutAntifraudDecisions).values({
      appId: link.appId,
      approved: rule === null,
      rule,
      amountCents,
      document: maskDocument(values.document),
      email: values.email,
      linkTitle: link.title,
      createdAt: now,
    })
    if (rule !== null) {
      const max = numberSetting(antifraud, 'max_amount_cents')
      throw refusal(lang, rule, FIELD_OF[rule], max === null ? '' : formatMoney(max))
    }
  }
  return items
}
