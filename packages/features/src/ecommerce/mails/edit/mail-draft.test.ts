import { describe, expect, it } from 'vitest'
import { insertAt, isAddressVariable } from './mail-draft.ts'

describe('insertAt', () => {
  it('puts the token at the cursor and the cursor after it', () => {
    expect(insertAt('Pedido !', '{{order_number}}', 7, 7)).toEqual({
      text: 'Pedido {{order_number}}!',
      cursor: 23,
    })
  })

  it('replaces the selection', () => {
    expect(insertAt('Olá NOME', '{{customer_name}}', 4, 8).text).toBe('Olá {{customer_name}}')
  })

  it('appends when the field never had a cursor, and clamps positions out of range', () => {
    expect(insertAt('Olá ', '{{store_name}}', null, null).text).toBe('Olá {{store_name}}')
    expect(insertAt('ab', 'X', 10, 20)).toEqual({ text: 'abX', cursor: 3 })
  })
})

describe('isAddressVariable', () => {
  it('claims address variables only', () => {
    expect(isAddressVariable('{{order_url}}')).toBe(true)
    expect(isAddressVariable('{{ payment_url }}')).toBe(true)
    expect(isAddressVariable('{{customer_name}}')).toBe(false)
    expect(isAddressVariable('{{nope_url}}')).toBe(false)
    expect(isAddressVariable('https://x.com/{{order_url}}')).toBe(false)
    expect(isAddressVariable('javascript:{{order_url}}')).toBe(false)
  })
})
