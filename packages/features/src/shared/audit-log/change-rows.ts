import {
  AREAS,
  LEVELS,
  ROLES,
  type Area,
  type AuditEntry,
  type Level,
  type Role,
} from '@vitrine/api'
import { areaLabels, levelLabels, roleLabels } from '../access-labels.ts'
import { formatDate, formatDateTime } from '../format.ts'
import { summarizeLevels, type LevelMap } from '../levels-summary.ts'

/** One line of the before → after table, already in words. */
export interface ChangeRow {
  key: string
  field: string
  before: string
  after: string
}

const fieldLabels: Record<string, string> = {
  permissions: 'Permissões',
  scope: 'Escopo',
  roles: 'Papéis especiais',
  name: 'Nome',
  email: 'E-mail',
  status: 'Situação',
  expires_at: 'Validade',
  revoked_at: 'Revogado em',
}

const EMPTY = '—'

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isLevel = (value: unknown): value is Level => (LEVELS as readonly unknown[]).includes(value)
const isArea = (key: string): key is Area => (AREAS as readonly string[]).includes(key)
const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value)

/** An area → level map, as permissions and token scopes are stored (possibly partial). */
function isLevelMap(value: unknown): value is LevelMap {
  return (
    isPlainObject(value) &&
    Object.keys(value).length > 0 &&
    Object.entries(value).every(([key, level]) => isArea(key) && isLevel(level))
  )
}

function fieldLabel(key: string): string {
  if (isArea(key)) return areaLabels[key]
  return fieldLabels[key] ?? key.replaceAll('_', ' ')
}

/** Any stored value as a merchant reads it. */
export function formatValue(value: unknown, key = ''): string {
  if (value === null || value === undefined || value === '') return EMPTY
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não'
  if (typeof value === 'number') return value.toLocaleString('pt-BR')
  if (typeof value === 'string') {
    if (isArea(key) && isLevel(value)) return levelLabels[value]
    if (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))) {
      return formatDateTime(value)
    }
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(`${value}T12:00:00.000Z`)
    return value
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return 'Nenhum'
    return value
      .map((item) => (isRole(item) ? roleLabels[item].label : formatValue(item)))
      .join(', ')
  }
  if (isLevelMap(value)) return summarizeLevels(value).join('; ') || 'Sem acesso'
  return JSON.stringify(value)
}

/**
 * Permissions and scopes open into one row per area whose level changed. When one side is
 * missing (created or deleted), the areas the other side reaches are listed.
 */
function levelRows(key: string, before: LevelMap | null, after: LevelMap | null): ChangeRow[] {
  const levelIn = (map: LevelMap | null, area: Area) => (map ? (map[area] ?? 'none') : null)
  const rows = AREAS.filter((area) => {
    const was = levelIn(before, area)
    const is = levelIn(after, area)
    if (was === null) return is !== 'none'
    if (is === null) return was !== 'none'
    return was !== is
  }).map((area) => {
    const was = levelIn(before, area)
    const is = levelIn(after, area)
    return {
      key: `${key}.${area}`,
      field: `${fieldLabel(key)} · ${areaLabels[area]}`,
      before: was ? levelLabels[was] : EMPTY,
      after: is ? levelLabels[is] : EMPTY,
    }
  })
  if (rows.length > 0) return rows
  // Nothing reachable on either side (or no change at all): one row says so.
  return [
    {
      key,
      field: fieldLabel(key),
      before: before ? formatValue(before) : EMPTY,
      after: after ? formatValue(after) : EMPTY,
    },
  ]
}

/** The changed fields of an audit entry as rows of words. */
export function changeRows(changes: AuditEntry['changes']): ChangeRow[] {
  return Object.entries(changes).flatMap(([key, { before, after }]) => {
    const mapOrNull = (value: unknown) => value === null || value === undefined || isLevelMap(value)
    if ((isLevelMap(before) || isLevelMap(after)) && mapOrNull(before) && mapOrNull(after)) {
      return levelRows(key, (before as LevelMap | null) ?? null, (after as LevelMap | null) ?? null)
    }
    return [
      {
        key,
        field: fieldLabel(key),
        before: formatValue(before, key),
        after: formatValue(after, key),
      },
    ]
  })
}
