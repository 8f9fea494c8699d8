import { cellText, type DataplusColumnType } from '@vitrine/api'

/** A cell as the grid shows it: the editor's text, with yes/no spelled out and JSON compact. */
export function cellDisplay(type: DataplusColumnType, value: unknown): string {
  if (value === null || value === undefined) return ''
  if (type === 'boolean') return value === true ? 'Sim' : 'Não'
  return cellText(type, value)
}
