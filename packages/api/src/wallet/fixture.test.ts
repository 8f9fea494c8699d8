import { describe, expect, test } from 'vitest'
import { createFixtureApi } from '../fixture/index.ts'
import type { ApiError } from '../http/api-error.ts'

const APP = 1

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    // Money is written with a no-break space ("R$ 10,00"); compared here as a plain one.
    const plain = (text: string) => text.replace(/\u00a0/g, ' ')
    const { statusCode, message, data } = error as ApiError
    const fields = (data as { fields?: Record<string, string> } | undefined)?.fields
    return {
      statusCode,
      message: plain(message),
      data: {
        ...(data as object),
        fields: fields && Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, plain(m)])),
      },
    }
  }
  throw new Error('expected a refusal')
}

describe('the wallet fixture', () => {
  test('the sample balance: available, pending by day, what is in transit', async () => {
    const { wallet } = createFixtureApi()
    expect(await wallet.balance(APP)).toEqual({
      available_cents: 1_234_567,
      pending_cents: 373_050,
      blocked_cents: 80_000,
      releases: [
        { date: '2026-11-25', cents: 125_000 },
        { date: '2026-12-03', cents: 248_050 },
      ],
    })
    const settings = await wallet.settings(APP)
    expect(settings.enabled).toBe(true)
    expect(settings.withdrawn_today_cents).toBe(80_000)
  })

  test('a withdrawal moves available → in transit, with its statement line; a key replays it', async () => {
    const api = createFixtureApi()
    const first = await api.wallet.withdraw(APP, { amount_cents: 10_000 }, 'key-1')
    expect(first).toMatchObject({ kind: 'withdrawal', status: 'in_transit', amount_cents: 10_000 })
    expect(first.destination_label).toBe('Banco 341 · Ag. 1234 · C/C 98765-4')
    const again = await api.wallet.withdraw(APP, { amount_cents: 10_000 }, 'key-1')
    expect(again).toEqual(first)
    const balance = await api.wallet.balance(APP)
    expect(balance.available_cents).toBe(1_234_567 - 10_000)
    expect(balance.blocked_cents).toBe(80_000 + 10_000)
    const statement = await api.wallet.statement(APP)
    expect(statement.items[0]).toMatchObject({
      kind: 'withdrawal',
      amount_cents: -10_000,
      payout_id: first.id,
    })
    expect(
      (await refusal(api.wallet.withdraw(APP, { amount_cents: 20_000 }, 'key-1'))).statusCode,
    ).toBe(422)
  })

  test('refusals say the figure on the amount field', async () => {
    const { wallet } = createFixtureApi()
    const over = await refusal(wallet.withdraw(APP, { amount_cents: 2_000_000 }, 'a'))
    expect(over.statusCode).toBe(422)
    expect(over.data.fields?.amount_cents).toBe(
      'O saldo disponível é R$ 12.345,67: o valor não pode passar dele.',
    )
    const under = await refusal(wallet.withdraw(APP, { amount_cents: 500 }, 'b'))
    expect(under.data.fields?.amount_cents).toBe('O valor mínimo de um saque é R$ 10,00.')
    await wallet.saveSettings(APP, {
      min_withdrawal_cents: 1_000,
      daily_withdrawal_cap_cents: 100_000,
      destination: { kind: 'pix', pix_key: 'loja@exemplo.com.br' },
    })
    const cap = await refusal(wallet.withdraw(APP, { amount_cents: 50_000 }, 'c'))
    expect(cap.data.fields?.amount_cents).toBe(
      'Passa do limite diário de saques: hoje ainda dá para sacar R$ 200,00.',
    )
    const zero = await refusal(wallet.withdraw(APP, { amount_cents: 0 }, 'd'))
    expect(zero.statusCode).toBe(400)
    expect(zero.data.fields?.amount_cents).toBe('Valor precisa ser maior que zero.')
  })

  test('disabling is refused while money is held, with the balance as data', async () => {
    const { wallet } = createFixtureApi()
    const refused = await refusal(wallet.setEnabled(APP, false))
    expect(refused.statusCode).toBe(409)
    expect(refused.data).toMatchObject({ available_cents: 1_234_567, blocked_cents: 80_000 })
    expect(refused.message).toContain('disponível R$ 12.345,67')
  })

  test('the empty wallet is off, holds nothing and can be enabled and disabled', async () => {
    const { wallet } = createFixtureApi({ variant: 'empty' })
    expect((await wallet.settings(APP)).enabled).toBe(false)
    expect((await wallet.suppliers(APP)).items).toEqual([])
    const off = await refusal(wallet.withdraw(APP, { amount_cents: 5_000 }, 'k'))
    expect(off.message).toBe(
      'A carteira está desativada: ative-a para sacar ou pagar fornecedores.',
    )
    expect((await wallet.setEnabled(APP, true)).enabled).toBe(true)
    expect((await wallet.setEnabled(APP, false)).enabled).toBe(false)
  })

  test('statement filters and pages as the server', async () => {
    const { wallet } = createFixtureApi()
    const first = await wallet.statement(APP, { limit: 4 })
    expect(first.items.map((item) => item.id)).toEqual([128, 127, 126, 125])
    const second = await wallet.statement(APP, { limit: 4, cursor: first.next_cursor! })
    expect(second.items[0]!.id).toBe(124)
    const releases = await wallet.statement(APP, { kind: 'release', from: '2026-11-15' })
    expect(releases.items.map((item) => item.id)).toEqual([127, 121])
    const out = await wallet.statement(APP, { direction: 'out', to: '2026-11-15' })
    expect(out.items.every((item) => item.amount_cents < 0)).toBe(true)
    const blob = await wallet.exportStatement(APP, { kind: 'withdrawal' })
    // A BOM first, so spreadsheets read UTF-8 (text() drops it when decoding).
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = await blob.text()
    expect(csv.split('\r\n')[0]).toBe('Data;Tipo;Descrição;Valor;Pagamento;Saque ou pagamento')
    expect(csv).toContain(';Saque;Saque para Banco 341 · Ag. 1234 · C/C 98765-4;-800,00;;14')
  })

  test('suppliers: archived hidden and not payable; a payment to one counts once paid', async () => {
    const { wallet } = createFixtureApi()
    expect((await wallet.suppliers(APP)).items.map((item) => item.id)).toEqual([5, 4, 3, 2])
    expect((await wallet.suppliers(APP, { archived: 'true' })).items.map((s) => s.id)).toEqual([1])
    expect((await wallet.suppliers(APP, { q: 'grafica' })).items.map((s) => s.id)).toEqual([2])
    expect((await wallet.supplier(APP, 2)).paid_cents).toBe(120_000)
    const archived = await refusal(
      wallet.paySupplier(APP, 1, { amount_cents: 5_000, description: 'Consultoria' }, 'p1'),
    )
    expect(archived.statusCode).toBe(409)
    const paid = await wallet.paySupplier(
      APP,
      4,
      { amount_cents: 5_000, description: 'Fotos da coleção' },
      'p2',
    )
    expect(paid).toMatchObject({ supplier_name: 'Marina Alves Fotografia', status: 'in_transit' })
    const history = await wallet.payouts(APP, { supplier_id: 4 })
    expect(history.items).toHaveLength(1)
    const taken = await refusal(
      wallet.createSupplier(APP, {
        name: 'Outra Gráfica',
        document: '11.222.333/0001-81',
        email: '',
        category: 'goods',
        destination: { kind: 'pix', pix_key: 'outra@grafica.com.br' },
      }),
    )
    expect(taken.data.fields?.document).toBe('Já existe um fornecedor com este CPF ou CNPJ.')
  })

  test('a payment to the sandbox failing key comes back to available at once', async () => {
    const { wallet } = createFixtureApi()
    const failed = await wallet.paySupplier(
      APP,
      5,
      { amount_cents: 5_000, description: 'Frete' },
      'f1',
    )
    expect(failed.status).toBe('failed')
    expect((await wallet.balance(APP)).available_cents).toBe(1_234_567)
  })
})
