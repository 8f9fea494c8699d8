// The rules together, the way the panel's forms and the server's routes use them.
import * as v from 'valibot'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { confirm } from './cross-field.ts'
import { firstMessages, validationConfig } from './issues.ts'
import { containsNumeric } from './letters.ts'
import { accepted, required } from './presence.ts'
import { length } from './sizes.ts'
import { email } from './web.ts'

const labels = {
  name: { en: 'Name', 'pt-BR': 'Nome' },
  password: { en: 'Password', 'pt-BR': 'Senha' },
  confirmation: { en: 'Password confirmation', 'pt-BR': 'Confirmação de senha' },
  terms: { en: 'terms of use', 'pt-BR': 'os termos de uso' },
}

const SignUp = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      required({ label: labels.name }),
      length(2, 120, { label: labels.name }),
    ),
    email: v.pipe(v.string(), required({ label: 'e-mail' }), email()),
    password: v.pipe(
      v.string(),
      required({ label: labels.password, trim: false }),
      length(8, Infinity, { label: labels.password }),
      containsNumeric({ label: labels.password }),
    ),
    password_confirm: v.string(),
    accept_terms: v.pipe(v.unknown(), accepted({ label: labels.terms })),
  }),
  confirm('password', { label: labels.confirmation }),
)

const filled = {
  name: 'Ana Souza',
  email: 'ana@loja.com.br',
  password: 'segredo123',
  password_confirm: 'segredo123',
  accept_terms: true,
}

const broken = {
  name: 'A',
  email: 'ana@',
  password: 'curta',
  password_confirm: 'outra',
  accept_terms: false,
}

describe('a schema built from the rules', () => {
  it('keeps the types of the pipes the rules sit in', () => {
    expectTypeOf<v.InferOutput<typeof SignUp>>().toEqualTypeOf<{
      name: string
      email: string
      password: string
      password_confirm: string
      accept_terms: unknown
    }>()
  })

  it('accepts a good submission and keeps its types', () => {
    const result = v.safeParse(SignUp, filled, validationConfig('pt-BR'))
    expect(result.success).toBe(true)
    if (result.success) expect(result.output.name).toBe('Ana Souza')
  })

  it("answers in Portuguese when parsed with { lang: 'pt-BR' }", () => {
    const issues = v.safeParse(SignUp, broken, { lang: 'pt-BR' }).issues ?? []
    expect(firstMessages(issues).nested).toEqual({
      name: 'Nome deve ter entre 2 e 120 caracteres.',
      email: 'Informe um endereço de e-mail válido.',
      password: 'Senha deve ter pelo menos 8 caracteres.',
      accept_terms: 'É preciso aceitar os termos de uso.',
      password_confirm: 'Confirmação de senha não confere.',
    })
  })

  it('answers in English without a language, or with one it does not have', () => {
    for (const config of [undefined, { lang: 'fr' }, validationConfig('de-DE')]) {
      const issues = v.safeParse(SignUp, { ...filled, name: '' }, config).issues ?? []
      expect(issues.map((issue) => issue.message)).toEqual(['Name is required.'])
    }
  })

  it('reports only "required" for an empty field, never the format too', () => {
    const issues = v.safeParse(SignUp, { ...filled, email: '' }, { lang: 'pt-BR' }).issues ?? []
    expect(issues.map((issue) => issue.message)).toEqual(['E-mail é obrigatório.'])
  })
})

describe('blank values are only the concern of required', () => {
  it.each([
    ['optional and absent', v.optional(v.pipe(v.string(), email())), undefined],
    ['optional and empty', v.optional(v.pipe(v.string(), email())), ''],
    ['a plain string left empty', v.pipe(v.string(), email()), ''],
    ['nullable and null', v.nullable(v.pipe(v.string(), email())), null],
  ])('%s passes email', (_, schema, input) => {
    expect(v.safeParse(schema, input).success).toBe(true)
  })

  it('still rejects a filled-in bad value of an optional field', () => {
    const schema = v.optional(v.pipe(v.string(), email()))
    expect(v.safeParse(schema, 'ana', { lang: 'pt-BR' }).issues?.[0].message).toBe(
      'Informe um endereço de e-mail válido.',
    )
  })
})

describe('abortPipeEarly', () => {
  // The documented choice: parse with validationConfig (abortPipeEarly off) and show the first
  // message per field. Per field this equals what abortPipeEarly gives; unlike it, the
  // object-level confirm still reports alongside field issues.
  it('per field, the first message is what aborting early would show', () => {
    const all = v.safeParse(SignUp, broken, validationConfig('en')).issues ?? []
    const early = v.safeParse(SignUp, broken, { lang: 'en', abortPipeEarly: true }).issues ?? []
    const { password_confirm, ...fields } = firstMessages(all).nested
    expect(firstMessages(early).nested).toEqual(fields)
    expect(password_confirm).toBe('Password confirmation does not match.')
  })

  it('with abortPipeEarly the object-level rules wait until the fields pass', () => {
    const input = { ...filled, name: '', password_confirm: 'outra' }
    const early = v.safeParse(SignUp, input, { abortPipeEarly: true }).issues ?? []
    expect(early.map((issue) => v.getDotPath(issue))).toEqual(['name'])
    const all = v.safeParse(SignUp, input, validationConfig('en')).issues ?? []
    expect(all.map((issue) => v.getDotPath(issue))).toEqual(['name', 'password_confirm'])
  })

  it('keeps several issues of one field apart when not aborting', () => {
    const password = v.pipe(v.string(), length(8), containsNumeric())
    const all = v.safeParse(password, 'abc', validationConfig('pt-BR')).issues ?? []
    expect(all.map((issue) => issue.message)).toEqual([
      'Este campo deve ter pelo menos 8 caracteres.',
      'Este campo deve conter pelo menos um número.',
    ])
    expect(firstMessages(all).root).toBe('Este campo deve ter pelo menos 8 caracteres.')
  })
})

describe('validationConfig', () => {
  it('turns issues without a message of ours into the fallback text', () => {
    const issues = v.safeParse(SignUp, { ...filled, name: 42 }, validationConfig('pt_BR')).issues
    expect(issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['name', 'Este campo não é válido.'],
    ])
    const root = v.safeParse(SignUp, 'not an object', validationConfig('en')).issues ?? []
    expect(firstMessages(root)).toEqual({ root: 'This field is not valid.', nested: {} })
  })

  it('does not override messages given to valibot’s own actions', () => {
    const schema = v.pipe(v.string(), v.minLength(3, 'Curto demais.'))
    expect(v.safeParse(schema, 'ab', validationConfig('pt-BR')).issues?.[0].message).toBe(
      'Curto demais.',
    )
  })
})

describe('custom messages on a rule', () => {
  it('replace the catalogue text and keep the placeholders', () => {
    const schema = v.pipe(
      v.string(),
      required({
        label: labels.password,
        message: (lang) => (lang === 'pt-BR' ? 'Crie uma {field}.' : 'Choose a {field}.'),
      }),
    )
    expect(v.safeParse(schema, '', { lang: 'pt-BR' }).issues?.[0].message).toBe('Crie uma senha.')
    expect(v.safeParse(schema, '', { lang: 'en' }).issues?.[0].message).toBe('Choose a password.')
  })
})

describe('issues of our rules', () => {
  it('name the rule in issue.type', () => {
    const issues = v.safeParse(SignUp, broken).issues ?? []
    expect(issues.map((issue) => issue.type)).toEqual([
      'length',
      'email',
      'length',
      'contains_numeric',
      'accepted',
      'partial_check',
    ])
  })
})
