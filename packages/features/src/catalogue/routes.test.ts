import { describe, expect, test } from 'vitest'
import { validateProductEdit } from './routes.ts'

describe('validateProductEdit', () => {
  test('new or digits open the form', () => {
    expect(validateProductEdit({ productId: 'new' })).toEqual({ ok: true })
    expect(validateProductEdit({ productId: '42' })).toEqual({ ok: true })
  })

  test('anything else is Page Not Found', () => {
    for (const productId of [undefined, '', 'novo', '0', '01', '4a', '-1', 'NEW', ' 42']) {
      expect(validateProductEdit({ productId }), String(productId)).toEqual({ ok: false })
    }
  })
})
