import { createRequire } from 'node:module'
import {
  parseBancario,
  parsePixBrCode,
  TEST_CARDS,
  type CardInput,
  type GatewaySettings,
  type GatewayType,
  type PixBrCode,
} from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import { hasError, parsePix } from 'pix-utils'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createStore, type AppRecord } from '../../testing/access-fixtures.ts'
import { createTestServer, type TestServer } from '../../testing/test-server.ts'
import { sandboxCharges } from '../schema.ts'
import { providerFor } from './index.ts'
import { ProviderError } from './provider-error.ts'
import type { ChargeRequest, GatewayAccount } from './provider.ts'
import { createSandboxProvider, type SandboxProvider } from './sandbox.ts'

/** The part of @mrmgomes/boleto-utils we call (its typings are not wired in its package.json). */
interface BoletoUtils {
  validarBoleto(codigo: string): {
    sucesso: boolean
    codigoBarras: string
    linhaDigitavel: string
    vencimento: Date
    vencimentoComNovoFator2025: Date
    valor: number
  }
}
const boletoUtils = createRequire(import.meta.url)('@mrmgomes/boleto-utils') as BoletoUtils

let t: TestServer
let app: AppRecord
let otherApp: AppRecord
let sandbox: SandboxProvider
let references = 0

beforeAll(async () => {
  t = await createTestServer()
  app = await createStore(t, await t.register())
  otherApp = await createStore(t, await t.register(), { name: 'Loja Alheia' })
  sandbox = createSandboxProvider(t.db, t.clock)
})
afterAll(() => t.close())

const SETTINGS: { [T in GatewayType]: GatewaySettings<T> } = {
  pix: { pix_key: 'pagamentos@aurora.com.br', expires_in_minutes: 30 },
  'pix-installment': {
    pix_key: '+5511987654321',
    expires_in_minutes: 60,
    max_installments: 6,
  },
  'static-pix': { pix_key: '52998224725', amount_cents: null, description: 'Pedido na loja' },
  billet: {
    bank: '341',
    wallet: '109',
    agreement: '12345',
    days_to_due: 3,
    fine_bps: 200,
    interest_monthly_bps: 100,
    discount_bps: 0,
    discount_days: 0,
  },
  creditcard: {
    soft_descriptor: 'AURORA',
    max_installments: 12,
    capture: 'automatic',
    brands: ['visa', 'mastercard', 'amex', 'elo', 'hipercard', 'diners', 'discover', 'jcb'],
  },
  voucher: { brands: ['alelo', 'ticket'] },
  custom: { method_name: 'Transferência bancária', instructions: 'Banco 341, ag. 1234' },
}

function account<T extends GatewayType>(
  type: T,
  settings: Partial<GatewaySettings<T>> = {},
  appId = app.id,
): GatewayAccount {
  return {
    id: 1,
    appId,
    type,
    name: `Sandbox ${type}`,
    provider: 'sandbox',
    environment: 'sandbox',
    active: true,
    fees: { percentBps: 0, fixedCents: 0 },
    settings: { ...SETTINGS[type], ...settings },
    credentials: {},
  }
}

function request(type: GatewayType, extra: Partial<ChargeRequest> = {}): ChargeRequest {
  references += 1
  return {
    reference: `pay_test_${references}`,
    type,
    amountCents: 12_345,
    installments: 1,
    description: 'Pedido 1001',
    customer: { name: 'Ana Souza', email: 'ana@example.com', document: '52998224725' },
    merchant: { name: 'Loja Aurora Ltda', city: 'São Paulo' },
    now: t.clock.now(),
    ...extra,
  }
}

function card(number: string, extra: Partial<CardInput> = {}): CardInput {
  return {
    number,
    holder: 'ANA SOUZA',
    expiry_month: 12,
    expiry_year: 2031,
    cvv: '737',
    ...extra,
  }
}

function readPix(code: string): PixBrCode {
  const ours = parsePixBrCode(code)
  if (!ours.valid) throw new Error(`our parser refused ${code}: ${JSON.stringify(ours.error)}`)
  return ours
}

