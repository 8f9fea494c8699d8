import { hasError, parsePix, createDynamicPix, createStaticPix } from 'pix-utils'
import { describe, expect, it } from 'vitest'
import { parsePixAmount } from './amount.ts'
import {
  buildPixBrCode,
  parsePixBrCode,
  PixBrCodeInputError,
  type PixBrCodeInput,
  type PixBrCodeParseResult,
} from './brcode.ts'
import { crc16Hex } from './crc16.ts'
// The pix_brcode examples of the project's shared vectors (/work/shared/vectors/
// brazil-payments.json), copied with their ids and sources so the repository stands alone.
import vectors from './vectors.json' with { type: 'json' }

/** Independent check: pix-utils@2.8.2 (a devDependency) reads what we wrote. */
function readWithPixUtils(code: string) {
  const pix = parsePix(code)
  if (hasError(pix)) throw new Error(`pix-utils refused ${code}: ${pix.message}`)
  if (pix.type === 'INVALID') throw new Error(`pix-utils refused ${code}: ${pix.details}`)
  return pix
}

function expectValid(result: PixBrCodeParseResult) {
  if (!result.valid) throw new Error(`expected a valid code, got ${JSON.stringify(result.error)}`)
  return result
}

describe('parsePixBrCode on the shared vectors', () => {
  for (const example of vectors.examples) {
    const expected = example.expected as Record<string, string | boolean | null | undefined>
    it(`${example.id} (${example.source.repo})`, () => {
      const result = parsePixBrCode(example.input)
      if (expected.valid === false) {
        expect(result.valid).toBe(false)
        return
      }
      // "library-dependent" (accented city): we read it; the CRC is the UTF-8 one.
      const parsed = expectValid(result)
      expect(parsed.crcOk).toBe(true)
      if (expected.crc) expect(parsed.crc).toBe(expected.crc)
      if (expected.type) expect(parsed.type).toBe(expected.type)
      if ('key' in expected) expect(parsed.key).toBe(expected.key)
      if ('url' in expected) expect(parsed.url).toBe(expected.url)
      if ('amount' in expected) {
        const amount = expected.amount as string | null
        expect(parsed.amountCents).toBe(amount === null ? null : parsePixAmount(amount))
      }
      if ('merchant_name' in expected) expect(parsed.merchantName).toBe(expected.merchant_name)
      if ('merchant_city' in expected) expect(parsed.merchantCity).toBe(expected.merchant_city)
      if ('txid' in expected) expect(parsed.txid).toBe(expected.txid)
      if ('description' in expected) expect(parsed.description).toBe(expected.description)
      if ('postal_code' in expected) expect(parsed.postalCode).toBe(expected.postal_code)
      if ('point_of_initiation' in expected) {
        expect(parsed.singleUse).toBe(expected.point_of_initiation === '12')
      }
    })
  }

  it('tells why the invalid ones are refused', () => {
    const byId = (id: string) => vectors.examples.find((example) => example.id === id)!.input
    expect(parsePixBrCode(byId('pix_brcode-19'))).toEqual({
      valid: false,
      crcOk: false,
      error: { reason: 'crc_mismatch', field: '63', detail: expect.stringContaining('42C5') },
    })
    expect(parsePixBrCode(byId('pix_brcode-20'))).toMatchObject({
      crcOk: true,
      error: { reason: 'invalid_field', field: '59' },
    })
    expect(parsePixBrCode(byId('pix_brcode-21'))).toMatchObject({
      crcOk: true,
      error: { reason: 'invalid_field', field: '26.25' },
    })
  })

  it('reads the amounts "100", "10." and "0.9" as centavos', () => {
    expect(['100', '10.', '0.9', '0.01', '12.34'].map(parsePixAmount)).toEqual([
      10000, 1000, 90, 1, 1234,
    ])
    expect(
      ['', '.5', '1.234', '01.00', '1,00', '-1.00', '1e3', '12345678901.00'].map(parsePixAmount),
    ).toEqual([null, null, null, null, null, null, null, null])
  })
})

