/*
 * Colour contrast as WCAG 2.x measures it (relative luminance of sRGB, ratio (L1 + 0.05) /
 * (L2 + 0.05)), for the appearance editor's warnings and the public pages' text on the store's
 * colours. Pure: colours are `#rrggbb`.
 */

/** WCAG AA: normal text needs 4.5:1; large text and interface graphics (icons, borders) 3:1. */
export const AA_TEXT = 4.5
export const AA_LARGE = 3

/** Near-white and near-black text, the two a coloured surface may carry. */
export const LIGHT_TEXT = '#ffffff'
export const DARK_TEXT = '#111827'

/** The page's card behind accent-coloured icons and text. */
export const SURFACE = '#ffffff'

function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) throw new RangeError(`Not a #rrggbb colour: ${hex}`)
  return [match[1]!, match[2]!, match[3]!].map((pair) => parseInt(pair, 16) / 255) as [
    number,
    number,
    number,
  ]
}

/** Relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) =>
    value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The contrast ratio of two colours, 1 to 21, whichever order they come in. */
export function contrastRatio(hexA: string, hexB: string): number {
  const a = relativeLuminance(hexA)
  const b = relativeLuminance(hexB)
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/** Whether the ratio passes AA for normal text, or for large text and graphics. */
export function meetsAA(ratio: number, kind: 'text' | 'large' = 'text'): boolean {
  return ratio >= (kind === 'text' ? AA_TEXT : AA_LARGE)
}

/** The text colour that reads best on `background`: near-white or near-black. */
export function readableForeground(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT
}

/** A contrast the editor warns about: which colour, the ratio, and what it is measured for. */
export interface ContrastWarning {
  field: 'primary_color' | 'accent_color'
  ratio: number
  message: string
}

const ratioText = (ratio: number) => ratio.toFixed(1).replace('.', ',')

/**
 * The appearance's colours below AA: the primary carries button text (its readable foreground,
 * 4.5:1), the accent draws icons and links on the white card (3:1). Warnings, not refusals: the
 * store decides.
 */
export function contrastWarnings(colors: {
  primary_color: string
  accent_color: string
}): ContrastWarning[] {
  const warnings: ContrastWarning[] = []
  const primary = contrastRatio(colors.primary_color, readableForeground(colors.primary_color))
  if (!meetsAA(primary, 'text')) {
    warnings.push({
      field: 'primary_color',
      ratio: primary,
      message: `Contraste baixo: o texto dos botões sobre a cor principal fica em ${ratioText(primary)}:1 (o mínimo recomendado é 4,5:1). Escolha uma cor mais escura ou mais clara.`,
    })
  }
  const accent = contrastRatio(colors.accent_color, SURFACE)
  if (!meetsAA(accent, 'large')) {
    warnings.push({
      field: 'accent_color',
      ratio: accent,
      message: `Contraste baixo: a cor de destaque sobre o fundo branco fica em ${ratioText(accent)}:1 (o mínimo recomendado é 3:1). Escolha uma cor mais escura.`,
    })
  }
  return warnings
}
