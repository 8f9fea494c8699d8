import { describe, expect, test } from 'vitest'
import { fieldErrorsOf } from '../../http/api-error.ts'
import { createMailsFixture, emptyMailsState, sampleMailsState } from './fixture.ts'
import { MAIL_GROUP_OF, MAIL_TYPES } from './types.ts'
import {
  MAIL_VARIABLES,
  mailVariableToken,
  renderMailTemplate,
  sampleMailValues,
  unknownMailVariables,
} from './variables.ts'
import { DEFAULT_MAIL_TEMPLATES } from './defaults.ts'

describe('variables', () => {
  test('keys are unique and every default template uses only listed ones', () => {
    expect(new Set(MAIL_VARIABLES.map((item) => item.key)).size).toBe(MAIL_VARIABLES.length)
    for (const type of MAIL_TYPES) {
      const { subject, preheader, body_html } = DEFAULT_MAIL_TEMPLATES[type]
      expect(unknownMailVariables(`${subject} ${preheader} ${body_html}`)).toEqual([])
    }
  })

  test('unknown keys are found once each, spaces inside the braces allowed', () => {
    expect(unknownMailVariables('{{ customer_name }} {{nome}} {{nome}} {{ cupom }}')).toEqual([
      'nome',
      'cupom',
    ])
    expect(mailVariableToken('order_number')).toBe('{{order_number}}')
  })

  test('rendering escapes text in HTML, keeps html variables, gives plain text otherwise', () => {
    const values = {
      customer_name: '<i>Ana</i> & Bia',
      order_items: '<table><tr><td>x</td></tr></table>',
    }
    expect(
      renderMailTemplate('<p>{{customer_name}}</p>{{order_items}}', values, { html: true }),
    ).toBe('<p>&lt;i&gt;Ana&lt;/i&gt; &amp; Bia</p><table><tr><td>x</td></tr></table>')
    expect(
      renderMailTemplate('Oi {{customer_name}} {{order_items}} {{nada}}', values, { html: false }),
    ).toBe('Oi <i>Ana</i> & Bia x ')
    expect(renderMailTemplate('{{order_number}}', sampleMailValues(), { html: false })).toBe(
      '10482',
    )
  })
})

describe('fixture', () => {
  const now = () => new Date('2026-11-29T12:00:00.000Z')

  test('lists by group, saves, refuses unknown variables on the field, restores', async () => {
    const api = createMailsFixture(emptyMailsState(), now)
    const recover = await api.listMails(1, { group: 'recover' })
    expect(recover.items.map((item) => item.id)).toEqual(
      MAIL_TYPES.filter((type) => MAIL_GROUP_OF[type] === 'recover'),
    )
    expect((await api.listMails(1, { q: 'zzz' })).items).toEqual([])
    const error = await api
      .saveMail(1, 'nf', {
        subject: 'Oi {{x}}',
        preheader: '',
        body_html: '<p>a</p>',
        active: true,
      })
      .catch((caught: unknown) => caught)
    expect(fieldErrorsOf(error)).toEqual({ subject: 'Variável desconhecida: x.' })
    const saved = await api.saveMail(1, 'nf', {
      subject: 'Nota {{invoice_number}}',
      preheader: '',
      body_html: '<p>a</p>',
      active: false,
    })
    expect(saved).toMatchObject({ customised: true, active: false })
    expect(await api.restoreMail(1, 'nf')).toMatchObject({
      subject: DEFAULT_MAIL_TEMPLATES.nf.subject,
      customised: false,
      active: false,
    })
  })

  test('a test send lands in the delivery log; pages by keyset', async () => {
    const state = sampleMailsState()
    const api = createMailsFixture(state, now)
    const result = await api.sendTestMail(1, 'waiting_payment', { to: 'a@example.com' })
    expect(result).toMatchObject({ status: 'sent', via: 'store' })
    const page = await api.listDeliveries(1, { limit: 2 })
    expect(page.items[0]).toMatchObject({ to: 'a@example.com', source: 'test' })
    const next = await api.listDeliveries(1, { limit: 2, cursor: page.next_cursor! })
    expect(next.items).toHaveLength(2)
    expect(next.next_cursor).toBeNull()
  })
})
