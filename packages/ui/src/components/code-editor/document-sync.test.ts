import { describe, expect, it } from 'vitest'
import { changeBetween } from './document-sync.ts'

function apply(text: string, change: ReturnType<typeof changeBetween>): string {
  return change ? text.slice(0, change.from) + change.insert + text.slice(change.to) : text
}

describe('changeBetween', () => {
  it('is null for equal texts, so nothing is dispatched and the cursor stays', () => {
    expect(changeBetween('select 1', 'select 1')).toBeNull()
  })

  it.each([
    ['abc', 'abXc', { from: 2, to: 2, insert: 'X' }],
    ['abXc', 'abc', { from: 2, to: 3, insert: '' }],
    ['hello world', 'hello there world', { from: 6, to: 6, insert: 'there ' }],
    ['aaa', 'aa', { from: 2, to: 3, insert: '' }],
    ['', 'novo', { from: 0, to: 0, insert: 'novo' }],
    ['velho', '', { from: 0, to: 5, insert: '' }],
    ['body { color: red }', 'body { color: blue }', { from: 14, to: 17, insert: 'blue' }],
  ])('%j → %j touches only what differs', (current, next, expected) => {
    const change = changeBetween(current, next)
    expect(change).toEqual(expected)
    expect(apply(current, change)).toBe(next)
  })

  it('never splits a surrogate pair', () => {
    const current = 'a😀b'
    const next = 'a😃b'
    const change = changeBetween(current, next)!
    expect(change.insert).toBe('😃')
    expect(apply(current, change)).toBe(next)
  })
})
