import { randomBytes, randomUUID } from 'node:crypto'
import {
  buildBoleto,
  buildPixBrCode,
  cardBrandOf,
  declineReasonOf,
  checkCardNumber,
  dayNumberOf,
  isoDateOfDay,
  MAX_BOLETO_AMOUNT_CENTS,
  PixBrCodeInputError,
  TEMPORARY_FAILURE_REASON,
  testCardOf,
  type CardInput,
  type CardNumberProblem,
  type GatewaySettings,
} from '@vitrine/api'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { systemClock, type Clock } from '../../clock.ts'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { withinTransaction } from '../../db/within-transaction.ts'
import { sandboxCards } from '../../recurrence/schema.ts'
import { storeDayEnd, storeToday } from '../../time/store-time.ts'
import { sandboxCharges } from '../schema.ts'
import { ProviderError } from './provider-error.ts'
import type {
  ChargeAnswer,
  ChargeRequest,
  GatewayAccount,
  PaymentProvider,
  ProviderStatus,
  StoredCard,
} from './provider.ts'

/*
 * The built-in sandbox: a payment service provider that lives in our own database and moves no
 * money, but whose artefacts are real — a pix BR Code any reader accepts, a boleto whose
 * linha digitável any bank app validates, card numbers checked by Luhn and brand — so a
 * merchant rehearses every path before switching a gateway to a real PSP.
 *
 * It keeps its books in `sandbox_charges`, as a PSP keeps them on its side: the charge under our
 * reference (unique per store, so charging again answers the first answer and `lookup` finds a
 * charge whose answer we never wrote), its status and amounts, and in `answer` the creation
 * answer plus the refunds' operation keys.
 */

/*
 * A charge's pix code is "pix copia e cola" with the gateway's key, the amount and a 25-character
 * txid (62-05), as PSPs without a payload location issue them: any reader gets back key,
 * amount and txid, and a payer's bank app would pay it to the key. (A dynamic BR Code carries a
 * location URL instead of the key, served by the PSP; the sandbox serves none.) The txid is the
 * charge's reconciliation id; `cob` keeps what an API Pix charge would hold.
 */

/** The statuses that hold received money, which is what a refund gives back. */
const CAPTURED_STATUSES: readonly ProviderStatus[] = ['authorized', 'complete', 'partial_refund']

/** What `answer` holds: the creation answer, replayed, and the books of later operations. */
interface SandboxBooks {
  charge: ChargeAnswer
  /** What a capture of a pre-authorisation took. */
  captured?: number
  /** Refunds made, by operation key: a retried key is a no-op. */
  refunds: Record<string, number>
  /** What an API Pix charge (`cob`) would hold for this code. */
  cob?: { txid: string; chave: string; valor: number; expiracao: number }
  /** When a pending pix code stops being payable. */
  expiresAt?: string | null
}

type SandboxRow = typeof sandboxCharges.$inferSelect

/** The sandbox, with what only a sandbox can do: pretend the payer paid. */
export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox'
  /**
   * Marks a pending pix, boleto or custom charge paid in full (the dashboard's "simulate
   * payment"; for custom methods, the merchant's confirmation). A pix code past its expiry
   * cannot be paid. Paying a charge already paid is a no-op.
   */
  simulatePayment(account: GatewayAccount, externalId: string): Promise<void>
  storeCard(account: GatewayAccount, card: CardInput, now: Date): Promise<StoredCard>
}

