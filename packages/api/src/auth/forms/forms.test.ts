import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ApiError, fieldErrorsOf } from '../../http/api-error.ts'
import { parseBody } from '../../http/field-errors.ts'
import { AppListItemSchema } from '../../apps/schema.ts'
import { isMasterUser } from '../../access/grants.ts'
import { SessionSchema, UserSchema } from '../entities.ts'
import { CredentialsSchema, PasswordChangeSchema, RegistrationSchema } from './index.ts'

const registration = {
  name: '  Ana Lima ',
  email: ' Ana@Loja.com.BR',
  phone: '(11) 98765-4321',
  profession: 'marketing',
  password: 'vitrine123',
  password_confirm: 'vitrine123',
  accept_terms: true,
}

function fieldsOf(run: () => unknown): Record<string, string> {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ statusCode: 400, statusMessage: 'Bad Request' })
    return fieldErrorsOf(error)
  }
  throw new Error('expected a validation error')
}

describe('User', () => {
  it('drops created_at, updated_at, permissions and tour_mode on load, and keeps the token beside the user', () => {
    const session = v.parse(SessionSchema, {
      token: 't',
      user: {
        id: 7,
        name: 'Ana',
        email: 'ana@loja.com.br',
        phone: null,
        profession: 'owner',
        whRole: 'none',
        created_at: '2026-01-01',
        updated_at: '2026-01-02',
        permissions: [{ name: 'layout', type: 'write' }],
        tour_mode: 1,
      },
    })
    expect(session).toEqual({
      token: 't',
      user: {
        id: 7,
        name: 'Ana',
        email: 'ana@loja.com.br',
        phone: null,
        profession: 'owner',
        whRole: 'none',
        // Absent from an older server's answer: read as confirmed.
        email_verified: true,
      },
    })
  })

  it('reads whRole "none" as not a master user', () => {
    expect(isMasterUser('none')).toBe(false)
    expect(isMasterUser('master')).toBe(true)
  })

  it('refuses a profession outside the options', () => {
    expect(
      v.safeParse(UserSchema, {
        id: 1,
        name: 'a',
        email: 'a',
        phone: null,
        profession: 'pilot',
        whRole: 'none',
      }).success,
    ).toBe(false)
  })
})

describe('registration', () => {
  it('normalises what people type: trimmed name, lower-case e-mail, phone digits', () => {
    expect(parseBody(RegistrationSchema, registration, 'pt-BR')).toEqual({
      name: 'Ana Lima',
      email: 'ana@loja.com.br',
      phone: '11987654321',
      profession: 'marketing',
      password: 'vitrine123',
      password_confirm: 'vitrine123',
      accept_terms: true,
    })
  })

  it('accepts its own output, because the panel sends what its form parsed', () => {
    const once = parseBody(RegistrationSchema, { ...registration, phone: '' }, 'en')
    expect(once.phone).toBeNull()
    expect(parseBody(RegistrationSchema, once, 'en')).toEqual(once)
  })

  it('answers every failing field in Portuguese', () => {
    const fields = fieldsOf(() =>
      parseBody(
        RegistrationSchema,
        {
          ...registration,
          name: '',
          email: 'x@',
          phone: '123',
          password: 'curta',
          password_confirm: 'outra',
          accept_terms: false,
        },
        'pt-BR',
      ),
    )
    expect(fields).toEqual({
      name: 'Nome é obrigatório.',
      email: 'Informe um endereço de e-mail válido.',
      phone: 'Informe um telefone com DDD, por exemplo (11) 98765-4321.',
      password: 'Senha deve ter entre 8 e 128 caracteres.',
      accept_terms: 'É preciso aceitar os termos de uso.',
    })
  })

  it('reports a confirmation mismatch on the confirmation field, in English too', () => {
    const fields = fieldsOf(() =>
      parseBody(RegistrationSchema, { ...registration, password_confirm: 'vitrine124' }, 'en'),
    )
    expect(fields).toEqual({ password_confirm: 'Password confirmation does not match.' })
  })

  it('says a missing field is required, and a wrong type is not valid, in the caller language', () => {
    expect(fieldsOf(() => parseBody(CredentialsSchema, { password: 42 }, 'pt-BR'))).toEqual({
      email: 'Este campo é obrigatório.',
      password: 'Este campo não é válido.',
    })
    expect(fieldsOf(() => parseBody(CredentialsSchema, 'not an object', 'en'))).toEqual({
      '': 'This field is not valid.',
    })
  })

  it('agrees adjectives with feminine labels in Portuguese', () => {
    expect(
      fieldsOf(() => parseBody(CredentialsSchema, { email: 'a@b.co', password: '' }, 'pt-BR')),
    ).toEqual({
      password: 'Senha é obrigatória.',
    })
  })

  it('asks a new password to mix letters and digits', () => {
    const fields = fieldsOf(() =>
      parseBody(
        PasswordChangeSchema,
        { current_password: 'x', password: 'somenteletras', password_confirm: 'somenteletras' },
        'pt-BR',
      ),
    )
    expect(fields).toEqual({ password: 'Senha deve conter pelo menos um número.' })
  })
})

describe('App', () => {
  it('maps the legacy 1/0 flags to booleans and drops timestamps', () => {
    expect(
      v.parse(AppListItemSchema, {
        id: 238,
        name: 'Casa',
        layout_id: null,
        is_migrated: 1,
        status: 0,
        has_financial_pending: true,
        days_until_lockdown: 3,
        role: 'manager',
        created_at: 'x',
        updated_at: 'y',
      }),
    ).toEqual({
      id: 238,
      name: 'Casa',
      layout_id: null,
      is_migrated: true,
      status: false,
      has_financial_pending: true,
      days_until_lockdown: 3,
      role: 'manager',
    })
  })
})
