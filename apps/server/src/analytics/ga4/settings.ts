import {
  ApiError,
  ga4MessageText,
  type Ga4Settings,
  type Ga4SettingsInput,
  type Ga4TestResult,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { eq } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { credentialsKey } from '../../gateways/credentials.ts'
import { analyticsGa4 } from '../schema.ts'
import { ga4Client, Ga4Unreachable, type Ga4Body, type Ga4Target } from './client.ts'
import { decryptGa4Secret, encryptGa4Secret } from './secret.ts'

type Ga4Row = typeof analyticsGa4.$inferSelect

const NOT_CONFIGURED: Ga4Settings = {
  configured: false,
  measurement_id: '',
  has_api_secret: false,
  events: { purchase: true, refund: true, subscription: true },
  updated_at: null,
}

function toSettings(row: Ga4Row | undefined): Ga4Settings {
  if (!row) return structuredClone(NOT_CONFIGURED)
  return {
    configured: true,
    measurement_id: row.measurementId,
    has_api_secret: true,
    events: {
      purchase: row.sendPurchase,
      refund: row.sendRefund,
      subscription: row.sendSubscription,
    },
    updated_at: row.updatedAt.toISOString(),
  }
}

export async function findGa4(db: Database, appId: number): Promise<Ga4Row | undefined> {
  const [row] = await db.select().from(analyticsGa4).where(eq(analyticsGa4.appId, appId))
  return row
}

export async function getGa4(db: Database, appId: number): Promise<Ga4Settings> {
  return toSettings(await findGa4(db, appId))
}

const secretRequired = (lang: Lang) =>
  new ApiError({
    statusCode: 400,
    statusMessage: 'Bad Request',
    message: lang === 'en' ? 'Check the highlighted fields.' : 'Verifique os campos destacados.',
    data: {
      fields: {
        api_secret: lang === 'en' ? 'Enter the API secret.' : 'Informe a chave secreta da API.',
      },
    },
  })

/** `api_secret` left out keeps the stored one; a first save must carry it. */
export async function saveGa4(
  db: Database,
  config: Config,
  appId: number,
  input: Ga4SettingsInput,
  now: Date,
  lang: Lang,
): Promise<Ga4Settings> {
  const current = await findGa4(db, appId)
  if (input.api_secret === undefined && !current) throw secretRequired(lang)
  const apiSecretEncrypted =
    input.api_secret === undefined
      ? current!.apiSecretEncrypted
      : encryptGa4Secret(credentialsKey(config), appId, input.api_secret)
  const values = {
    measurementId: input.measurement_id,
    apiSecretEncrypted,
    sendPurchase: input.events.purchase,
    sendRefund: input.events.refund,
    sendSubscription: input.events.subscription,
    updatedAt: now,
  }
  const [row] = await db
    .insert(analyticsGa4)
    // Subscriptions made before GA4 was set are not announced afterwards.
    .values({ appId, ...values, subscriptionsSince: now })
    .onConflictDoUpdate({ target: analyticsGa4.appId, set: values })
    .returning()
  return toSettings(row)
}

export async function removeGa4(db: Database, appId: number): Promise<Ga4Settings> {
  await db.delete(analyticsGa4).where(eq(analyticsGa4.appId, appId))
  return structuredClone(NOT_CONFIGURED)
}

/** The store's target (measurement id and the decrypted secret). */
export function targetOf(config: Config, row: Ga4Row): Ga4Target {
  return {
    measurementId: row.measurementId,
    apiSecret: decryptGa4Secret(credentialsKey(config), row.appId, row.apiSecretEncrypted),
  }
}

/** A test purchase, as the real ones are built (events.ts), for the validation server. */
export function testEventBody(appId: number): Ga4Body {
  return {
    client_id: `vitrine.${appId}.teste`,
    events: [
      {
        name: 'purchase',
        params: {
          transaction_id: `teste-${Date.now()}`,
          currency: 'BRL',
          value: 1,
          items: [{ item_name: 'Evento de teste', quantity: 1, price: 1 }],
          debug_mode: true,
        },
      },
    ],
  }
}

/** Sends a test event to the validation server with the given settings (not saved). */
export async function testGa4(
  db: Database,
  config: Config,
  appId: number,
  input: Ga4SettingsInput,
  lang: Lang,
): Promise<Ga4TestResult> {
  let apiSecret = input.api_secret
  if (apiSecret === undefined) {
    const current = await findGa4(db, appId)
    if (!current) throw secretRequired(lang)
    apiSecret = targetOf(config, current).apiSecret
  }
  try {
    const messages = await ga4Client(config).validate(
      { measurementId: input.measurement_id, apiSecret },
      testEventBody(appId),
    )
    return {
      ok: messages.length === 0,
      messages: messages.map((message) => ({
        field: message.fieldPath,
        code: message.validationCode,
        description: ga4MessageText(message.validationCode, message.fieldPath),
      })),
      failure: null,
    }
  } catch (error) {
    if (!(error instanceof Ga4Unreachable)) throw error
    return {
      ok: false,
      messages: [],
      failure:
        'Não foi possível falar com o Google Analytics agora. Tente de novo em alguns minutos.',
    }
  }
}