export function createSandboxProvider(db: Database, clock: Clock = systemClock): SandboxProvider {
  return {
    name: 'sandbox',

    async charge(account, request) {
      const known = await findByReference(db, account.appId, request.reference)
      if (known) return booksOf(known).charge
      assertAmount(request.amountCents)
      return withinTransaction(db, async (tx) => {
        const { status, books } = await makeCharge(tx, account, request)
        const id = `sbx_${randomBytes(12).toString('hex')}`
        books.charge.externalId = id
        try {
          // A savepoint, so that losing the race below leaves the outer transaction usable.
          await tx.transaction(async (insert) => {
            await insert.insert(sandboxCharges).values({
              id,
              appId: account.appId,
              reference: request.reference,
              type: request.type,
              status,
              amountCents: request.amountCents,
              capturedCents: status === 'authorized' ? request.amountCents : 0,
              answer: books as unknown as Record<string, unknown>,
              createdAt: request.now,
              updatedAt: request.now,
            })
          })
        } catch (error) {
          // Two calls with the same reference raced: the first one's answer is the answer.
          if (!isUniqueViolation(error)) throw error
          const first = await findByReference(tx, account.appId, request.reference)
          if (!first) throw error
          return booksOf(first).charge
        }
        return books.charge
      })
    },

    async chargeMany(account, requests) {
      const answers: (ChargeAnswer | ProviderError)[] = new Array(requests.length)
      const known = new Map(
        requests.length === 0
          ? []
          : (
              await db
                .select()
                .from(sandboxCharges)
                .where(
                  and(
                    eq(sandboxCharges.appId, account.appId),
                    sql`${sandboxCharges.reference} = any(${textArray(
                      requests.map((request) => request.reference),
                    )}::text[])`,
                  ),
                )
            ).map((row) => [row.reference, row]),
      )
      const stored: number[] = []
      for (const [index, request] of requests.entries()) {
        const first = known.get(request.reference)
        if (first) answers[index] = booksOf(first).charge
        else if (
          request.cardToken !== undefined &&
          (request.type === 'creditcard' || request.type === 'voucher') &&
          Number.isSafeInteger(request.amountCents) &&
          request.amountCents > 0
        ) {
          stored.push(index)
        } else {
          // Anything but a stored card's charge: one by one, as `charge` makes it.
          answers[index] = await this.charge(account, request).catch((error: unknown) => {
            if (error instanceof ProviderError) return error
            throw error
          })
        }
      }
      if (stored.length > 0) {
        await withinTransaction(db, (tx) =>
          chargeStoredCards(
            tx,
            account,
            stored.map((index) => requests[index]!),
          ).then((made) => {
            for (const [position, index] of stored.entries()) answers[index] = made[position]!
          }),
        )
      }
      return answers
    },

    async capture(account, externalId, amountCents) {
      assertAmount(amountCents)
      await withCharge(db, account, externalId, async (row, tx) => {
        const books = booksOf(row)
        // A capture retried after it went through (our write was lost) answers as it did.
        if (books.captured === amountCents) return
        if (row.status !== 'pre_authorized') {
          throw new ProviderError(
            'invalid_status',
            `Só uma pré-autorização pode ser capturada; esta cobrança está ${STATUS_WORDS[row.status as ProviderStatus] ?? row.status}.`,
          )
        }
        if (amountCents > row.amountCents) {
          throw new ProviderError(
            'amount_exceeded',
            `A captura passa do valor autorizado (${brl(row.amountCents)}).`,
          )
        }
        books.captured = amountCents
        await tx
          .update(sandboxCharges)
          .set({
            status: 'authorized',
            capturedCents: amountCents,
            answer: books as unknown as Record<string, unknown>,
            updatedAt: clock.now(),
          })
          .where(eq(sandboxCharges.id, row.id))
      })
    },

    async refund(account, externalId, amountCents, operationKey) {
      assertAmount(amountCents)
      await withCharge(db, account, externalId, async (row, tx) => {
        const books = booksOf(row)
        const done = books.refunds[operationKey]
        if (done !== undefined) {
          if (done === amountCents) return
          throw new ProviderError(
            'operation_key_reused',
            'Este estorno já foi feito com outro valor; use uma nova chave para outro estorno.',
          )
        }
        if (!CAPTURED_STATUSES.includes(row.status as ProviderStatus)) {
          throw new ProviderError(
            'invalid_status',
            `Só dinheiro recebido pode ser estornado; esta cobrança está ${STATUS_WORDS[row.status as ProviderStatus] ?? row.status}.`,
          )
        }
        const left = row.capturedCents - row.refundedCents
        if (amountCents > left) {
          throw new ProviderError(
            'amount_exceeded',
            left === 0
              ? 'Não há mais valor para estornar: tudo o que foi recebido já foi devolvido.'
              : `O estorno passa do valor que resta para estornar (${brl(left)}).`,
          )
        }
        const refunded = row.refundedCents + amountCents
        books.refunds[operationKey] = amountCents
        await tx
          .update(sandboxCharges)
          .set({
            status: refunded === row.capturedCents ? 'refunded' : 'partial_refund',
            refundedCents: refunded,
            answer: books as unknown as Record<string, unknown>,
            updatedAt: clock.now(),
          })
          .where(eq(sandboxCharges.id, row.id))
      })
    },

    async cancel(account, externalId) {
      await withCharge(db, account, externalId, async (row, tx) => {
        if (row.status === 'failed') return
        if (row.status !== 'pending' && row.status !== 'pre_authorized') {
          throw new ProviderError(
            'invalid_status',
            `Só uma cobrança pendente ou uma pré-autorização pode ser cancelada; esta está ${STATUS_WORDS[row.status as ProviderStatus] ?? row.status}.`,
          )
        }
        await tx
          .update(sandboxCharges)
          .set({ status: 'failed', updatedAt: clock.now() })
          .where(eq(sandboxCharges.id, row.id))
      })
    },

    async storeCard(account, card, now) {
      // The vault keeps only cards it would charge: a number that is no card, or one past its
      // expiry, is refused with the reason a payment page shows.
      const checked = checkCardNumber(card.number)
      if (!checked.valid)
        throw new ProviderError('invalid_request', NUMBER_PROBLEMS[checked.problem])
      if (expired(card.expiry_year, card.expiry_month, now)) {
        throw new ProviderError('invalid_request', 'Cartão vencido.')
      }
      const token = `card_${randomBytes(16).toString('hex')}`
      await db.insert(sandboxCards).values({
        token,
        appId: account.appId,
        number: card.number.replace(/\D/g, ''),
        holder: card.holder,
        expiryMonth: card.expiry_month,
        expiryYear: card.expiry_year,
        brand: checked.brand,
        lastFour: checked.lastFour,
        createdAt: now,
      })
      return { token, brand: checked.brand, lastFour: checked.lastFour }
    },

    async lookup(account, reference) {
      const row = await findByReference(db, account.appId, reference)
      return row ? booksOf(row).charge : null
    },

    async simulatePayment(account, externalId) {
      await withCharge(db, account, externalId, async (row, tx) => {
        if (row.status === 'complete') return
        if (row.status !== 'pending') {
          throw new ProviderError(
            'invalid_status',
            `Só uma cobrança pendente pode ser paga; esta está ${STATUS_WORDS[row.status as ProviderStatus] ?? row.status}.`,
          )
        }
        const expiresAt = booksOf(row).expiresAt
        if (expiresAt && clock.now().getTime() >= Date.parse(expiresAt)) {
          throw new ProviderError('expired', 'Este código pix venceu e não pode mais ser pago.')
        }
        await tx
          .update(sandboxCharges)
          .set({ status: 'complete', capturedCents: row.amountCents, updatedAt: clock.now() })
          .where(eq(sandboxCharges.id, row.id))
      })
    },
  }
}

