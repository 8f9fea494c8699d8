import { describe, expect, it } from 'vitest'
import { delayWords, nextDelay, scheduleFormOf, scheduleInputOf } from './schedule-form.ts'

describe('recovery schedule form', () => {
  it('round-trips delays and trims the coupon', () => {
    const form = scheduleFormOf({
      kind: 'payment',
      active: true,
      delays_hours: [1, 24, 72],
      coupon_code: 'VOLTA10',
      source_available: true,
      updated_at: null,
    })
    expect(form.delays).toEqual(['1', '24', '72'])
    expect(scheduleInputOf({ ...form, coupon_code: ' VOLTA10 ' })).toEqual({
      active: true,
      delays_hours: [1, 24, 72],
      coupon_code: 'VOLTA10',
    })
  })

  it('sends an empty delay as NaN so the server refuses it instead of reading 0', () => {
    expect(
      scheduleInputOf({ active: true, delays: [''], coupon_code: '' }).delays_hours[0],
    ).toBeNaN()
  })

  it('says delays in hours, and in days past a day', () => {
    expect(delayWords(1)).toBe('1 hora')
    expect(delayWords(24)).toBe('24 horas')
    expect(delayWords(72)).toBe('3 dias')
    expect(delayWords(50)).toBe('50 horas')
  })

  it('offers the next reminder a day after the last', () => {
    expect(nextDelay(['1', '24'])).toBe('48')
    expect(nextDelay([])).toBe('1')
  })
})
