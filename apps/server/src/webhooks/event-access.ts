import {
  areaLevel,
  satisfies,
  unreadableEventAreas,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENT_AREAS,
  type WebhookEventType,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import type { AppAccess } from '../access/require-access.ts'
import { areaLabel, levelLabel } from '../access/labels.ts'
import { apiError } from '../http/errors.ts'

/*
 * The webhook routes answer on two mounts (settings and recurrence), but the events carry other
 * areas' data (contract WEBHOOK_EVENT_AREAS). On both, whoever cannot read an event's area
 * neither sees its deliveries nor subscribes an endpoint to it, nor changes, re-keys or deletes
 * an endpoint that receives it (which would send that data elsewhere or cut it off).
 */

const canRead = (access: AppAccess) => (area: Parameters<typeof areaLevel>[1]) =>
  satisfies(areaLevel(access.grants, area), 'read')

/** The event types whose deliveries the caller may not see (usually none). */
export function hiddenEventTypes(access: AppAccess): WebhookEventType[] {
  const read = canRead(access)
  return WEBHOOK_EVENT_TYPES.filter((type) => {
    const area = WEBHOOK_EVENT_AREAS[type]
    return area !== null && !read(area)
  })
}

/** A 403 naming the first area of these events the caller cannot read, as the access gate's. */
export function requireEventAccess(
  access: AppAccess,
  types: readonly WebhookEventType[],
  lang: Lang,
): void {
  const [area] = unreadableEventAreas(types, canRead(access))
  if (!area) return
  throw apiError(403, lang, 'forbidden', {
    params: { level: levelLabel(lang, 'read'), area: areaLabel(lang, area) },
    data: { area, level: 'read' },
  })
}