/** How a status reads after "esta cobrança está …". */
const STATUS_WORDS: Record<ProviderStatus, string> = {
  pending: 'pendente',
  pre_authorized: 'pré-autorizada',
  authorized: 'autorizada',
  complete: 'paga',
  failed: 'cancelada ou recusada',
  partial_refund: 'parcialmente estornada',
  refunded: 'estornada',
}

const brlFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
const brl = (cents: number) => brlFormat.format(cents / 100)

function assertAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new ProviderError('invalid_request', 'O valor deve ser um número inteiro de centavos.')
  }
}

function booksOf(row: SandboxRow): SandboxBooks {
  const books = row.answer as unknown as SandboxBooks
  return { ...books, refunds: { ...books.refunds } }
}

async function findByReference(
  db: Database,
  appId: number,
  reference: string,
): Promise<SandboxRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.appId, appId), eq(sandboxCharges.reference, reference)))
  return row
}

/**
 * Runs an operation on one of the store's charges with its row locked, so that concurrent
 * refunds of one charge are counted one after another and never pass what was captured.
 */
async function withCharge(
  db: Database,
  account: GatewayAccount,
  externalId: string,
  operate: (row: SandboxRow, tx: Database) => Promise<void>,
): Promise<void> {
  // Within the payment's transaction when the sandbox is called from one (no savepoint: a
  // refusal is a thrown ProviderError, not an SQL error).
  await withinTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.appId, account.appId), eq(sandboxCharges.id, externalId)))
      .for('update')
    if (!row) {
      throw new ProviderError('charge_not_found', 'O provedor não encontrou esta cobrança.')
    }
    await operate(row, tx)
  })
}

