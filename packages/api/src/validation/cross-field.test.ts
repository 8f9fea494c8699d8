import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { confirm, requireOne } from './cross-field.ts'
import { firstMessages } from './issues.ts'
import { LANGS } from './lang.ts'
import { required } from './presence.ts'
import { email } from './web.ts'

const passwords = v.pipe(
  v.object({ password: v.string(), password_confirm: v.string(), name: v.string() }),
  confirm('password', { label: { en: 'Password confirmation', 'pt-BR': 'Confirmação de senha' } }),
)
const mismatch = {
  en: 'Password confirmation does not match.',
  'pt-BR': 'Confirmação de senha não confere.',
}

describe.each(LANGS)('confirm in %s', (lang) => {
  it('accepts equal values, blank ones included', () => {
    for (const value of ['s3nha', '']) {
      const input = { password: value, password_confirm: value, name: 'Ana' }
      expect(v.safeParse(passwords, input, { lang }).success).toBe(true)
    }
  })

  it('reports a mismatch on the confirmation field', () => {
    const input = { password: 's3nha', password_confirm: 's3nh', name: 'Ana' }
    const issues = v.safeParse(passwords, input, { lang }).issues
    expect(issues).toHaveLength(1)
    expect(v.getDotPath(issues![0])).toBe('password_confirm')
    expect(issues![0].message).toBe(mismatch[lang])
  })

  it('takes another confirmation field name', () => {
    const schema = v.pipe(
      v.object({ email: v.string(), email_again: v.string() }),
      confirm('email', { confirmField: 'email_again' }),
    )
    const issues = v.safeParse(schema, { email: 'a@b.co', email_again: 'a@b.com' }, { lang }).issues
    expect(issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      [
        'email_again',
        { en: 'This field does not match.', 'pt-BR': 'Este campo não confere.' }[lang],
      ],
    ])
  })
})

describe('confirm beside field issues', () => {
  const schema = v.pipe(
    v.object({
      name: v.pipe(v.string(), required()),
      password: v.string(),
      password_confirm: v.pipe(v.string(), required()),
    }),
    confirm('password'),
  )

  it('still runs when another field fails', () => {
    const input = { name: '', password: 'a', password_confirm: 'b' }
    const paths = v.safeParse(schema, input).issues?.map((issue) => v.getDotPath(issue))
    expect(paths).toEqual(['name', 'password_confirm'])
  })

  it('reports after the confirmation field’s own issue, which firstMessages keeps', () => {
    const input = { name: 'Ana', password: 'a', password_confirm: '' }
    const issues = v.safeParse(schema, input).issues ?? []
    expect(issues.map((issue) => issue.message)).toEqual([
      'This field is required.',
      'This field does not match.',
    ])
    expect(firstMessages(issues).nested).toEqual({ password_confirm: 'This field is required.' })
  })

  it('does not run while one of the two fields has the wrong type', () => {
    const input = { name: 'Ana', password: 'a', password_confirm: 42 }
    const issues = v.safeParse(schema, input).issues ?? []
    expect(issues.map((issue) => issue.type)).toEqual(['string'])
  })
})

describe.each(LANGS)('requireOne in %s', (lang) => {
  const contact = v.object({
    email: v.optional(v.pipe(v.string(), email())),
    phone: v.optional(v.string()),
  })

  it('accepts either field filled in', () => {
    const schema = v.pipe(contact, requireOne(['email', 'phone']))
    expect(v.safeParse(schema, { email: 'ana@loja.com' }, { lang }).success).toBe(true)
    expect(v.safeParse(schema, { phone: '11987654321', email: '' }, { lang }).success).toBe(true)
  })

  it('lists the fields and reports on the first one when all are blank', () => {
    const schema = v.pipe(
      contact,
      requireOne(['email', 'phone'], {
        labels: { email: 'E-mail', phone: { en: 'Phone', 'pt-BR': 'Telefone' } },
      }),
    )
    for (const input of [{}, { email: '', phone: '   ' }]) {
      const issues = v.safeParse(schema, input, { lang }).issues
      expect(issues).toHaveLength(1)
      expect(v.getDotPath(issues![0])).toBe('email')
      expect(issues![0].message).toBe(
        {
          en: 'Please fill in at least one of: E-mail or Phone.',
          'pt-BR': 'Preencha pelo menos um destes campos: E-mail ou Telefone.',
        }[lang],
      )
    }
  })

  it('falls back to the field keys when there are no labels', () => {
    const schema = v.pipe(contact, requireOne(['phone', 'email']))
    const issues = v.safeParse(schema, {}, { lang }).issues
    expect(v.getDotPath(issues![0])).toBe('phone')
    expect(issues![0].message).toBe(
      {
        en: 'Please fill in at least one of: phone or email.',
        'pt-BR': 'Preencha pelo menos um destes campos: phone ou email.',
      }[lang],
    )
  })

  it('uses the required message with a label for the whole group', () => {
    const label = { en: 'E-mail or phone', 'pt-BR': 'E-mail ou telefone' }
    const schema = v.pipe(contact, requireOne(['email', 'phone'], { label }))
    expect(v.safeParse(schema, {}, { lang }).issues?.[0].message).toBe(
      { en: 'E-mail or phone is required.', 'pt-BR': 'E-mail ou telefone é obrigatório.' }[lang],
    )
  })
})