/** Recomputes the CRC after an edit, to test the checks that come after it. */
function withCrc(body: string): string {
  const payload = `${body}6304`
  return payload + crc16Hex(payload)
}

describe('parsePixBrCode refuses', () => {
  const good = buildPixBrCode({
    key: 'loja@exemplo.com.br',
    merchantName: 'Loja',
    merchantCity: 'Recife',
  })
  const body = good.slice(0, -8)

  it.each([
    ['nothing', '', 'empty', null],
    ['a code without CRC', body, 'missing_field', '63'],
    ['a truncated code', good.slice(0, -1), 'malformed', null],
    ['a wrong payload format', withCrc(body.replace(/^000201/, '000202')), 'invalid_field', '00'],
    ['a wrong currency', withCrc(body.replace('5303986', '5303840')), 'invalid_field', '53'],
    ['a wrong country', withCrc(body.replace('5802BR', '5802US')), 'invalid_field', '58'],
    ['a missing city', withCrc(body.replace('6006RECIFE', '')), 'missing_field', '60'],
    ['a repeated field', withCrc(body.replace('5802BR', '5802BR5802BR')), 'duplicate_field', '58'],
    [
      'an amount with three decimals',
      withCrc(body.replace('5802BR', '54051.2345802BR')),
      'invalid_field',
      '54',
    ],
    [
      'a foreign scheme only',
      withCrc(body.replace('br.gov.bcb.pix', 'br.gov.bcb.xyz')),
      'not_pix',
      '26',
    ],
    ['a txid with a dash', withCrc(body.replace('0503***', '0503a-b')), 'invalid_field', '62.05'],
    [
      'a bad point of initiation',
      withCrc(body.replace(/^000201/, '0002010102135')),
      'malformed',
      null,
    ],
    [
      'point of initiation 13',
      withCrc(body.replace(/^000201/, '000201010213')),
      'invalid_field',
      '01',
    ],
  ])('%s', (_, code, reason, field) => {
    const result = parsePixBrCode(code)
    expect(result.valid).toBe(false)
    if (!result.valid) expect(result.error).toMatchObject({ reason, ...(field ? { field } : {}) })
  })

  it('but accepts copied text with white space around it, and a lower-case CRC', () => {
    expect(parsePixBrCode(`  ${good}\n`).valid).toBe(true)
    expect(parsePixBrCode(good.slice(0, -4) + good.slice(-4).toLowerCase()).valid).toBe(true)
  })
})

