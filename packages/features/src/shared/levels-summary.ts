import { AREAS, type Area, type Level } from '@vitrine/api'
import { areaLabels, levelLabels } from './access-labels.ts'

/** Areas that share one level, strongest level first. */
export interface LevelGroup {
  level: Exclude<Level, 'none'>
  areas: Area[]
}

/** A missing area means none (section 4), so partial maps are read the same way. */
export type LevelMap = Partial<Record<Area, Level>>

/** The areas someone can reach, grouped by level (write first); areas with none are left out. */
export function levelGroups(levels: LevelMap): LevelGroup[] {
  return (['write', 'read'] as const)
    .map((level) => ({ level, areas: AREAS.filter((area) => levels[area] === level) }))
    .filter((group) => group.areas.length > 0)
}

function listInWords(words: string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} e ${words.at(-1)}`
}

/**
 * One line per level, e.g. ["Edição: Pagamentos", "Leitura: Layout e E-commerce"], or
 * ["Leitura em todas as áreas"]; an empty list when no area is reachable.
 */
export function summarizeLevels(levels: LevelMap): string[] {
  return levelGroups(levels).map(({ level, areas }) =>
    areas.length === AREAS.length
      ? `${levelLabels[level]} em todas as áreas`
      : `${levelLabels[level]}: ${listInWords(areas.map((area) => areaLabels[area]))}`,
  )
}

/** True when at least one area has more than none. */
export function grantsAnyArea(levels: LevelMap): boolean {
  return AREAS.some((area) => (levels[area] ?? 'none') !== 'none')
}
