import { describe, expect, it } from 'vitest'
import { sampleCustomers } from '../fixture.ts'
import { CSV_COLUMNS, type Customer, type CustomerValues } from '../schema.ts'
import { CSV_BOM, csvHeaderLine, customerCsvLine, formatMoneyCell } from './export.ts'
import { parseImport } from './import.ts'
import { readCsvRecords } from './records.ts'
import { utf8 } from './test-files.ts'

describe('formatMoneyCell', () => {
  it.each([
    [184_790, '1847,90'],
    [5, '0,05'],
    [0, '0,00'],
    [123_456_789, '1234567,89'],
    [-1050, '-10,50'],
  ])('money %i → %s', (centavos, cell) => {
    expect(formatMoneyCell(centavos)).toBe(cell)
  })
})

describe('the export', () => {
  it('writes every column, by its first name, separated by semicolons', () => {
    expect(csvHeaderLine()).toBe(`${CSV_COLUMNS.map((column) => column.headers[0]).join(';')}\r\n`)
    expect(csvHeaderLine()).toMatch(/^id;nome;email;documento;telefone;/)
  })

  it('writes a customer the way Brazilian spreadsheets read it', () => {
    expect(customerCsvLine(sampleCustomers[0]!)).toBe(
      '1;Ana Beatriz Souza;ana.souza@exemplo.com.br;295.379.955-93;(11) 98765-4321;12/04/1990;' +
        '01310-100;Avenida Paulista;1578;Apto 42;Bela Vista;São Paulo;SP;vip, newsletter;' +
        'Prefere entrega pela manhã.;sim;7;1847,90;2026-11-18T14:20:00.000Z;' +
        '2026-03-02T12:00:00.000Z;2026-11-18T14:20:00.000Z\r\n',
    )
  })

  const tricky: Customer = {
    ...sampleCustomers[4]!,
    id: 42,
    name: '=HYPERLINK("x") Silva',
    email: null,
    document: '01234567890',
    notes: 'Linha 1; com "aspas"\r\nLinha 2',
    tags: ['a', 'b c'],
    addresses: [
      {
        label: 'Casa',
        postal_code: '01001000',
        street: ' Praça da Sé ',
        number: 's/n',
        complement: null,
        district: 'Sé',
        city: 'São Paulo',
        state: 'SP',
      },
    ],
  }

  it('quotes what needs quotes and disarms formulas', () => {
    const cells = [...readCsvRecords(customerCsvLine(tricky), ';')][0]!.fields
    const cell = (field: string) => cells[CSV_COLUMNS.findIndex((column) => column.field === field)]
    expect(cell('name')).toBe(`'=HYPERLINK("x") Silva`)
    expect(cell('notes')).toBe('Linha 1; com "aspas"\r\nLinha 2')
    expect(cell('document')).toBe('012.345.678-90')
    expect(cell('postal_code')).toBe('01001-000')
    expect(cell('street')).toBe(' Praça da Sé ')
    expect(cells).toHaveLength(CSV_COLUMNS.length)
  })

  const editable = (customer: Customer): CustomerValues => ({
    name: customer.name.trim(),
    email: customer.email,
    document: customer.document,
    phone: customer.phone,
    birth_date: customer.birth_date,
    // The export carries the first address only, without its label.
    addresses: customer.addresses.slice(0, 1).map((address) => ({
      ...address,
      label: null,
      street: address.street.trim(),
    })),
    tags: customer.tags,
    notes: customer.notes,
    marketing_consent: customer.marketing_consent,
  })

  it('imports back what it exports', () => {
    const customers = [...sampleCustomers, tricky]
    const file = CSV_BOM + csvHeaderLine() + customers.map(customerCsvLine).join('')
    const parsed = parseImport(utf8(file), 'pt-BR')
    expect(parsed.issues).toEqual([])
    expect(parsed.unknown_columns).toEqual([])
    expect(parsed.ignored_columns).toEqual(
      CSV_COLUMNS.filter((column) => 'read_only' in column).map((column) => column.headers[0]),
    )
    expect(parsed.rows.map((row) => row.issues)).toEqual(customers.map(() => []))
    expect(parsed.rows.map((row) => row.values)).toEqual(customers.map(editable))
    // The notes' line break moved the next row's line.
    expect(parsed.rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7])
  })
})
