import { describe, expect, it } from 'vitest'
import { customerDetailHref, customerListHref } from './links.ts'

describe('customer links', () => {
  it('stay in the section the screen is shown in', () => {
    expect(customerListHref('customers', 101)).toBe('/101/customers')
    expect(customerListHref('payments', 101)).toBe('/101/payments/customers')
    expect(customerDetailHref('customers', 101, 7)).toBe('/101/customers/details/7')
    expect(customerDetailHref('ecommerce', 101, 7)).toBe('/101/ecommerce/customers/7')
    expect(customerDetailHref('recurrence', 9, 12)).toBe('/9/recurrence/customers/12')
  })
})
