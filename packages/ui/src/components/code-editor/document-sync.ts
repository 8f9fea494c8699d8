/** The smallest single replacement turning one text into another. */
export interface TextChange {
  from: number
  to: number
  insert: string
}

/**
 * Compares the common start and end of both texts, so an outside update replaces only what
 * changed and a cursor elsewhere stays where it was. Null when the texts are equal.
 */
export function changeBetween(current: string, next: string): TextChange | null {
  if (current === next) return null
  const shorter = Math.min(current.length, next.length)
  let start = 0
  while (start < shorter && current.charCodeAt(start) === next.charCodeAt(start)) start += 1
  let end = 0
  while (
    end < shorter - start &&
    current.charCodeAt(current.length - 1 - end) === next.charCodeAt(next.length - 1 - end)
  ) {
    end += 1
  }
  // Never split a surrogate pair: CodeMirror positions may sit between its halves, people's text may not.
  if (start > 0 && isHighSurrogate(current.charCodeAt(start - 1))) start -= 1
  if (end > 0 && isLowSurrogate(current.charCodeAt(current.length - end))) end -= 1
  return {
    from: start,
    to: current.length - end,
    insert: next.slice(start, next.length - end),
  }
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff
}
