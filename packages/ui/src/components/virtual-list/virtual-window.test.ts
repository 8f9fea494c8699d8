import { describe, expect, it } from 'vitest'
import { virtualWindow } from './virtual-window.ts'

const base = { count: 10_000, rowHeight: 50, viewportHeight: 500, overscan: 5 }

describe('virtualWindow', () => {
  it('renders the rows in view plus the overscan below at the top of the list', () => {
    expect(virtualWindow({ ...base, offset: 0 })).toEqual({ start: 0, end: 15, lastVisible: 9 })
  })

  it('widens the window by the overscan on both sides once scrolled', () => {
    // Rows 200..209 are in view (10 000 px / 50 px).
    expect(virtualWindow({ ...base, offset: 10_000 })).toEqual({
      start: 195,
      end: 215,
      lastVisible: 209,
    })
  })

  it('counts a row cut by the bottom edge as in view', () => {
    expect(virtualWindow({ ...base, offset: 25 })).toEqual({ start: 0, end: 16, lastVisible: 10 })
  })

  it('stops at the last row', () => {
    expect(virtualWindow({ ...base, offset: 499_500 })).toEqual({
      start: 9985,
      end: 10_000,
      lastVisible: 9999,
    })
  })

  it('treats a header above the rows (negative offset) as the top of the list', () => {
    // The viewport shows the header's 40 px and rows 0..9 (the last one cut by the edge).
    expect(virtualWindow({ ...base, offset: -40 })).toEqual({ start: 0, end: 15, lastVisible: 9 })
  })

  it('renders every row of a list shorter than the viewport', () => {
    expect(virtualWindow({ ...base, count: 3, offset: 0 })).toEqual({
      start: 0,
      end: 3,
      lastVisible: 2,
    })
  })

  it('renders nothing for an empty list', () => {
    expect(virtualWindow({ ...base, count: 0, offset: 0 })).toEqual({
      start: 0,
      end: 0,
      lastVisible: -1,
    })
  })

  it('renders at least one row before the viewport is measured', () => {
    expect(virtualWindow({ ...base, viewportHeight: 0, overscan: 0, offset: 0 })).toEqual({
      start: 0,
      end: 1,
      lastVisible: 0,
    })
  })
})