async function makeCharge(
  tx: Database,
  account: GatewayAccount,
  request: ChargeRequest,
): Promise<{ status: ProviderStatus; books: SandboxBooks }> {
  const books = (charge: Omit<ChargeAnswer, 'externalId'>, extra: Partial<SandboxBooks> = {}) => ({
    status: charge.status,
    books: { charge: { externalId: '', ...charge }, refunds: {}, ...extra },
  })
  switch (request.type) {
    case 'pix':
    case 'pix-installment': {
      const settings = account.settings as GatewaySettings<'pix'>
      const txid = randomUUID().replaceAll('-', '').slice(0, 25).toUpperCase()
      // A recurring invoice's code is payable until its due day ends; a checkout's for the
      // gateway's minutes.
      const expiresAt = (
        request.dueDate
          ? storeDayEnd(request.dueDate)
          : new Date(request.now.getTime() + settings.expires_in_minutes * 60_000)
      ).toISOString()
      const expiresInSeconds = Math.max(
        1,
        Math.round((Date.parse(expiresAt) - request.now.getTime()) / 1000),
      )
      const code = pixCode(() =>
        buildPixBrCode({
          key: settings.pix_key,
          merchantName: request.merchant.name,
          merchantCity: request.merchant.city,
          amountCents: request.amountCents,
          txid,
        }),
      )
      return books(
        { status: 'pending', pix: { code, txid, expiresAt } },
        {
          cob: {
            txid,
            chave: settings.pix_key,
            valor: request.amountCents,
            expiracao: expiresInSeconds,
          },
          expiresAt,
        },
      )
    }
    case 'static-pix': {
      const settings = account.settings as GatewaySettings<'static-pix'>
      // A static code has room for a reconciliation id of up to 25 characters in 62-05.
      const txid = randomBytes(16).toString('hex').slice(0, 25)
      const code = pixCode(() =>
        buildPixBrCode({
          key: settings.pix_key,
          merchantName: request.merchant.name,
          merchantCity: request.merchant.city,
          amountCents: settings.amount_cents ?? request.amountCents,
          txid,
          description: settings.description || null,
        }),
      )
      return books({ status: 'pending', pix: { code, txid, expiresAt: null } })
    }
    case 'billet': {
      const settings = account.settings as GatewaySettings<'billet'>
      if (request.amountCents > MAX_BOLETO_AMOUNT_CENTS) {
        throw new ProviderError('invalid_request', 'O valor passa do máximo de um boleto.')
      }
      const dueDate =
        request.dueDate ?? isoDateOfDay(dayNumberOf(storeToday(request.now)) + settings.days_to_due)
      const ourNumber = await nextOurNumber(tx, account.appId)
      const freeField =
        settings.agreement.padStart(12, '0') +
        settings.wallet.padStart(3, '0') +
        String(ourNumber).padStart(10, '0')
      let boleto: { barcode: string; linha: string }
      try {
        boleto = buildBoleto({
          bank: settings.bank,
          dueDate,
          amountCents: request.amountCents,
          freeField,
        })
      } catch (error) {
        throw new ProviderError(
          'invalid_request',
          `Não foi possível gerar o boleto com o banco ${settings.bank}: ${(error as Error).message}`,
        )
      }
      return books({
        status: 'pending',
        billet: { barcode: boleto.barcode, linhaDigitavel: boleto.linha, dueDate },
      })
    }
    case 'creditcard':
    case 'voucher': {
      if (request.cardToken === undefined) return books(cardOutcome(account, request))
      const stored = await chargeStoredCard(tx, account.appId, request.cardToken)
      return books(cardOutcome(account, { ...request, card: stored.card }, stored.charges))
    }
    case 'custom':
      return books({ status: 'pending' })
  }
}

