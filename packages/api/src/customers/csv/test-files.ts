/** Files as tests hand them to the CSV module: bytes, in the encodings spreadsheets save. */

export const utf8 = (text: string) => new TextEncoder().encode(text)

/** Latin-1 bytes, as a Brazilian Windows tool saves them (every character below U+0100). */
export const latin1 = (text: string) =>
  Uint8Array.from(text, (char) => {
    const code = char.charCodeAt(0)
    if (code > 0xff) throw new Error(`not Latin-1: ${char}`)
    return code
  })