describe('buildPixBrCode', () => {
  it("reproduces pix-utils' static example byte for byte", () => {
    expect(
      buildPixBrCode({
        key: 'thalesog@me.com',
        description: 'Pedido 123',
        amountCents: 1000,
        merchantName: 'Thales Ogliari',
        merchantCity: 'São Miguel do Oeste',
      }),
    ).toBe(vectors.examples.find((example) => example.id === 'pix_brcode-09')!.input)
  })

  it("reproduces the manual's static example (as the shared vectors hold it) but for the name's case", () => {
    const code = buildPixBrCode({
      key: '4004901d-bd85-4769-8e52-cb4c42c506dc',
      merchantName: 'Fulano de Tal',
      merchantCity: 'Brasília',
    })
    expect(code).toBe(
      withCrc(
        '00020126580014br.gov.bcb.pix01364004901d-bd85-4769-8e52-cb4c42c506dc5204000053039865802BR5913FULANO DE TAL6008BRASILIA62070503***',
      ),
    )
  })

  it('writes amounts from centavos without floats', () => {
    const amountOf = (amountCents: number) =>
      /530398654\d{2}([\d.]+)5802BR/.exec(
        buildPixBrCode({
          key: '+5511987654321',
          merchantName: 'A',
          merchantCity: 'B',
          amountCents,
        }),
      )?.[1]
    expect([1, 10, 100, 1234, 115, 123456789, 999_999_999_999].map(amountOf)).toEqual([
      '0.01',
      '0.10',
      '1.00',
      '12.34',
      '1.15',
      '1234567.89',
      '9999999999.99',
    ])
  })

  it('writes dynamic codes with 01 = 12, the location without https:// and txid ***', () => {
    const code = buildPixBrCode({
      type: 'dynamic',
      url: 'https://pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99',
      merchantName: 'Empresa',
      merchantCity: 'São Paulo',
    })
    expect(code).toBe(
      withCrc(
        '000201010212267700' +
          '14br.gov.bcb.pix2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99' +
          '5204000053039865802BR5907EMPRESA6009SAO PAULO62070503***',
      ),
    )
    const reusable = buildPixBrCode({
      type: 'dynamic',
      url: 'psp.com.br/x',
      merchantName: 'A',
      merchantCity: 'B',
      singleUse: false,
    })
    expect(reusable.startsWith('00020126')).toBe(true)
  })

  it.each<[string, PixBrCodeInput, string]>([
    ['an invalid key', { key: '123', merchantName: 'A', merchantCity: 'B' }, 'key'],
    [
      'a name of symbols only',
      { key: '+5511987654321', merchantName: '★ ☆', merchantCity: 'B' },
      'merchantName',
    ],
    [
      'an empty city',
      { key: '+5511987654321', merchantName: 'A', merchantCity: ' ' },
      'merchantCity',
    ],
    [
      'a float amount',
      { key: '+5511987654321', merchantName: 'A', merchantCity: 'B', amountCents: 12.5 },
      'amountCents',
    ],
    [
      'a zero amount',
      { key: '+5511987654321', merchantName: 'A', merchantCity: 'B', amountCents: 0 },
      'amountCents',
    ],
    [
      'too large an amount',
      { key: '+5511987654321', merchantName: 'A', merchantCity: 'B', amountCents: 1e12 },
      'amountCents',
    ],
    [
      'a txid with a dash',
      { key: '+5511987654321', merchantName: 'A', merchantCity: 'B', txid: 'pedido-1' },
      'txid',
    ],
    [
      'a txid of 26',
      { key: '+5511987654321', merchantName: 'A', merchantCity: 'B', txid: 'a'.repeat(26) },
      'txid',
    ],
    [
      'a description too long',
      {
        key: `${'a'.repeat(60)}@exemplo.com.br`,
        merchantName: 'A',
        merchantCity: 'B',
        description: 'x'.repeat(10),
      },
      'description',
    ],
    [
      'an http location',
      { type: 'dynamic', url: 'http://psp.com.br/x', merchantName: 'A', merchantCity: 'B' },
      'url',
    ],
    [
      'a location too long',
      {
        type: 'dynamic',
        url: `psp.com.br/${'x'.repeat(70)}`,
        merchantName: 'A',
        merchantCity: 'B',
      },
      'url',
    ],
  ])('refuses %s', (_, input, field) => {
    expect(() => buildPixBrCode(input)).toThrow(PixBrCodeInputError)
    try {
      buildPixBrCode(input)
    } catch (error) {
      expect((error as PixBrCodeInputError).field).toBe(field)
    }
  })
})