/** Runs a BR Code build, turning what the code cannot carry into the provider's refusal. */
function pixCode(build: () => string): string {
  try {
    return build()
  } catch (error) {
    if (!(error instanceof PixBrCodeInputError)) throw error
    throw new ProviderError('invalid_request', PIX_INPUT_MESSAGES[error.field])
  }
}

const PIX_INPUT_MESSAGES: Record<PixBrCodeInputError['field'], string> = {
  key: 'A chave pix do gateway não é válida.',
  url: 'O endereço do código pix não é válido.',
  merchantName: 'Para gerar um código pix, a loja precisa de um nome.',
  merchantCity: 'Para gerar um código pix, a loja precisa de uma cidade.',
  amountCents: 'O valor passa do máximo de um código pix.',
  txid: 'O identificador da cobrança pix não é válido.',
  description: 'A descrição do gateway não cabe no código pix com esta chave.',
}

/**
 * The boleto's "nosso número": one more than the store's last sandbox boleto, so every boleto
 * differs. A transaction-scoped advisory lock per store keeps two boletos made at once apart.
 */
async function nextOurNumber(tx: Database, appId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sandbox_boleto'), ${appId})`)
  const [last] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.appId, appId), eq(sandboxCharges.type, 'billet')))
  return (last?.count ?? 0) + 1
}

/** Why a typed number is no card, in the words of a payment page. */
const NUMBER_PROBLEMS: Record<CardNumberProblem, string> = {
  invalid_characters: 'Número do cartão inválido: use só dígitos.',
  unknown_brand: 'Número do cartão inválido: a bandeira não foi reconhecida.',
  invalid_length: 'Número do cartão inválido: a quantidade de dígitos não confere com a bandeira.',
  luhn: 'Número do cartão inválido: confira os dígitos.',
}

