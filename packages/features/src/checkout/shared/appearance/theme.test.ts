import { describe, expect, test } from 'vitest'
import { DEFAULT_CHECKOUT_APPEARANCE } from '@vitrine/api'
import { appearanceStyle, FONT_STACKS } from './theme.ts'

describe('appearanceStyle', () => {
  test('the defaults set no brand, radius or font: the page keeps its own (or the reseller’s)', () => {
    const style = appearanceStyle(DEFAULT_CHECKOUT_APPEARANCE) as Record<string, string>
    expect(style['--vt-brand']).toBeUndefined()
    expect(style['--radius-md']).toBeUndefined()
    expect(style.fontFamily).toBeUndefined()
    expect(appearanceStyle(undefined)).toEqual({})
  })

  test('a store colour brings the text that reads on it, and the focus ring', () => {
    const dark = appearanceStyle({ ...DEFAULT_CHECKOUT_APPEARANCE, primary_color: '#1e3a8a' })
    expect(dark).toMatchObject({
      '--vt-brand': '#1e3a8a',
      '--vt-brand-foreground': '#ffffff',
      '--vt-ring': '#1e3a8a',
    })
    const light = appearanceStyle({ ...DEFAULT_CHECKOUT_APPEARANCE, primary_color: '#fde047' })
    expect(light).toMatchObject({ '--vt-brand-foreground': '#111827' })
  })

  test('corners and fonts: local stacks only, no web font', () => {
    const square = appearanceStyle({
      ...DEFAULT_CHECKOUT_APPEARANCE,
      corner_style: 'square',
      font: 'serif',
    })
    expect(square).toMatchObject({ '--radius-md': '0', '--radius-xl': '0' })
    expect(square.fontFamily).toBe(FONT_STACKS.serif)
    for (const stack of Object.values(FONT_STACKS)) expect(stack ?? '').not.toMatch(/url\(|http/)
  })
})
