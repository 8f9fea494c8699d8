import type { CSSProperties } from 'react'
import {
  DEFAULT_CHECKOUT_APPEARANCE,
  readableForeground,
  type CheckoutAppearance,
  type CheckoutCorner,
  type CheckoutFont,
} from '@vitrine/api'

/**
 * Font stacks of fonts the payer's device already has: no font is fetched from the network
 * (a checkout must not wait for one, nor tell a font host who is paying). "system" keeps the
 * page's own font.
 */
export const FONT_STACKS: Record<CheckoutFont, string | undefined> = {
  system: undefined,
  humanist:
    "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', source-sans-pro, sans-serif",
  geometric:
    "Avenir, Montserrat, Corbel, 'URW Gothic', 'Century Gothic', source-sans-pro, sans-serif",
  serif: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, 'DejaVu Serif', serif",
}

/** The design tokens' radii (controls md/lg, cards xl) per corner style; rounded keeps them. */
const CORNER_RADII: Record<CheckoutCorner, Record<string, string> | undefined> = {
  rounded: undefined,
  square: { '--radius-sm': '0', '--radius-md': '0', '--radius-lg': '0', '--radius-xl': '0' },
  pill: {
    '--radius-sm': '9999px',
    '--radius-md': '9999px',
    '--radius-lg': '1rem',
    '--radius-xl': '1.5rem',
  },
}

/**
 * The appearance as CSS custom properties for the page's wrapper element, never the document:
 * the design tokens read `--vt-brand` and the radii where they are used, so everything inside
 * the wrapper takes the store's look, and the panel around the editor's preview keeps its own.
 * A value left at its default sets nothing, so the page keeps its brand (the panel's, or the
 * reseller's that PublicPage puts on the document). The button text is the colour that reads
 * best on the primary (WCAG contrast).
 */
export function appearanceStyle(appearance: CheckoutAppearance | undefined): CSSProperties {
  if (!appearance) return {}
  const style: Record<string, string> = {}
  if (appearance.primary_color !== DEFAULT_CHECKOUT_APPEARANCE.primary_color) {
    style['--vt-brand'] = appearance.primary_color
    style['--vt-brand-foreground'] = readableForeground(appearance.primary_color)
    style['--vt-ring'] = appearance.primary_color
  }
  style['--checkout-accent'] = appearance.accent_color
  Object.assign(style, CORNER_RADII[appearance.corner_style])
  const font = FONT_STACKS[appearance.font]
  if (font) style.fontFamily = font
  return style as CSSProperties
}
