import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { sampleSuppliers } from '@vitrine/api/fixture'
import { SupplierFormSchema, supplierFormValues } from './supplier-form.ts'

/** The field messages a form gets, by path (the first of each field is the one it shows). */
function messagesOf(values: unknown) {
  const result = v.safeParse(SupplierFormSchema, values, { lang: 'pt-BR' })
  const messages: Record<string, string> = {}
  for (const issue of result.issues ?? []) messages[v.getDotPath(issue)!] ??= issue.message
  return messages
}

// Where the money goes, as the form holds and sends it: shared/payout-destination's tests.

const blank = supplierFormValues()

describe('the supplier form', () => {
  it('sends only the chosen kind of destination, whatever else was typed', () => {
    const values = {
      ...blank,
      name: 'Café Serra Azul',
      document: '45.723.174/0001-10',
      category: 'goods',
      destination: { ...blank.destination, agency: '1234', pix_key: 'contas@serraazul.com.br' },
    }
    expect(v.parse(SupplierFormSchema, values)).toEqual({
      name: 'Café Serra Azul',
      document: '45723174000110',
      email: null,
      category: 'goods',
      destination: { kind: 'pix', pix_key: 'contas@serraazul.com.br' },
    })
  })

  it('checks a bank account part by part, at the parts’ paths', () => {
    const messages = messagesOf({
      ...blank,
      name: 'Gráfica Nova',
      document: '11222333000181',
      category: 'goods',
      destination: { ...blank.destination, kind: 'bank_account', bank_code: '12' },
    })
    expect(Object.keys(messages).sort()).toEqual([
      'destination.account',
      'destination.account_digit',
      'destination.agency',
      'destination.bank_code',
    ])
  })

  it('asks for a category and a valid document', () => {
    expect(messagesOf({ ...blank, name: 'Ana', document: '12345678900' })).toMatchObject({
      category: 'Escolha a categoria do fornecedor.',
      document: 'Digite um CPF ou CNPJ válido.',
    })
  })

  it('starts a new supplier at a pix key', () => {
    expect(blank.destination.kind).toBe('pix')
  })

  it('gives back a supplier as registered, through the contract schema', () => {
    const printer = sampleSuppliers.find((supplier) => supplier.id === 2)!
    const values = supplierFormValues({ ...printer, paid_cents: 0, last_paid_at: null })
    expect(v.parse(SupplierFormSchema, values)).toEqual({
      name: printer.name,
      document: printer.document,
      email: printer.email,
      category: printer.category,
      destination: printer.destination,
    })
  })
})
