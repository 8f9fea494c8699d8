import { SELLER_CSV_SAMPLE, SELLER_IMPORT_MAX_BYTES, SellerImportReportSchema } from '@vitrine/api'
import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { auditLog } from '../audit/schema.ts'
import { createGateway } from '../payments/testing.ts'
import type { AppRecord } from '../testing/access-fixtures.ts'
import { splitSellers } from './schema.ts'
import {
  registerSeller,
  sellersUrl as sellersUrlOf,
  setUpSplitStore,
  type SplitStore,
} from './testing.ts'

let { t, owner, reader, stranger, app, otherApp, pix } = {} as SplitStore
setUpSplitStore((store) => ({ t, owner, reader, stranger, app, otherApp, pix } = store))

const importUrl = (dryRun: boolean, gatewayId = pix, store: AppRecord = app) =>
  `${sellersUrlOf(store, gatewayId)}/import?dry_run=${dryRun ? 1 : 0}`

/** Sends a CSV as the panel does: the file as the body. */
const send = (
  body: string,
  { dryRun = true, token = owner.token, gatewayId = pix, store = app } = {},
) =>
  t.request('POST', importUrl(dryRun, gatewayId, store), {
    token,
    lang: 'pt-BR',
    body,
    headers: { 'Content-Type': 'text/csv' },
  })

const sellersOf = (gatewayId = pix) =>
  t.db
    .select()
    .from(splitSellers)
    .where(and(eq(splitSellers.appId, app.id), eq(splitSellers.gatewayId, gatewayId)))

const badFile = [
  'nome;documento;email;chave_pix',
  'Ana Lima;100.031.676-90;ana@exemplo.com;ana@exemplo.com',
  'Bruno Dias;123.456.789-00;bruno@exemplo.com;bruno@exemplo.com',
  'Ana de novo;10003167690;ana2@exemplo.com;ana2@exemplo.com',
].join('\r\n')

describe('sellers import', () => {
  test('a dry run of the sample answers the report and changes nothing', async () => {
    const answer = await send(SELLER_CSV_SAMPLE)
    expect(answer.status).toBe(200)
    const report = v.parse(SellerImportReportSchema, answer.body)
    expect(report).toMatchObject({
      dry_run: true,
      rows: 3,
      valid: 3,
      invalid: 0,
      created: 0,
      errors_total: 0,
      separator: ';',
    })
    expect(await sellersOf()).toEqual([])
  })

  test('an import creates every seller, active on a sandbox gateway, each audited', async () => {
    const answer = await send(SELLER_CSV_SAMPLE, { dryRun: false })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ dry_run: false, created: 3, valid: 3 })
    const rows = await sellersOf()
    expect(rows.map((row) => [row.name, row.document, row.status]).sort()).toEqual([
      ['Ateliê Flor de Sal', '10000791989', 'active'],
      ['Bruno Tavares', '10001583816', 'active'],
      ['Casa Jacarandá Ltda', '11222334000126', 'active'],
    ])
    const bank = rows.find((row) => row.name === 'Ateliê Flor de Sal')!
    expect(bank.payout).toEqual({
      kind: 'bank_account',
      bank_code: '001',
      agency: '1234',
      agency_digit: '5',
      account: '98765',
      account_digit: '4',
      account_type: 'checking',
    })
    // Found by the list's search as a seller typed in the form is.
    const list = await t.request('GET', `${sellersUrlOf(app, pix)}?q=jacaranda`, {
      token: reader.token,
    })
    expect(list.body.items.map((item: { name: string }) => item.name)).toEqual([
      'Casa Jacarandá Ltda',
    ])
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.appId, app.id), eq(auditLog.entity, 'split_seller')))
    expect(entries).toHaveLength(3)
    expect(entries.every((entry) => entry.action === 'create' && entry.area === 'payments')).toBe(
      true,
    )
    // The same file again: every row is already registered, and nothing more is written.
    const again = await send(SELLER_CSV_SAMPLE)
    expect(again.body).toMatchObject({ valid: 0, invalid: 3, already_registered: 3 })
  })

  test('bad rows are reported by line and column, and an import of them writes nothing', async () => {
    const check = await send(badFile)
    expect(check.status).toBe(200)
    expect(check.body).toMatchObject({ rows: 3, valid: 1, invalid: 2, duplicates_in_file: 1 })
    expect(check.body.errors).toEqual([
      {
        line: 3,
        column: 'documento',
        message: 'Informe um CPF ou CNPJ válido: confira os dígitos.',
      },
      {
        line: 4,
        column: 'documento',
        message: 'Este CPF/CNPJ já aparece na linha 2 do arquivo.',
      },
    ])
    const imported = await send(badFile, { dryRun: false })
    expect(imported.status).toBe(400)
    expect(imported.body.message).toContain('nenhum vendedor foi importado')
    expect(imported.body.data.report).toMatchObject({ invalid: 2, errors_total: 2 })
    expect(await sellersOf()).toEqual([])
  })

  test('a document the gateway already has is reported with the seller’s name', async () => {
    await registerSeller(t, owner.token, app, pix, { document: '100.031.676-90' })
    const answer = await send(badFile.split('\r\n').slice(0, 2).join('\r\n'))
    expect(answer.body).toMatchObject({ already_registered: 1, valid: 0 })
    expect(answer.body.errors[0]).toEqual({
      line: 2,
      column: 'documento',
      message:
        'Já existe um vendedor com este CPF/CNPJ neste meio de pagamento (Ateliê Maré Alta).',
    })
  })

  test('another store’s gateway is a 404, and the read level a 403', async () => {
    const otherGateway = await createGateway(t, otherApp, 'pix')
    const foreign = await send(SELLER_CSV_SAMPLE, { dryRun: false, gatewayId: otherGateway })
    expect(foreign.status).toBe(404)
    const reading = await send(SELLER_CSV_SAMPLE, { token: reader.token })
    expect(reading.status).toBe(403)
    const byStranger = await send(SELLER_CSV_SAMPLE, { token: stranger.token })
    expect(byStranger.status).toBe(404)
    expect(await sellersOf()).toEqual([])
  })

  test('a file too big is a 413, one that is no CSV or of too many rows a 400', async () => {
    const big = await send('nome,documento,email\r\n'.padEnd(SELLER_IMPORT_MAX_BYTES + 10, 'x'))
    expect(big.status).toBe(413)
    expect(big.body.message).toContain('1 MB')
    const pdf = await send('%PDF-1.4 não é planilha')
    expect(pdf.status).toBe(400)
    expect(pdf.body.message).toContain('não parece ser um CSV')
    const rows = Array.from({ length: 2001 }, (_, i) => `Vendedor ${i},1,v${i}@exemplo.com`)
    const many = await send(['nome,documento,email', ...rows].join('\n'))
    expect(many.status).toBe(400)
    expect(many.body.message).toContain('mais de 2.000 vendedores')
    const dryRun = await t.request('POST', `${sellersUrlOf(app, pix)}/import?dry_run=talvez`, {
      token: owner.token,
      body: SELLER_CSV_SAMPLE,
      headers: { 'Content-Type': 'text/csv' },
    })
    expect(dryRun.status).toBe(400)
  })
})