function readWithPixUtils(code: string) {
  const theirs = parsePix(code)
  if (hasError(theirs)) throw new Error(`pix-utils refused ${code}: ${theirs.message}`)
  if (theirs.type === 'INVALID') throw new Error(`pix-utils refused ${code}: ${theirs.details}`)
  return theirs
}

async function rowOf(externalId: string) {
  const [row] = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, externalId))
  return row!
}

/** The provider's refusal, to assert on its code and message. */
async function refusal(operation: Promise<unknown>): Promise<ProviderError> {
  const error = await operation.then(
    () => null,
    (caught: unknown) => caught,
  )
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${error}`)
  return error
}

describe('pix', () => {
  test.each(['pix', 'pix-installment'] as const)(
    '%s: a BR Code both parsers read back with the key, the amount and the txid',
    async (type) => {
      const answer = await sandbox.charge(account(type), request(type))
      expect(answer.status).toBe('pending')
      expect(answer.externalId).toMatch(/^sbx_[0-9a-f]{24}$/)
      const pix = answer.pix!
      expect(pix.txid).toMatch(/^[0-9A-F]{25}$/)
      const minutes = SETTINGS[type].expires_in_minutes
      expect(pix.expiresAt).toBe(new Date(t.clock.now().getTime() + minutes * 60_000).toISOString())

      const ours = readPix(pix.code)
      expect(ours).toMatchObject({
        key: SETTINGS[type].pix_key,
        amountCents: 12_345,
        merchantName: 'LOJA AURORA LTDA',
        merchantCity: 'SAO PAULO',
        txid: pix.txid,
      })
      const theirs = readWithPixUtils(pix.code)
      expect(theirs).toMatchObject({
        pixKey: SETTINGS[type].pix_key,
        transactionAmount: 123.45,
        txid: pix.txid,
        merchantName: 'LOJA AURORA LTDA',
        merchantCity: 'SAO PAULO',
      })
      const row = await rowOf(answer.externalId)
      expect(row.answer).toMatchObject({
        cob: { txid: pix.txid, chave: SETTINGS[type].pix_key, valor: 12_345 },
      })
    },
  )

  test('static-pix: the key, the description, a txid and the request amount', async () => {
    const answer = await sandbox.charge(account('static-pix'), request('static-pix'))
    expect(answer.status).toBe('pending')
    const ours = readPix(answer.pix!.code)
    expect(ours).toMatchObject({
      type: 'static',
      key: '52998224725',
      amountCents: 12_345,
      description: 'Pedido na loja',
      txid: answer.pix!.txid,
    })
    expect(answer.pix!.txid).toMatch(/^[a-z0-9]{25}$/)
    expect(answer.pix!.expiresAt).toBeNull()
    const theirs = readWithPixUtils(answer.pix!.code)
    expect(theirs.type).toBe('STATIC')
    if (theirs.type !== 'STATIC') return
    expect(theirs.pixKey).toBe('52998224725')
    expect(theirs.txid).toBe(answer.pix!.txid)
    expect(theirs.transactionAmount).toBe(123.45)
    expect(theirs.infoAdicional).toBe('Pedido na loja')
  })

  test("static-pix with a fixed amount charges the gateway's amount", async () => {
    const answer = await sandbox.charge(
      account('static-pix', { amount_cents: 5_000, description: '' }),
      request('static-pix'),
    )
    expect(readPix(answer.pix!.code)).toMatchObject({ amountCents: 5_000, description: null })
  })

  test('a store without a city cannot make a pix code', async () => {
    const error = await refusal(
      sandbox.charge(account('pix'), request('pix', { merchant: { name: 'Loja', city: ' ' } })),
    )
    expect(error).toMatchObject({ code: 'invalid_request', status: 422 })
    expect(error.message).toBe('Para gerar um código pix, a loja precisa de uma cidade.')
  })

  test('an expired code cannot be paid; a live one can, once', async () => {
    const live = await sandbox.charge(account('pix'), request('pix'))
    await sandbox.simulatePayment(account('pix'), live.externalId)
    await sandbox.simulatePayment(account('pix'), live.externalId)
    expect(await rowOf(live.externalId)).toMatchObject({
      status: 'complete',
      capturedCents: 12_345,
    })

    const late = await sandbox.charge(account('pix'), request('pix'))
    const clock = { now: () => new Date(Date.parse(late.pix!.expiresAt!)) }
    const error = await refusal(
      createSandboxProvider(t.db, clock).simulatePayment(account('pix'), late.externalId),
    )
    expect(error).toMatchObject({ code: 'expired', status: 409 })
    expect((await rowOf(late.externalId)).status).toBe('pending')
  })
})

describe('billet', () => {
  /** Both readers agree on the boleto; the library only where it follows FEBRABAN (see crosscheck). */
  function expectReadable(billet: { barcode: string; linhaDigitavel: string; dueDate: string }) {
    expect(billet.barcode).toMatch(/^\d{44}$/)
    expect(billet.linhaDigitavel).toMatch(/^\d{47}$/)
    const ours = parseBancario(billet.linhaDigitavel, { referenceDate: billet.dueDate })
    expect(ours).toMatchObject({
      valid: true,
      bank: '341',
      barcode: billet.barcode,
      amountCents: 12_345,
      dueDate: billet.dueDate,
    })
    expect(parseBancario(billet.barcode, { referenceDate: billet.dueDate })).toMatchObject({
      valid: true,
      linha: billet.linhaDigitavel,
    })
    // The library misreads a bank barcode whose check digit comes from a remainder of 0 or 1,
    // but never the linha, which is what payers type.
    const inputs =
      billet.barcode[4] === '1' ? [billet.linhaDigitavel] : [billet.barcode, billet.linhaDigitavel]
    for (const input of inputs) {
      const theirs = boletoUtils.validarBoleto(input)
      expect(theirs.sucesso).toBe(true)
      expect(theirs.codigoBarras).toBe(billet.barcode)
      expect(theirs.linhaDigitavel).toBe(billet.linhaDigitavel)
      expect(Math.round(theirs.valor * 100)).toBe(12_345)
      const theirDate =
        billet.dueDate >= '2025-02-22' ? theirs.vencimentoComNovoFator2025 : theirs.vencimento
      expect(theirDate.toISOString().slice(0, 10)).toBe(billet.dueDate)
    }
  }

  test('a bank boleto due days_to_due calendar days after today in São Paulo', async () => {
    // 01:30 UTC on 2 March is still 1 March in São Paulo.
    const now = new Date('2026-03-02T01:30:00.000Z')
    const answer = await sandbox.charge(account('billet'), request('billet', { now }))
    expect(answer.status).toBe('pending')
    expect(answer.billet!.dueDate).toBe('2026-03-04')
    expectReadable(answer.billet!)
  })

  test('a boleto due after the factor restarted on 22 February 2025 reads back its date', async () => {
    const now = new Date('2025-02-10T15:00:00.000Z')
    const answer = await sandbox.charge(
      account('billet', { days_to_due: 20 }),
      request('billet', { now }),
    )
    expect(answer.billet!.dueDate).toBe('2025-03-02')
    expect(answer.billet!.barcode.slice(5, 9)).toBe('1008')
    expectReadable(answer.billet!)
  })

  test('every boleto differs: the free field carries agreement, wallet and a sequence', async () => {
    const first = await sandbox.charge(account('billet'), request('billet'))
    const second = await sandbox.charge(account('billet'), request('billet'))
    expect(first.billet!.barcode).not.toBe(second.billet!.barcode)
    const free = (barcode: string) => barcode.slice(19)
    expect(free(first.billet!.barcode).slice(0, 15)).toBe('000000012345109')
    expect(Number(free(second.billet!.barcode).slice(15))).toBe(
      Number(free(first.billet!.barcode).slice(15)) + 1,
    )
  })
})

describe('cards', () => {
  const ACCEPTED = SETTINGS.creditcard.brands as readonly string[]

  test.each(TEST_CARDS.filter((testCard) => ACCEPTED.includes(testCard.brand)))(
    '$number ($brand): $outcome',
    async (testCard) => {
      const answer = await sandbox.charge(
        account('creditcard'),
        request('creditcard', { card: card(testCard.number) }),
      )
      expect(answer.card).toEqual({ brand: testCard.brand, lastFour: testCard.number.slice(-4) })
      switch (testCard.outcome) {
        case 'approved':
          expect(answer.status).toBe('authorized')
          expect(answer.declineReason).toBeUndefined()
          break
        case 'pre_authorized':
          expect(answer.status).toBe('pre_authorized')
          break
        case 'declined':
          expect(answer.status).toBe('failed')
          expect(answer.declineReason).toMatch(/^Cartão recusado/)
          break
        case 'retry':
          expect(answer.status).toBe('failed')
          expect(answer.declineReason).toMatch(/Tente novamente\.$/)
          break
      }
    },
  )

  test('with capture by pre-authorisation, an approved card is held', async () => {
    const answer = await sandbox.charge(
      account('creditcard', { capture: 'pre_authorize' }),
      request('creditcard', { card: card('4242 4242 4242 4242') }),
    )
    expect(answer.status).toBe('pre_authorized')
    expect((await rowOf(answer.externalId)).capturedCents).toBe(0)
  })

  test('any other valid number is approved; vouchers too', async () => {
    const visa = await sandbox.charge(
      account('creditcard'),
      request('creditcard', { card: card('4111111111111111') }),
    )
    expect(visa).toMatchObject({ status: 'authorized', card: { brand: 'visa', lastFour: '1111' } })
    const voucher = await sandbox.charge(
      account('voucher'),
      request('voucher', { card: card('5555555555554444') }),
    )
    expect(voucher).toMatchObject({ status: 'authorized', card: { brand: 'mastercard' } })
    expect((await rowOf(voucher.externalId)).capturedCents).toBe(12_345)
  })

  test.each([
    ['4242424242424241', 'Número do cartão inválido: confira os dígitos.'],
    [
      '424242424242',
      'Número do cartão inválido: a quantidade de dígitos não confere com a bandeira.',
    ],
    ['9999999999999999', 'Número do cartão inválido: a bandeira não foi reconhecida.'],
  ])('%s is refused: %s', async (number, reason) => {
    const answer = await sandbox.charge(
      account('creditcard'),
      request('creditcard', { card: card(number) }),
    )
    expect(answer).toMatchObject({ status: 'failed', declineReason: reason })
  })

  test('an expired card is refused; one expiring this month in São Paulo is not', async () => {
    // 02:00 UTC on 1 March 2026 is still February in São Paulo.
    const now = new Date('2026-03-01T02:00:00.000Z')
    const february = await sandbox.charge(
      account('creditcard'),
      request('creditcard', {
        now,
        card: card('4242424242424242', { expiry_year: 2026, expiry_month: 2 }),
      }),
    )
    expect(february.status).toBe('authorized')
    const january = await sandbox.charge(
      account('creditcard'),
      request('creditcard', {
        now,
        card: card('4242424242424242', { expiry_year: 2026, expiry_month: 1 }),
      }),
    )
    expect(january).toMatchObject({ status: 'failed', declineReason: 'Cartão vencido.' })
  })

  test('a brand the gateway does not accept is refused', async () => {
    const answer = await sandbox.charge(
      account('creditcard', { brands: ['visa'] }),
      request('creditcard', { card: card('5555555555554444') }),
    )
    expect(answer).toMatchObject({
      status: 'failed',
      declineReason: 'Esta bandeira não é aceita neste gateway.',
    })
  })

  test('a card charge without card data is a request error', async () => {
    const error = await refusal(sandbox.charge(account('creditcard'), request('creditcard')))
    expect(error).toMatchObject({ code: 'invalid_request', message: 'Informe os dados do cartão.' })
  })

  test('nothing but the brand and the last four digits is stored', async () => {
    const number = '4000 0025 0000 3155'
    const typed = card(number, { holder: 'JOANA PEREIRA DIAS', cvv: '9481', expiry_month: 7 })
    const answer = await sandbox.charge(
      account('creditcard'),
      request('creditcard', { card: typed }),
    )
    const row = await rowOf(answer.externalId)
    const stored = JSON.stringify(row)
    for (const secret of [
      '4000002500003155',
      '400000250000',
      'JOANA',
      '9481',
      'expiry',
      'holder',
      'cvv',
    ]) {
      expect(stored).not.toContain(secret)
    }
    expect(row.answer).toEqual({
      charge: {
        externalId: answer.externalId,
        status: 'pre_authorized',
        card: { brand: 'visa', lastFour: '3155' },
      },
      refunds: {},
    })
    expect(answer).toEqual(row.answer.charge)
  })
})

describe('custom methods', () => {
  test('a custom charge waits for the merchant to confirm it', async () => {
    const answer = await sandbox.charge(account('custom'), request('custom'))
    expect(answer).toEqual({ externalId: answer.externalId, status: 'pending' })
    await sandbox.simulatePayment(account('custom'), answer.externalId)
    expect((await rowOf(answer.externalId)).status).toBe('complete')
  })
})

describe('idempotency and recovery', () => {
  test('charging again with the same reference answers the first answer', async () => {
    const first = request('billet')
    const answer = await sandbox.charge(account('billet'), first)
    const again = await sandbox.charge(account('billet'), { ...first, amountCents: 999 })
    expect(again).toEqual(answer)
    const rows = await t.db
      .select()
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.appId, app.id), eq(sandboxCharges.reference, first.reference)))
    expect(rows).toHaveLength(1)
  })

  test('charges racing with one reference make one charge', async () => {
    const same = request('pix')
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => sandbox.charge(account('pix'), same)),
    )
    expect(new Set(answers.map((answer) => answer.externalId)).size).toBe(1)
    expect(new Set(answers.map((answer) => answer.pix!.code)).size).toBe(1)
  })

  test('the same reference in another store is another charge', async () => {
    const mine = request('pix')
    const answer = await sandbox.charge(account('pix'), mine)
    const theirs = await sandbox.charge(account('pix', {}, otherApp.id), mine)
    expect(theirs.externalId).not.toBe(answer.externalId)
  })

  test('after a crash, a new provider finds the charge by our reference', async () => {
    const lost = request('pix')
    const answer = await sandbox.charge(account('pix'), lost)
    const restarted = providerFor('sandbox', t.db, t.clock)
    expect(await restarted.lookup(account('pix'), lost.reference)).toEqual(answer)
    expect(await restarted.lookup(account('pix'), 'pay_never_sent')).toBeNull()
    expect(await restarted.lookup(account('pix', {}, otherApp.id), lost.reference)).toBeNull()
  })

  test('an unknown provider name is an error', () => {
    expect(() => providerFor('efi', t.db)).toThrow(/unknown payment provider/)
  })
})

describe('capture, refund and cancel', () => {
  async function preAuthorised(amountCents = 10_000) {
    const answer = await sandbox.charge(
      account('creditcard'),
      request('creditcard', { amountCents, card: card('4000002500003155') }),
    )
    expect(answer.status).toBe('pre_authorized')
    return answer.externalId
  }
  const cardAccount = () => account('creditcard')

  test('a capture takes at most the authorised amount, once', async () => {
    const id = await preAuthorised()
    const over = await refusal(sandbox.capture(cardAccount(), id, 10_001))
    expect(over).toMatchObject({ code: 'amount_exceeded', status: 422 })
    expect(over.message).toBe('A captura passa do valor autorizado (R$\u00a0100,00).')

    await sandbox.capture(cardAccount(), id, 7_000)
    expect(await rowOf(id)).toMatchObject({ status: 'authorized', capturedCents: 7_000 })
    // Retried after it went through: the same answer.
    await sandbox.capture(cardAccount(), id, 7_000)
    const other = await refusal(sandbox.capture(cardAccount(), id, 3_000))
    expect(other).toMatchObject({ code: 'invalid_status', status: 409 })
    expect(other.message).toMatch(
      /^Só uma pré-autorização pode ser capturada; esta cobrança está autorizada\.$/,
    )
  })

  test('refunds give back at most what was captured, and a key only once', async () => {
    const id = await preAuthorised()
    const early = await refusal(sandbox.refund(cardAccount(), id, 100, 'r0'))
    expect(early).toMatchObject({ code: 'invalid_status' })
    await sandbox.capture(cardAccount(), id, 8_000)

    await sandbox.refund(cardAccount(), id, 3_000, 'r1')
    await sandbox.refund(cardAccount(), id, 3_000, 'r1')
    expect(await rowOf(id)).toMatchObject({ status: 'partial_refund', refundedCents: 3_000 })
    const reused = await refusal(sandbox.refund(cardAccount(), id, 1_000, 'r1'))
    expect(reused).toMatchObject({ code: 'operation_key_reused', status: 422 })

    const over = await refusal(sandbox.refund(cardAccount(), id, 5_001, 'r2'))
    expect(over.message).toBe('O estorno passa do valor que resta para estornar (R$\u00a050,00).')
    await sandbox.refund(cardAccount(), id, 5_000, 'r2')
    expect(await rowOf(id)).toMatchObject({ status: 'refunded', refundedCents: 8_000 })
    const none = await refusal(sandbox.refund(cardAccount(), id, 1, 'r3'))
    expect(none).toMatchObject({ code: 'invalid_status' })
  })

  test('concurrent partial refunds never pass what was captured', async () => {
    const answer = await sandbox.charge(
      account('creditcard'),
      request('creditcard', { amountCents: 10_000, card: card('4242424242424242') }),
    )
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) =>
        sandbox.refund(cardAccount(), answer.externalId, 1_500, `race-${index}`),
      ),
    )
    const done = results.filter((result) => result.status === 'fulfilled')
    expect(done).toHaveLength(6)
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ code: 'amount_exceeded' })
      }
    }
    expect(await rowOf(answer.externalId)).toMatchObject({
      status: 'partial_refund',
      refundedCents: 9_000,
    })
  })

  test('a pix is refunded only once paid', async () => {
    const answer = await sandbox.charge(account('pix'), request('pix'))
    const unpaid = await refusal(sandbox.refund(account('pix'), answer.externalId, 100, 'p1'))
    expect(unpaid.message).toBe(
      'Só dinheiro recebido pode ser estornado; esta cobrança está pendente.',
    )
    await sandbox.simulatePayment(account('pix'), answer.externalId)
    await sandbox.refund(account('pix'), answer.externalId, 12_345, 'p1')
    expect((await rowOf(answer.externalId)).status).toBe('refunded')
  })

  test('cancel: a pending charge or a pre-authorisation only', async () => {
    const boleto = await sandbox.charge(account('billet'), request('billet'))
    await sandbox.cancel(account('billet'), boleto.externalId)
    await sandbox.cancel(account('billet'), boleto.externalId)
    expect((await rowOf(boleto.externalId)).status).toBe('failed')
    const paidLater = await refusal(sandbox.simulatePayment(account('billet'), boleto.externalId))
    expect(paidLater).toMatchObject({ code: 'invalid_status' })

    const held = await preAuthorised()
    await sandbox.cancel(cardAccount(), held)
    expect((await rowOf(held)).status).toBe('failed')

    const paid = await sandbox.charge(account('pix'), request('pix'))
    await sandbox.simulatePayment(account('pix'), paid.externalId)
    const error = await refusal(sandbox.cancel(account('pix'), paid.externalId))
    expect(error).toMatchObject({ code: 'invalid_status', status: 409 })
    expect(error.message).toBe(
      'Só uma cobrança pendente ou uma pré-autorização pode ser cancelada; esta está paga.',
    )
  })

  test("another store's charge is unknown to this store's gateway", async () => {
    const id = await preAuthorised()
    const error = await refusal(sandbox.capture(account('creditcard', {}, otherApp.id), id, 100))
    expect(error).toMatchObject({ code: 'charge_not_found', status: 404 })
    expect((await rowOf(id)).status).toBe('pre_authorized')
  })
})
