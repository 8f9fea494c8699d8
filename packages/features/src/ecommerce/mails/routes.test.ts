import { describe, expect, it } from 'vitest'
import { MAIL_TYPES } from '@vitrine/api'
import { validateMailEdit } from './routes.ts'

describe('validateMailEdit', () => {
  it('accepts each of the nine types', () => {
    for (const type of MAIL_TYPES) expect(validateMailEdit({ mailID: type })).toEqual({ ok: true })
  })

  it('refuses anything else (Page Not Found)', () => {
    for (const mailID of [undefined, '', '12', 'WAITING_PAYMENT', 'waiting_payment ', 'toString'])
      expect(validateMailEdit({ mailID })).toEqual({ ok: false })
  })
})
