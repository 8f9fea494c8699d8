/** One line of an event's detail: its key said plainly and its value as text. */
export interface DetailRow {
  label: string
  /** Plain text, or pretty-printed JSON when `block`. */
  value: string
  block: boolean
}

const LABELS: Record<string, string> = {
  mail: 'E-mail',
  error: 'Erro',
  order: 'Pedido',
  discount: 'Desconto (centavos)',
  products: 'Produtos',
  pages: 'Páginas',
  pages_removed: 'Páginas removidas',
  elements_changed: 'Elementos alterados',
  elements_removed: 'Elementos removidos',
  settings: 'Configurações',
  fields: 'Campos',
  changes: 'Alterações',
}

/** "pages_removed" → "Pages removed" when the key has no Portuguese name. */
const labelOf = (key: string) =>
  LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ')

/**
 * The detail JSON as rows people read: texts and numbers as they are, lists of texts joined by
 * commas, anything deeper as indented JSON.
 */
export function detailRows(detail: Record<string, unknown>): DetailRow[] {
  return Object.entries(detail).map(([key, value]) => {
    if (value === null || value === undefined)
      return { label: labelOf(key), value: '—', block: false }
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      return { label: labelOf(key), value: String(value), block: false }
    }
    if (
      Array.isArray(value) &&
      value.every((item) => typeof item === 'string' || typeof item === 'number')
    ) {
      return { label: labelOf(key), value: value.length ? value.join(', ') : '—', block: false }
    }
    return { label: labelOf(key), value: JSON.stringify(value, null, 2), block: true }
  })
}
