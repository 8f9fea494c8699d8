import {
  ELEMENT_KIND_LABELS,
  VISIBILITY_CONDITION_LABELS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type CmsElement,
  type Weekday,
} from '@vitrine/api'

/*
 * An element as its row in the list says it: its title (or its kind's name when it has none),
 * what it shows, and when and to whom — the visibility summary the merchant checks before
 * wondering why an element does not show on the storefront.
 */

export function elementTitle(element: CmsElement): string {
  return element.title.trim() || ELEMENT_KIND_LABELS[element.type]
}

/** "2026-11-27" → "27/11/2026" (a plain day: no time zone to convert). */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-')
  return `${date}/${month}/${year}`
}

const SHORT_WEEKDAY: Record<Weekday, string> = {
  sunday: 'dom.',
  monday: 'seg.',
  tuesday: 'ter.',
  wednesday: 'qua.',
  thursday: 'qui.',
  friday: 'sex.',
  saturday: 'sáb.',
}

/** "sáb. e dom.", "seg., qua. e sex." — in the week's order. */
export function weekdaysText(days: readonly Weekday[]): string {
  const names = WEEKDAYS.filter((day) => days.includes(day)).map((day) => SHORT_WEEKDAY[day])
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`
}

export const weekdayLabel = (day: Weekday) => WEEKDAY_LABELS[day]

/** When and to whom the element shows, one short sentence each; empty when always, to all. */
export function visibilityParts(element: CmsElement): string[] {
  const parts: string[] = []
  const period = element.visibility_period
  if (period) {
    if (period.start && period.end) {
      parts.push(`De ${dayText(period.start)} a ${dayText(period.end)}`)
    } else if (period.start) {
      parts.push(`A partir de ${dayText(period.start)}`)
    } else if (period.end) {
      parts.push(`Até ${dayText(period.end)}`)
    }
    if (period.weekdays.length > 0 && period.weekdays.length < 7) {
      parts.push(`Só ${weekdaysText(period.weekdays)}`)
    }
  }
  if (element.visibility_condition !== 'all') {
    parts.push(VISIBILITY_CONDITION_LABELS[element.visibility_condition])
  }
  const { categories, products } = element.visibility_by_entities
  if (categories.status === 1) {
    parts.push(
      categories.ids.length === 1
        ? `Só na categoria ${categories.ids[0]}`
        : `Só nas categorias ${categories.ids.join(', ')}`,
    )
  }
  if (products.status === 1) {
    parts.push(
      products.ids.length === 1
        ? `Só no produto ${products.ids[0]}`
        : `Só nos produtos ${products.ids.join(', ')}`,
    )
  }
  return parts
}

export function visibilitySummary(element: CmsElement): string {
  const parts = visibilityParts(element)
  return parts.length === 0 ? 'Sempre visível, para todos' : parts.join(' · ')
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What the element holds, in a few words. */
export function contentSummary(element: CmsElement): string {
  switch (element.type) {
    case 'products':
      return `Até ${count(element.limit, 'produto', 'produtos')} · ${count(element.conditions.length, 'condição', 'condições')}`
    case 'categories':
      return `Até ${count(element.limit, 'categoria', 'categorias')} · ${count(element.conditions.length, 'condição', 'condições')}`
    case 'text':
      return element.text.length > 80 ? `${element.text.slice(0, 80).trimEnd()}…` : element.text
    case 'texts':
      return count(element.items.length, 'texto', 'textos')
    case 'image':
      return element.alt
    case 'images':
      return count(element.items.length, 'imagem', 'imagens')
  }
}
