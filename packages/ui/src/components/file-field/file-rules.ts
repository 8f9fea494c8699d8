/**
 * The checks a file field runs before it takes a file: the type the `accept` attribute names
 * (the picker's filter is only a suggestion: "All files" and drag and drop bypass it) and the
 * size limit. Pure, so the same rules can be tested without a browser.
 */

export interface FileFieldMessages {
  /** The file is not of a type `accept` names. */
  type: string
  /** The file is larger than `maxBytes`. */
  size: (file: File, maxBytes: number) => string
  /** More than one file was dropped on a field that takes one. */
  multiple: string
}

export const defaultFileFieldMessages: FileFieldMessages = {
  type: 'Este tipo de arquivo não é aceito.',
  size: (file, maxBytes) =>
    `O arquivo tem ${formatFileSize(file.size)}; o limite é ${formatFileSize(maxBytes)}.`,
  multiple: 'Escolha um arquivo só.',
}

/**
 * Whether a file matches an `accept` list (".csv,text/csv", "image/*"): by extension, by exact
 * media type, or by a media-type family. An empty list accepts anything. Browsers report
 * different types for the same file (a .csv is "application/vnd.ms-excel" on Windows with
 * Excel installed), so lists should name the extension too.
 */
export function matchesAccept(file: Pick<File, 'name' | 'type'>, accept: string | undefined) {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
  if (tokens.length === 0) return true
  const name = file.name.toLowerCase()
  const type = file.type.toLowerCase().split(';')[0]!.trim()
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token) && name.length > token.length
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1))
    return type === token
  })
}

const sizeNumber = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })
const units = ['KB', 'MB', 'GB'] as const

/** "812 bytes", "12,5 KB", "10 MB" (binary multiples, as operating systems show them). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${sizeNumber.format(bytes)} bytes`
  let amount = bytes / 1024
  let unit = 0
  while (amount >= 1024 && unit < units.length - 1) {
    amount /= 1024
    unit += 1
  }
  // 1023,96 KB would round to "1.024 KB": say "1 MB" instead.
  if (Number(amount.toFixed(1)) >= 1024 && unit < units.length - 1) {
    amount /= 1024
    unit += 1
  }
  return `${sizeNumber.format(amount)} ${units[unit]}`
}

export interface FileRules {
  accept?: string
  maxBytes?: number
  /** A check of the field's own (the file's name, its first bytes…): a message, or nothing. */
  validate?: (file: File) => string | null | undefined
}

/** What is wrong with a file under the rules, in the user's words; null when it may be taken. */
export function fileProblem(
  file: File,
  { accept, maxBytes, validate }: FileRules,
  messages: FileFieldMessages = defaultFileFieldMessages,
): string | null {
  if (!matchesAccept(file, accept)) return messages.type
  if (maxBytes !== undefined && file.size > maxBytes) return messages.size(file, maxBytes)
  return validate?.(file) || null
}
