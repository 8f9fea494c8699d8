import { describe, expect, it } from 'vitest'
import { countSlots, deleteAcrossSeparator, positionAfterSlots, reformat } from './caret.ts'
import { sampleCep, sampleDocument, samplePhone } from './sample-formats.ts'

describe('caret placement in masked text', () => {
  it('counts letters and digits only', () => {
    expect(countSlots('(11) 9876-5432')).toBe(10)
    expect(countSlots('12.ABC.345/01DE-35')).toBe(14)
  })

  it('finds the place after a number of slots, skipping separators before the first', () => {
    expect(positionAfterSlots('(11) 9876', 0)).toBe(0)
    expect(positionAfterSlots('(11) 9876', 1)).toBe(2)
    expect(positionAfterSlots('(11) 9876', 3)).toBe(6)
    expect(positionAfterSlots('(11) 9876', 99)).toBe(9)
  })

  it('puts the caret after a separator the format inserted', () => {
    expect(reformat({ raw: '013101', caret: 6 }, sampleCep)).toEqual({ value: '01310-1', caret: 7 })
    expect(reformat({ raw: '123.4567', caret: 8 }, sampleDocument)).toEqual({
      value: '123.456.7',
      caret: 9,
    })
  })

  it('does not move the caret for a character the format dropped', () => {
    // "x" typed after "(11) 98": the phone format refuses it and the caret stays put.
    expect(reformat({ raw: '(11) 98x76-5432', caret: 8 }, samplePhone)).toEqual({
      value: '(11) 9876-5432',
      caret: 7,
    })
  })

  it('takes the slot beyond a separator that was deleted alone', () => {
    expect(deleteAcrossSeparator({ raw: '01310100', caret: 5 }, '01310-100', 'backward')).toEqual({
      raw: '0131100',
      caret: 4,
    })
    expect(deleteAcrossSeparator({ raw: '01310100', caret: 5 }, '01310-100', 'forward')).toEqual({
      raw: '0131000',
      caret: 5,
    })
    // A digit went: nothing more to do.
    expect(deleteAcrossSeparator({ raw: '0131-100', caret: 4 }, '01310-100', 'backward')).toEqual({
      raw: '0131-100',
      caret: 4,
    })
  })
})
