/**
 * Editor constants from the specification (section 9). The old editor grouped typing into one
 * undo step when keystrokes came less than a second apart and kept at most 100 steps.
 */

/** Keystrokes closer than this (ms) are undone together (prosemirror-history `newGroupDelay`). */
export const UNDO_GROUP_DELAY_MS = 1000

/** How many undo steps are kept (prosemirror-history `depth`). */
export const UNDO_MAX_STACK = 100

/** Heading levels offered by the toolbar. */
export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const
export type HeadingLevel = (typeof HEADING_LEVELS)[number]

/**
 * Font sizes of the old editor. "normal" is the absence of a size, so only the other three are
 * stored; their scale matches the old editor's so existing content keeps its look.
 */
export const FONT_SIZES = {
  small: { label: 'Pequeno', scale: '0.75em' },
  normal: { label: 'Normal', scale: null },
  large: { label: 'Grande', scale: '1.5em' },
  huge: { label: 'Enorme', scale: '2.5em' },
} as const
export type FontSize = keyof typeof FONT_SIZES

export function isFontSize(value: unknown): value is FontSize {
  return typeof value === 'string' && Object.hasOwn(FONT_SIZES, value)
}
