import { describe, expect, it } from 'vitest'
import { barcodeSvg, interleaved2of5 } from './barcode-svg.ts'

/**
 * A reader independent of the encoder: it sees only the rectangles of the SVG, measures bars
 * and the gaps between them, calls an element wide when it is more than twice the narrowest,
 * and decodes Interleaved 2 of 5 from those widths.
 */
function decodeSvg(svg: string): string {
  const rects = [...svg.matchAll(/<rect x="([\d.]+)" y="0" width="([\d.]+)"/g)].map((match) => ({
    x: Number(match[1]),
    width: Number(match[2]),
  }))
  const widths: number[] = []
  rects.forEach((rect, index) => {
    widths.push(rect.width)
    const next = rects[index + 1]
    if (next) widths.push(next.x - (rect.x + rect.width))
  })
  const narrow = Math.min(...widths)
  const wide = widths.map((width) => width > narrow * 2)
  const pattern = (elements: boolean[]) => elements.map((isWide) => (isWide ? 'W' : 'N')).join('')
  // Start: four narrow elements; stop: wide bar, narrow space, narrow bar.
  expect(pattern(wide.slice(0, 4))).toBe('NNNN')
  expect(pattern(wide.slice(-3))).toBe('WNN')
  const table: Record<string, string> = {
    NNWWN: '0',
    WNNNW: '1',
    NWNNW: '2',
    WWNNN: '3',
    NNWNW: '4',
    WNWNN: '5',
    NWWNN: '6',
    NNNWW: '7',
    WNNWN: '8',
    NWNWN: '9',
  }
  const body = wide.slice(4, -3)
  let digits = ''
  for (let start = 0; start < body.length; start += 10) {
    const pair = body.slice(start, start + 10)
    const bars = pair.filter((_, index) => index % 2 === 0)
    const spaces = pair.filter((_, index) => index % 2 === 1)
    digits += (table[pattern(bars)] ?? '?') + (table[pattern(spaces)] ?? '?')
  }
  return digits
}

describe('barcodeSvg', () => {
  const barcode = '23791923600000123000413160097017109200029160'

  it('draws bars that decode back to the 44 digits', () => {
    expect(decodeSvg(barcodeSvg(barcode))).toBe(barcode)
    expect(decodeSvg(barcodeSvg('0123456789', { narrow: 2.5, height: 120 }))).toBe('0123456789')
  })

  it('uses 1:3 narrow to wide and two wide elements per digit', () => {
    const elements = interleaved2of5(barcode)
    // 4 start + 10 per pair + 3 stop.
    expect(elements).toHaveLength(4 + 22 * 10 + 3)
    expect(new Set(elements.map((element) => element.modules))).toEqual(new Set([1, 3]))
    const body = elements.slice(4, -3)
    expect(body.filter((element) => element.modules === 3)).toHaveLength(44 * 2)
  })

  it('is a standalone SVG with quiet zones and an accessible title', () => {
    const svg = barcodeSvg('12', { title: 'Linha <digitável>' })
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('<title>Linha &#60;digitável&#62;</title>')
    expect(svg).toContain('<rect x="10" ')
  })

  it('refuses an odd number of digits', () => {
    expect(() => barcodeSvg('123')).toThrow(RangeError)
  })
})
