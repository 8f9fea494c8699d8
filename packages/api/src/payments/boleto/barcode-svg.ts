/**
 * The printed boleto barcode: Interleaved 2 of 5 (ITF), the symbology FEBRABAN prescribes for
 * the 44 digits. Each digit is five elements, two of them wide; digits go in pairs, the first
 * drawn by the five bars, the second by the five spaces between them, alternating bar, space,
 * bar… A start pattern (narrow bar, narrow space, narrow bar, narrow space) and a stop pattern
 * (wide bar, narrow space, narrow bar) frame them, and quiet zones keep scanners from reading
 * the page's print into it. Wide elements are three narrow ones (1:3), the ratio the layout
 * recommends.
 *
 * The SVG is built as a string, with no DOM, so the printable page can be rendered on the
 * server or in the browser alike.
 */

/** Wide (true) or narrow (false) elements of each digit: the symbology's fixed table. */
const DIGIT_PATTERNS: readonly (readonly boolean[])[] = [
  '00110',
  '10001',
  '01001',
  '11000',
  '00101',
  '10100',
  '01100',
  '00011',
  '10010',
  '01010',
].map((pattern) => [...pattern].map((element) => element === '1'))

/** One element of the symbol, in the order drawn: bars and spaces alternate, starting with a bar. */
export interface BarcodeElement {
  bar: boolean
  /** Width in narrow modules (1 narrow, `wideRatio` wide). */
  modules: number
}

/**
 * The elements of an ITF symbol for an even number of digits, start and stop patterns
 * included. Throws a RangeError for an odd count or a non-digit (ITF encodes pairs).
 */
export function interleaved2of5(digits: string, wideRatio = 3): BarcodeElement[] {
  if (!/^(\d\d)*$/.test(digits)) {
    throw new RangeError('Interleaved 2 of 5 encodes an even number of digits')
  }
  const widths: number[] = [1, 1, 1, 1]
  for (let index = 0; index < digits.length; index += 2) {
    const bars = DIGIT_PATTERNS[Number(digits[index])] ?? []
    const spaces = DIGIT_PATTERNS[Number(digits[index + 1])] ?? []
    for (let element = 0; element < 5; element++) {
      widths.push(bars[element] ? wideRatio : 1, spaces[element] ? wideRatio : 1)
    }
  }
  widths.push(wideRatio, 1, 1)
  return widths.map((modules, index) => ({ bar: index % 2 === 0, modules }))
}

export interface BarcodeSvgOptions {
  /** Width of a narrow element in SVG user units. */
  narrow?: number
  /** Wide element as a multiple of the narrow one. */
  wideRatio?: number
  height?: number
  /** Blank margin on each side, in narrow modules (ITF asks for at least 10). */
  quietZone?: number
  /** Accessible name, e.g. the linha digitável. */
  title?: string
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * The barcode as an SVG document: black rectangles on a transparent background, in user units
 * (one narrow module = `narrow`), so the printable page scales it to the printed size.
 */
export function barcodeSvg(digits: string, options: BarcodeSvgOptions = {}): string {
  const { narrow = 1, wideRatio = 3, height = 50, quietZone = 10, title = digits } = options
  let x = quietZone * narrow
  const rects: string[] = []
  for (const element of interleaved2of5(digits, wideRatio)) {
    const width = element.modules * narrow
    if (element.bar) rects.push(`<rect x="${x}" y="0" width="${width}" height="${height}"/>`)
    x += width
  }
  const width = x + quietZone * narrow
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" ` +
    `width="${width}" height="${height}" role="img" shape-rendering="crispEdges">` +
    `<title>${escapeXml(title)}</title><g fill="#000">${rects.join('')}</g></svg>`
  )
}
