import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { encode } from 'uqr'
import { QR_QUIET_ZONE, QrCode, qrPath } from './qr-code.tsx'

const pix =
  '00020101021226580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865406120.005802BR5913LOJA AURORA6009SAO PAULO62070503***6304A1B2'

/** Reads the dark modules back out of the path the component drew. */
function modulesOf(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let column = Number(x); column < Number(x) + Number(width); column += 1) {
      grid[Number(y)]![column] = true
    }
  }
  return grid
}

describe('QrCode', () => {
  it('is an image named by its label, for screen readers', async () => {
    const screen = await render(<QrCode value={pix} label="QR code do pix de R$ 89,90" />)
    await expect
      .element(screen.getByRole('img', { name: 'QR code do pix de R$ 89,90' }))
      .toBeVisible()
  })

  it('draws exactly the modules of the encoded symbol, inside a light quiet zone', async () => {
    const screen = await render(<QrCode value={pix} label="Código" />)
    const svg = screen.getByRole('img').element() as SVGSVGElement
    const expected = encode(pix, { ecc: 'M', border: QR_QUIET_ZONE })
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${expected.size} ${expected.size}`)
    const drawn = modulesOf(svg.querySelector('path')!.getAttribute('d')!, expected.size)
    expect(drawn).toEqual(expected.data)
    // The quiet zone: the first and last four rows and columns hold no dark module.
    for (let index = 0; index < QR_QUIET_ZONE; index += 1) {
      expect(drawn[index]!.some(Boolean)).toBe(false)
      expect(drawn.at(-1 - index)!.some(Boolean)).toBe(false)
      expect(drawn.some((row) => row[index] || row.at(-1 - index))).toBe(false)
    }
    // A finder pattern's dark 7×7 frame sits right after the quiet zone.
    expect(drawn[QR_QUIET_ZONE]!.slice(QR_QUIET_ZONE, QR_QUIET_ZONE + 7)).toEqual(
      Array(7).fill(true),
    )
  })

  it('takes more modules for more text and for stronger error correction', async () => {
    const short = encode('https://vitrine.local', { ecc: 'M' }).size
    expect(encode(pix, { ecc: 'M' }).size).toBeGreaterThan(short)
    expect(encode(pix, { ecc: 'H' }).size).toBeGreaterThan(encode(pix, { ecc: 'L' }).size)
    const screen = await render(<QrCode value={pix} label="Código" level="H" />)
    const size = encode(pix, { ecc: 'H', border: QR_QUIET_ZONE }).size
    expect(screen.getByRole('img').element().getAttribute('viewBox')).toBe(`0 0 ${size} ${size}`)
  })

  it('scales to the size it is given, staying square', async () => {
    const screen = await render(
      <div>
        <QrCode value={pix} label="Pequeno" className="w-32" />
        <QrCode value={pix} label="Grande" className="w-64" />
      </div>,
    )
    const box = (name: string) =>
      screen.getByRole('img', { name }).element().getBoundingClientRect()
    expect(box('Pequeno').width).toBe(128)
    expect(box('Pequeno').height).toBe(128)
    expect(box('Grande').width).toBe(256)
    expect(box('Grande').height).toBe(256)
  })

  it('joins each row’s run of dark modules into one rectangle', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z')
  })
})
