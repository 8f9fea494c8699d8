import { describe, expect, test } from 'vitest'
import {
  contrastRatio,
  contrastWarnings,
  DARK_TEXT,
  LIGHT_TEXT,
  meetsAA,
  readableForeground,
  relativeLuminance,
} from './contrast.ts'
import { CheckoutAppearanceInputSchema } from './input.ts'
import { DEFAULT_CHECKOUT_APPEARANCE } from './schema.ts'
import * as v from 'valibot'

describe('contrastRatio', () => {
  test('black on white is 21:1, a colour on itself 1:1, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#3756d6', '#3756d6')).toBe(1)
  })

  test('known WCAG values: #767676 on white is 4.54:1, #777777 just under 4.5', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5)
  })

  test('luminance runs from 0 to 1; upper-case hex reads the same', () => {
    expect(relativeLuminance('#000000')).toBe(0)
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10)
    expect(relativeLuminance('#ABCDEF')).toBe(relativeLuminance('#abcdef'))
  })

  test('a colour that is not #rrggbb is a programming error', () => {
    expect(() => contrastRatio('blue', '#ffffff')).toThrow(RangeError)
  })
})

describe('AA helpers', () => {
  test('4.5 for text, 3 for large text and graphics', () => {
    expect(meetsAA(4.5)).toBe(true)
    expect(meetsAA(4.49)).toBe(false)
    expect(meetsAA(3, 'large')).toBe(true)
    expect(meetsAA(2.99, 'large')).toBe(false)
  })

  test('readable foreground: white on dark colours, dark on light ones', () => {
    expect(readableForeground('#1e3a8a')).toBe(LIGHT_TEXT)
    expect(readableForeground('#fde047')).toBe(DARK_TEXT)
    expect(readableForeground('#ffffff')).toBe(DARK_TEXT)
  })

  test('the defaults raise no warning', () => {
    expect(contrastWarnings(DEFAULT_CHECKOUT_APPEARANCE)).toEqual([])
  })

  test('a pure red primary (no text reads on it at 4.5:1) and a pale accent are both warned about, in Portuguese', () => {
    const warnings = contrastWarnings({ primary_color: '#ff0000', accent_color: '#fef08a' })
    expect(warnings.map((warning) => warning.field)).toEqual(['primary_color', 'accent_color'])
    expect(warnings[0]!.message).toMatch(/^Contraste baixo: .* em 4,\d:1 .*4,5:1/)
    expect(warnings[1]!.message).toMatch(/3:1/)
  })
})

describe('CheckoutAppearanceInputSchema', () => {
  const valid = { ...DEFAULT_CHECKOUT_APPEARANCE, primary_color: ' #1D4ED8 ' }
  const refuse = (input: unknown) => {
    const result = v.safeParse(CheckoutAppearanceInputSchema, input, { lang: 'pt-BR' })
    return result.success ? [] : result.issues.map((issue) => issue.message)
  }

  test('normalises colours and drops repeated choices', () => {
    const output = v.parse(CheckoutAppearanceInputSchema, {
      ...valid,
      trust_badges: ['secure', 'privacy', 'secure'],
      methods_first: ['pix', 'pix'],
    })
    expect(output.primary_color).toBe('#1d4ed8')
    expect(output.trust_badges).toEqual(['secure', 'privacy'])
    expect(output.methods_first).toEqual(['pix'])
  })

  test('refuses bad colours, foreign images, long texts and steps that are not the four', () => {
    expect(refuse({ ...valid, accent_color: 'red' })).toEqual([
      'Informe uma cor no formato #RRGGBB, por exemplo #1d4ed8.',
    ])
    expect(refuse({ ...valid, logo_url: 'https://tracker.example/logo.png' })[0]).toMatch(
      /^Envie a imagem/,
    )
    expect(refuse({ ...valid, header_text: 'x'.repeat(81) })).toEqual([
      'Texto do topo deve ter no máximo 80 caracteres.',
    ])
    expect(refuse({ ...valid, steps: ['payment', 'payment', 'address', 'shipping'] })).toEqual([
      'Informe as quatro etapas do checkout, cada uma uma vez.',
    ])
  })

  test('takes an uploaded image path', () => {
    const logo = `/api/payments/public/files/${'a'.repeat(64)}.png`
    expect(v.parse(CheckoutAppearanceInputSchema, { ...valid, logo_url: logo }).logo_url).toBe(logo)
  })
})