/** A Postgres array literal of texts, each quoted (tokens and references are ours, but any text is safe). */
const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`

/**
 * Charges with stored cards, as `charge` makes each one, in two statements whatever their number:
 * the tokens' charge counts bumped at once (a token charged twice in the call counts twice, in
 * the requests' order, so the `retry` test card still fails only its token's first charge), and
 * the charges inserted at once. A charge refused outright gives its count back, as `charge`'s
 * rolled-back transaction does; a reference that another call wrote meanwhile answers that
 * call's answer, as `charge` does when it loses the race.
 */
async function chargeStoredCards(
  tx: Database,
  account: GatewayAccount,
  requests: readonly ChargeRequest[],
): Promise<(ChargeAnswer | ProviderError)[]> {
  const counts = new Map<string, number>()
  for (const request of requests) {
    counts.set(request.cardToken!, (counts.get(request.cardToken!) ?? 0) + 1)
  }
  const tokens = [...counts.keys()]
  const bumped = await tx.execute(sql`
    update ${sandboxCards} c set charges = c.charges + v.n
    from unnest(${textArray(tokens)}::text[], ${`{${tokens.map((token) => counts.get(token)).join(',')}}`}::int[])
      as v(token, n)
    where c.app_id = ${account.appId} and c.token = v.token
    returning c.token, c.number, c.holder, c.expiry_month, c.expiry_year, c.charges`)
  const cards = new Map(
    (
      bumped as unknown as {
        rows: {
          token: string
          number: string
          holder: string
          expiry_month: number
          expiry_year: number
          charges: number
        }[]
      }
    ).rows.map((row) => [row.token, row]),
  )
  // Each token's charges in this call, counted in the requests' order.
  const seen = new Map<string, number>()
  const refused = new Map<string, number>()
  const answers: (ChargeAnswer | ProviderError)[] = []
  const rows: (typeof sandboxCharges.$inferInsert)[] = []
  for (const request of requests) {
    const token = request.cardToken!
    const card = cards.get(token)
    if (!card) {
      answers.push(
        new ProviderError('invalid_request', 'O provedor não conhece este cartão salvo.'),
      )
      continue
    }
    const nth = (seen.get(token) ?? 0) + 1
    seen.set(token, nth)
    const charges = Number(card.charges) - counts.get(token)! + nth - (refused.get(token) ?? 0)
    let outcome: Omit<ChargeAnswer, 'externalId'>
    try {
      outcome = cardOutcome(
        account,
        {
          ...request,
          card: {
            number: card.number,
            holder: card.holder,
            expiry_month: Number(card.expiry_month),
            expiry_year: Number(card.expiry_year),
            cvv: '',
          },
        },
        charges,
      )
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error
      refused.set(token, (refused.get(token) ?? 0) + 1)
      answers.push(error)
      continue
    }
    const id = `sbx_${randomBytes(12).toString('hex')}`
    const books: SandboxBooks = { charge: { externalId: id, ...outcome }, refunds: {} }
    answers.push(books.charge)
    rows.push({
      id,
      appId: account.appId,
      reference: request.reference,
      type: request.type,
      status: outcome.status,
      amountCents: request.amountCents,
      capturedCents: outcome.status === 'authorized' ? request.amountCents : 0,
      answer: books as unknown as Record<string, unknown>,
      createdAt: request.now,
      updatedAt: request.now,
    })
  }
  if (refused.size > 0) {
    const back = [...refused.keys()]
    await tx.execute(sql`
      update ${sandboxCards} c set charges = c.charges - v.n
      from unnest(${textArray(back)}::text[], ${`{${back.map((token) => refused.get(token)).join(',')}}`}::int[])
        as v(token, n)
      where c.app_id = ${account.appId} and c.token = v.token`)
  }
  if (rows.length === 0) return answers
  // One statement, its rows one JSON parameter (a parameter per column and row costs parsing).
  const written = await tx.execute(sql`
    insert into ${sandboxCharges} (id, app_id, reference, type, status, amount_cents,
      captured_cents, answer, created_at, updated_at)
    select v.id, ${account.appId}::int, v.reference, v.type, v.status, v.amount_cents,
      v.captured_cents, v.answer, v.created_at, v.created_at
    from jsonb_to_recordset(${JSON.stringify(
      rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        type: row.type,
        status: row.status,
        amount_cents: row.amountCents,
        captured_cents: row.capturedCents,
        answer: row.answer,
        created_at: (row.createdAt as Date).toISOString(),
      })),
    )}::jsonb) as v(id text, reference text, type text, status text, amount_cents bigint,
      captured_cents bigint, answer jsonb, created_at timestamptz)
    on conflict (app_id, reference) do nothing
    returning reference`)
  const inserted = new Set(
    (written as unknown as { rows: { reference: string }[] }).rows.map((row) => row.reference),
  )
  if (inserted.size === rows.length) return answers
  // Lost races: the charge another call made first under the reference is the answer.
  const byReference = new Map(rows.map((row) => [row.reference, row.id]))
  const lost = requests.filter(
    (request) => byReference.has(request.reference) && !inserted.has(request.reference),
  )
  const firsts = new Map(
    (
      await tx
        .select()
        .from(sandboxCharges)
        .where(
          and(
            eq(sandboxCharges.appId, account.appId),
            inArray(
              sandboxCharges.reference,
              lost.map((request) => request.reference),
            ),
          ),
        )
    ).map((row) => [row.reference, booksOf(row).charge]),
  )
  return answers.map((answer, index) => {
    const reference = requests[index]!.reference
    return lost.some((request) => request.reference === reference)
      ? (firsts.get(reference) ?? answer)
      : answer
  })
}

/**
 * The card behind a token of the store's, counting this charge: answers the card and how many
 * charges its token has made, this one included. An unknown token is the provider's refusal.
 */
async function chargeStoredCard(
  tx: Database,
  appId: number,
  token: string,
): Promise<{ card: CardInput; charges: number }> {
  const [row] = await tx
    .update(sandboxCards)
    .set({ charges: sql`${sandboxCards.charges} + 1` })
    .where(and(eq(sandboxCards.appId, appId), eq(sandboxCards.token, token)))
    .returning()
  if (!row) throw new ProviderError('invalid_request', 'O provedor não conhece este cartão salvo.')
  return {
    card: {
      number: row.number,
      holder: row.holder,
      expiry_month: row.expiryMonth,
      expiry_year: row.expiryYear,
      cvv: '',
    },
    charges: row.charges,
  }
}

/**
 * A card attempt's outcome. The answer (and so everything stored) carries only the brand and
 * the last four digits; the number, holder, expiry and security code stay in this call.
 * `tokenCharges`: for a stored card, how many charges its token has made with this one (the
 * `retry` test card fails only the first).
 */
function cardOutcome(
  account: GatewayAccount,
  request: ChargeRequest,
  tokenCharges?: number,
): Omit<ChargeAnswer, 'externalId'> {
  const card = request.card
  if (!card) throw new ProviderError('invalid_request', 'Informe os dados do cartão.')
  const checked = checkCardNumber(card.number)
  if (!checked.valid) {
    const brand = cardBrandOf(card.number)
    return {
      status: 'failed',
      declineReason: NUMBER_PROBLEMS[checked.problem],
      ...(brand ? { card: { brand, lastFour: card.number.replace(/\D/g, '').slice(-4) } } : {}),
    }
  }
  const answerCard = { brand: checked.brand, lastFour: checked.lastFour }
  if (expired(card.expiry_year, card.expiry_month, request.now)) {
    return { status: 'failed', card: answerCard, declineReason: 'Cartão vencido.' }
  }
  if (request.type === 'creditcard') {
    const settings = account.settings as GatewaySettings<'creditcard'>
    if (!settings.brands.includes(checked.brand)) {
      return {
        status: 'failed',
        card: answerCard,
        declineReason: 'Esta bandeira não é aceita neste gateway.',
      }
    }
    if (request.installments > settings.max_installments) {
      throw new ProviderError(
        'invalid_request',
        `Este gateway aceita até ${settings.max_installments} parcelas.`,
      )
    }
  }
  const test = testCardOf(card.number)
  switch (test?.outcome) {
    case 'declined':
      return {
        status: 'failed',
        card: answerCard,
        declineReason: declineReasonOf(test.declineCode),
      }
    case 'retry':
      // A second attempt may pass: with a stored card, every charge after the first does.
      if (tokenCharges !== undefined && tokenCharges > 1)
        return approved(account, request, answerCard)
      return {
        status: 'failed',
        card: answerCard,
        declineReason: TEMPORARY_FAILURE_REASON,
      }
    case 'pre_authorized':
      return { status: 'pre_authorized', card: answerCard }
    default:
      // Any other valid number is approved, as with a test card that says so.
      return approved(account, request, answerCard)
  }
}

/** An approval: captured at once, or held when the card gateway captures by hand. */
function approved(
  account: GatewayAccount,
  request: ChargeRequest,
  card: { brand: string; lastFour: string },
): Omit<ChargeAnswer, 'externalId'> {
  const capture =
    request.type === 'creditcard'
      ? (account.settings as GatewaySettings<'creditcard'>).capture
      : 'automatic'
  return { status: capture === 'automatic' ? 'authorized' : 'pre_authorized', card }
}

/** A card is good through the last day of its expiry month, in the store's calendar. */
function expired(year: number, month: number, now: Date): boolean {
  const [nowYear, nowMonth] = storeToday(now).split('-').map(Number) as [number, number]
  return year < nowYear || (year === nowYear && month < nowMonth)
}
