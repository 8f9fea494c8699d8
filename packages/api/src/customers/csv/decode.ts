import type { Lang } from '../../validation/lang.ts'
import type { ImportReport } from '../schema.ts'
import { say } from './messages.ts'

/*
 * From the file's bytes to its text: the encoding (UTF-8 or Latin-1), the separator (comma or
 * semicolon), and the files that are no CSV at all.
 */

export type CsvEncoding = ImportReport['encoding']
export type CsvSeparator = ImportReport['separator']

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/**
 * windows-1252's characters at 0x80–0x9F (€, curly quotes, dashes…), where ISO-8859-1 has
 * control codes; 0 where the code page has none. Mapped here because Node's TextDecoder reads
 * the "windows-1252" label as plain ISO-8859-1 (browsers map them already).
 */
const CP1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
  0, 0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161,
  0x203a, 0x0153, 0, 0x017e, 0x0178,
]
const latin1 = new TextDecoder('windows-1252')

/** Latin-1 as Brazilian Windows tools write it: windows-1252, a superset for printable text. */
const decodeLatin1 = (bytes: Uint8Array) =>
  latin1
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (char) =>
      String.fromCharCode(CP1252_HIGH[char.charCodeAt(0) - 0x80] || char.charCodeAt(0)),
    )

/**
 * The file's text. A UTF-8 BOM is dropped; bytes that are not valid UTF-8 are read as Latin-1
 * (windows-1252), the encoding Excel and older Brazilian ERPs save "CSV" in.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
  const body = bom ? bytes.subarray(3) : bytes
  try {
    return { text: utf8.decode(body), encoding: 'utf-8' }
  } catch {
    return { text: decodeLatin1(body), encoding: 'latin1' }
  }
}

/** Signatures of files people pick by mistake: xlsx/ods (zip), xls, PDF. */
const BINARY_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x25, 0x50, 0x44, 0x46],
]

/**
 * Why a file cannot be imported at all (the server answers it with a 400 before reading any
 * row), or null. A NUL byte near the start means a binary file or UTF-16 text.
 */
export function csvFileProblem(bytes: Uint8Array, lang: Lang): string | null {
  if (BINARY_SIGNATURES.some((signature) => signature.every((byte, i) => bytes[i] === byte))) {
    return say(lang, 'notCsv')
  }
  if (bytes.subarray(0, 8192).includes(0)) return say(lang, 'notCsv')
  return decodeCsv(bytes).text.trim() ? null : say(lang, 'emptyFile')
}

/** How many times each separator occurs outside quotes in `text`, up to `maxLines` lines. */
function countSeparators(text: string, maxLines: number) {
  let commas = 0
  let semicolons = 0
  let quoted = false
  let lines = 0
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i)
    if (char === 34) quoted = !quoted
    else if (quoted) continue
    else if (char === 44) commas += 1
    else if (char === 59) semicolons += 1
    else if (char === 10 && ++lines >= maxLines) break
  }
  return { commas, semicolons }
}

/**
 * Comma or semicolon, from the header line: column names carry no decimal commas, so a
 * semicolon file full of "1.234,56" is still told apart. A one-column header leaves it to the
 * first lines; a tie is a comma (the standard's).
 */
export function detectSeparator(text: string): CsvSeparator {
  const header = countSeparators(text, 1)
  if (header.semicolons !== header.commas) return header.semicolons > header.commas ? ';' : ','
  const sample = countSeparators(text, 20)
  return sample.semicolons > sample.commas ? ';' : ','
}
