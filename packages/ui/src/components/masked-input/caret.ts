/*
 * Where the caret goes after a masked value is formatted again. The mask's separators come and
 * go as the user types ("12345" → "12345-6"), so positions are counted in slots — the letters
 * and digits that are the value — never in characters of the shown text.
 */

const SLOT = /[0-9A-Za-z]/

export const isSlot = (char: string) => SLOT.test(char)

export function countSlots(text: string): number {
  let count = 0
  for (const char of text) if (isSlot(char)) count += 1
  return count
}

/** The position just after the `slots`-th slot of `text` (0 → the very start). */
export function positionAfterSlots(text: string, slots: number): number {
  if (slots <= 0) return 0
  let seen = 0
  for (let index = 0; index < text.length; index += 1) {
    if (isSlot(text.charAt(index))) seen += 1
    if (seen === slots) return index + 1
  }
  return text.length
}

export interface MaskEdit {
  /** The text as the browser left it after the keystroke, before formatting. */
  raw: string
  caret: number
}

/**
 * Deleting a separator alone would be undone by the next formatting (the caret would just hop
 * over it), so Backspace and Delete take the slot beyond the separator too, as people mean.
 */
export function deleteAcrossSeparator(
  edit: MaskEdit,
  previous: string,
  direction: 'backward' | 'forward',
): MaskEdit {
  const { raw, caret } = edit
  const onlySeparatorsWent =
    raw.length < previous.length && countSlots(raw) === countSlots(previous)
  if (!onlySeparatorsWent) return edit
  if (direction === 'backward') {
    for (let index = caret - 1; index >= 0; index -= 1) {
      if (isSlot(raw.charAt(index))) {
        return { raw: raw.slice(0, index) + raw.slice(index + 1), caret: index }
      }
    }
    return edit
  }
  for (let index = caret; index < raw.length; index += 1) {
    if (isSlot(raw.charAt(index))) {
      return { raw: raw.slice(0, index) + raw.slice(index + 1), caret }
    }
  }
  return edit
}

/**
 * Formats an edit and finds the caret's new place: after as many slots as the formatted text
 * before the caret holds (characters the format drops, like a letter in a phone number, then
 * do not push the caret forward).
 */
export function reformat(edit: MaskEdit, format: (raw: string) => string) {
  const value = format(edit.raw)
  const slotsBefore = countSlots(format(edit.raw.slice(0, edit.caret)))
  return { value, caret: Math.min(positionAfterSlots(value, slotsBefore), value.length) }
}