describe('round trip: our codes read back by our parser and by pix-utils', () => {
  const cases: [string, PixBrCodeInput][] = [
    [
      '1 centavo',
      { key: '52998224725', merchantName: 'Maria', merchantCity: 'Natal', amountCents: 1 },
    ],
    [
      '10 centavos',
      { key: '11.222.333/0001-81', merchantName: 'Loja', merchantCity: 'Belém', amountCents: 10 },
    ],
    [
      '1 real',
      { key: '+55 11 98765-4321', merchantName: 'Ana', merchantCity: 'Santos', amountCents: 100 },
    ],
    [
      'big amount',
      {
        key: 'Vendas@Loja.com.br',
        merchantName: 'Loja',
        merchantCity: 'Goiânia',
        amountCents: 123456789,
      },
    ],
    [
      'no amount, txid',
      {
        key: '4004901d-bd85-4769-8e52-cb4c42c506dc',
        merchantName: 'Café',
        merchantCity: 'Cuiabá',
        txid: 'PEDIDO123',
      },
    ],
    [
      'accents',
      {
        key: '52998224725',
        merchantName: 'Açaí da Conceição Ltda',
        merchantCity: 'São João del-Rei',
        description: 'Pedido nº 12 — café',
      },
    ],
    [
      'long name',
      {
        key: '52998224725',
        merchantName: 'Comércio de Utilidades Domésticas Irmãos Araújo',
        merchantCity: 'Florianópolis',
      },
    ],
    [
      'dynamic',
      {
        type: 'dynamic',
        url: 'https://psp.exemplo.com.br/qr/v2/cobv/9b95a87c10a84d65bcbf55a48a2e50c8',
        merchantName: 'Loja',
        merchantCity: 'Maceió',
        amountCents: 4990,
      },
    ],
    [
      'dynamic reusable',
      {
        type: 'dynamic',
        url: 'psp.exemplo.com.br/qr/abc',
        merchantName: 'Loja',
        merchantCity: 'Maceió',
        singleUse: false,
      },
    ],
  ]

  it.each(cases)('%s', (_, input) => {
    const code = buildPixBrCode(input)
    const ours = expectValid(parsePixBrCode(code))
    const theirs = readWithPixUtils(code)
    expect(ours.merchantName).toMatch(/^[A-Z0-9 !-~]{1,25}$/)
    expect(ours.merchantCity).toMatch(/^[A-Z0-9 !-~]{1,15}$/)
    expect(theirs.merchantName).toBe(ours.merchantName)
    expect(theirs.merchantCity).toBe(ours.merchantCity)
    expect(ours.amountCents).toBe(input.amountCents ?? null)
    if (input.type === 'dynamic') {
      expect(theirs.type).toBe('DYNAMIC')
      expect(ours).toMatchObject({
        type: 'dynamic',
        txid: '***',
        singleUse: input.singleUse !== false,
      })
      if (theirs.type === 'DYNAMIC') expect(theirs.url).toBe(ours.url)
      expect(ours.url).toBe(input.url.replace('https://', ''))
    } else {
      expect(theirs.type).toBe('STATIC')
      expect(ours.type).toBe('static')
      if (theirs.type !== 'STATIC') return
      expect(theirs.pixKey).toBe(ours.key)
      expect(theirs.txid).toBe(ours.txid)
      expect(theirs.infoAdicional).toBe(ours.description ?? undefined)
      expect(theirs.transactionAmount ? Math.round(theirs.transactionAmount * 100) : null).toBe(
        ours.amountCents,
      )
    }
  })

  it('names with accents and long names come out normalised and cut', () => {
    const code = buildPixBrCode(cases[6]![1])
    expect(expectValid(parsePixBrCode(code))).toMatchObject({
      merchantName: 'COMERCIO DE UTILIDADES DO',
      merchantCity: 'FLORIANOPOLIS',
    })
    expect(expectValid(parsePixBrCode(buildPixBrCode(cases[5]![1])))).toMatchObject({
      merchantName: 'ACAI DA CONCEICAO LTDA',
      merchantCity: 'SAO JOAO DEL-RE',
      description: 'Pedido no 12 cafe',
    })
  })
})

