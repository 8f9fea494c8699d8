import { PLATFORM_FIELD_NAMES, type PendingSummary } from '@vitrine/api'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** The summary as short sentences, one per kind of change ("2 páginas alteradas"). */
export function summaryLines(summary: PendingSummary): string[] {
  const lines: string[] = []
  if (summary.pages.length > 0) {
    lines.push(plural(summary.pages.length, 'página alterada', 'páginas alteradas'))
  }
  if (summary.pages_removed > 0) {
    lines.push(plural(summary.pages_removed, 'página removida', 'páginas removidas'))
  }
  if (summary.elements_changed > 0) {
    lines.push(plural(summary.elements_changed, 'elemento alterado', 'elementos alterados'))
  }
  if (summary.elements_removed > 0) {
    lines.push(plural(summary.elements_removed, 'elemento removido', 'elementos removidos'))
  }
  if (summary.settings.length > 0) {
    lines.push(`Configurações: ${settingNames(summary).join(', ')}`)
  }
  return lines
}

export function settingNames(summary: PendingSummary): string[] {
  return summary.settings.map((field) => PLATFORM_FIELD_NAMES[field] ?? field)
}
