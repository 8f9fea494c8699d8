import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../http/api-error.ts'
import { validationConfig } from '../../validation/index.ts'
import { CHECKOUT_APPS, checkoutAppOf, listSetting } from './catalogue.ts'
import { SETTINGS_SCHEMA_DIALECT, type SettingsJsonSchema } from './json-schema.ts'
import { parseAppSettings, settingsFormValues, settingsSchemaOf } from './settings-schema.ts'
import { maskDocument } from './schema.ts'

const schema: SettingsJsonSchema = {
  $schema: SETTINGS_SCHEMA_DIALECT,
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Nome', minLength: 3, maxLength: 10 },
    contact: { type: 'string', title: 'E-mail', format: 'email' },
    site: { type: 'string', title: 'Site', format: 'uri' },
    code: { type: 'string', title: 'Código', pattern: '^[A-Z]{2}$' },
    size: { type: 'string', title: 'Tamanho', enum: ['p', 'm'] },
    count: { type: 'integer', title: 'Quantidade', minimum: 1, maximum: 5 },
    price: { type: 'integer', title: 'Preço', 'x-money': true, minimum: 100 },
    on: { type: 'boolean', title: 'Ligado' },
  },
  required: ['name', 'price'],
  additionalProperties: false,
}

function errors(input: unknown) {
  try {
    parseAppSettings(schema, input, 'pt-BR')
    return {}
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).statusCode).toBe(422)
    return ((error as ApiError).data as { fields: Record<string, string> }).fields
  }
}

describe('settingsSchemaOf', () => {
  it('takes the form as typed and gives JSON: money in centavos, empty integers null', () => {
    expect(parseAppSettings(schema, { name: ' Loja ', price: '9,90', count: '' }, 'pt-BR')).toEqual(
      {
        name: 'Loja',
        contact: '',
        site: '',
        code: '',
        size: '',
        count: null,
        price: 990,
        on: false,
      },
    )
  })

  it('takes JSON as the server gets it', () => {
    const values = { name: 'Loja', price: 990, count: 3, on: true, size: 'm', code: 'AB' }
    expect(parseAppSettings(schema, values, 'pt-BR')).toMatchObject(values)
  })

  it('refuses with the form layer’s pt-BR messages, one per field', () => {
    const fields = errors({
      name: 'ab',
      contact: 'nope',
      site: 'ftp:x',
      code: 'abc',
      size: 'g',
      count: '7',
      price: '0,50',
    })
    expect(Object.keys(fields).sort()).toEqual(
      ['code', 'contact', 'count', 'name', 'price', 'site', 'size'].sort(),
    )
    expect(fields.name).toMatch(/Nome/)
    expect(fields.price).toMatch(/^Preço deve ser de pelo menos R\$\s1,00\.$/)
    expect(errors({ price: '' }).name).toMatch(/obrigatório/)
    expect(errors({ name: 'Loja', price: 'dez' }).price).toBe(
      'Preço deve ser um valor em reais, como 1.234,56.',
    )
    expect(errors({ name: 'Loja', price: 100, count: 2.5 }).count).toBeDefined()
  })

  it('refuses control characters in a single-line field', () => {
    expect(errors({ name: 'Lo\nja', price: 100 }).name).toBeDefined()
  })

  it('every catalogue app’s schema builds and accepts its own defaults or sample', () => {
    for (const app of CHECKOUT_APPS) {
      const result = v.safeParse(settingsSchemaOf(app.settings), {}, validationConfig('pt-BR'))
      expect(result.success).toBe((app.settings.required ?? []).length === 0)
    }
    expect(
      parseAppSettings(checkoutAppOf('ga4')!.settings, { measurement_id: 'G-AB12CD34' }, 'pt-BR'),
    ).toEqual({ measurement_id: 'G-AB12CD34' })
    expect(() =>
      parseAppSettings(checkoutAppOf('ga4')!.settings, { measurement_id: 'UA-1' }, 'pt-BR'),
    ).toThrow(ApiError)
  })

  it('the anti-fraud lists read as their items', () => {
    const antifraud = checkoutAppOf('antifraud')!.settings
    expect(
      parseAppSettings(antifraud, { blocked_email_domains: 'a.com, b.net' }, 'pt-BR'),
    ).toMatchObject({ blocked_email_domains: 'a.com, b.net', max_amount_cents: null })
    expect(listSetting('A.com , b.net,')).toEqual(['a.com', 'b.net'])
    expect(() => parseAppSettings(antifraud, { blocked_documents: '123, 456' }, 'pt-BR')).toThrow(
      ApiError,
    )
  })

  it('the form starts from saved values in the units people type', () => {
    expect(
      settingsFormValues(schema, { name: 'Loja', price: 123456, on: true, count: null }),
    ).toMatchObject({
      name: 'Loja',
      price: '1.234,56',
      on: true,
      count: '',
    })
  })

  it('masks documents', () => {
    expect(maskDocument('123.456.789-09')).toBe('***.456.789-**')
    expect(maskDocument('11222333000181')).toBe('**.222.333/****-**')
  })
})