/** mulberry32: a tiny seeded generator, so a failure reproduces. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!
  const text = (alphabet: string, min: number, max: number) =>
    Array.from({ length: int(min, max) }, () => pick([...alphabet])).join('')
  return { next, int, pick, text }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const WORDS = `${LETTERS}      áéíóúâêôãõçÁÉÍÓÚÂÊÔÃÕÇ.-&'`
const KEYS = [
  '52998224725',
  '11222333000181',
  '+5511987654321',
  '+551134567890',
  'loja@exemplo.com.br',
]

describe('random inputs agree with pix-utils', () => {
  const random = generator(20261122)

  function uuidV4(): string {
    const hex = () => random.text('0123456789abcdef', 1, 1)
    const part = (n: number) => Array.from({ length: n }, hex).join('')
    return `${part(8)}-${part(4)}-4${part(3)}-${random.pick(['8', '9', 'a', 'b'])}${part(3)}-${part(12)}`
  }

  function randomInput(): PixBrCodeInput {
    const merchantName = `${random.pick([...LETTERS])}${random.text(WORDS, 0, 40)}`
    const merchantCity = `${random.pick([...LETTERS])}${random.text(WORDS, 0, 25)}`
    const amountCents =
      random.next() < 0.3 ? null : random.int(1, random.pick([99, 10_000, 1e8, 999_999_999_999]))
    if (random.next() < 0.3) {
      return {
        type: 'dynamic',
        url: `${random.pick(['', 'https://'])}pix.${random.text(LETTERS, 1, 10).toLowerCase()}.com.br/qr/v2/${uuidV4()}`,
        merchantName,
        merchantCity,
        amountCents,
      }
    }
    return {
      key: random.next() < 0.3 ? uuidV4() : random.pick(KEYS),
      merchantName,
      merchantCity,
      amountCents,
      txid: random.next() < 0.5 ? null : random.text(LETTERS, 1, 25),
      description: random.next() < 0.5 ? null : random.text(WORDS, 1, 20),
    }
  }

  it('for 400 codes: same fields from both parsers, and the same code from both builders', () => {
    for (let i = 0; i < 400; i++) {
      const input = randomInput()
      const code = buildPixBrCode(input)
      const ours = expectValid(parsePixBrCode(code))
      const theirs = readWithPixUtils(code)
      expect(theirs.merchantName, code).toBe(ours.merchantName)
      expect(theirs.merchantCity, code).toBe(ours.merchantCity)
      expect(ours.amountCents, code).toBe(input.amountCents)
      const options = { merchantName: ours.merchantName, merchantCity: ours.merchantCity }
      if (input.type === 'dynamic') {
        expect(theirs.type === 'DYNAMIC' && theirs.url, code).toBe(ours.url)
        if (input.amountCents !== null) continue
        // pix-utils writes no amount in dynamic codes; compare the codes without one.
        const built = createDynamicPix({ ...options, url: ours.url!, oneTime: true })
        expect(hasError(built) ? built : built.toBRCode()).toBe(code)
      } else {
        if (theirs.type !== 'STATIC') throw new Error(`pix-utils read ${code} as ${theirs.type}`)
        expect(theirs.pixKey, code).toBe(ours.key)
        expect(theirs.txid, code).toBe(ours.txid)
        expect(theirs.infoAdicional ?? null, code).toBe(ours.description)
        expect(
          theirs.transactionAmount ? Math.round(theirs.transactionAmount * 100) : null,
          code,
        ).toBe(ours.amountCents)
        const built = createStaticPix({
          ...options,
          pixKey: ours.key!,
          infoAdicional: ours.description ?? undefined,
          txid: ours.txid === '***' ? '' : ours.txid,
          transactionAmount: ours.amountCents === null ? 0 : ours.amountCents / 100,
        })
        expect(hasError(built) ? built : built.toBRCode()).toBe(code)
      }
    }
  })

  it('for 400 corrupted codes: a changed character is caught', () => {
    for (let i = 0; i < 400; i++) {
      const code = buildPixBrCode(randomInput())
      const at = random.int(0, code.length - 5)
      const replacement = random.pick([...LETTERS].filter((char) => char !== code[at]))
      const corrupted = code.slice(0, at) + replacement + code.slice(at + 1)
      expect(parsePixBrCode(corrupted).valid, corrupted).toBe(false)
    }
  })
})
