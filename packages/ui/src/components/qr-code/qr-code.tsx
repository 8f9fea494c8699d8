import { useMemo, type ComponentProps } from 'react'
import { encode } from 'uqr'
import { cn } from '../../lib/cn.ts'

/** QR error correction: L 7 %, M 15 %, Q 25 %, H 30 % of the symbol may be damaged. */
export type QrCodeLevel = 'L' | 'M' | 'Q' | 'H'

export interface QrCodeProps extends Omit<ComponentProps<'svg'>, 'children' | 'role'> {
  /** The text the code carries (a pix BR Code, an address). */
  value: string
  /** What the image is, for people who cannot see it: "QR code do pix de R$ 120,00". */
  label: string
  /**
   * Error correction. M by default: what payment apps print, and it survives a phone's glare on
   * a screen without making a long BR Code too dense to read.
   */
  level?: QrCodeLevel
}

/** Light modules around the symbol: the standard asks for four, and readers rely on them. */
export const QR_QUIET_ZONE = 4

/**
 * The dark modules as one SVG path: each run of dark modules in a row is one rectangle, so a
 * version-10 code is a few hundred short commands instead of thousands of elements.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const commands: string[] = []
  modules.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x += 1
        continue
      }
      const start = x
      while (x < row.length && row[x]) x += 1
      commands.push(`M${start} ${y}h${x - start}v1h${start - x}z`)
    }
  })
  return commands.join('')
}

/**
 * A QR code drawn as SVG, black on white whatever the theme (readers need the contrast and
 * the light quiet zone), crisp at any size: it fills the width it is given, so size it with a
 * class (`size-56`, `w-full max-w-64`). Encoded once per value.
 */
export function QrCode({ value, label, level = 'M', className, ...props }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: level, border: QR_QUIET_ZONE })
    return { size: qr.size, path: qrPath(qr.data) }
  }, [value, level])
  return (
    <svg
      data-slot="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn('block aspect-square h-auto w-full bg-white', className)}
      {...props}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
