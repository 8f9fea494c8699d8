import { AREAS, type AreaLevels } from '@vitrine/api'
import { isDeepStrictEqual } from 'node:util'
import type { FieldChanges } from './write.ts'

/** Only the fields whose values differ, each with its value before and after. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): FieldChanges {
  const changes: FieldChanges = {}
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[field] ?? null
    const now = after[field] ?? null
    if (!isDeepStrictEqual(was, now)) changes[field] = { before: was, after: now }
  }
  return changes
}

/** Every field of a new entity, from null. */
export function createdFields(after: Record<string, unknown>): FieldChanges {
  return changedFields({}, after)
}

/** Every field of a removed entity, to null. */
export function deletedFields(before: Record<string, unknown>): FieldChanges {
  return changedFields(before, {})
}

/**
 * A manager's levels: only the areas that changed ({ payments: 'read' } → { payments: 'write' }),
 * which is what a reader of the log wants to see. Undefined when no area changed.
 */
export function levelChanges(
  before: AreaLevels,
  after: AreaLevels,
): { before: Partial<AreaLevels>; after: Partial<AreaLevels> } | undefined {
  const was: Partial<AreaLevels> = {}
  const now: Partial<AreaLevels> = {}
  for (const area of AREAS) {
    if (before[area] === after[area]) continue
    was[area] = before[area]
    now[area] = after[area]
  }
  return Object.keys(now).length > 0 ? { before: was, after: now } : undefined
}
