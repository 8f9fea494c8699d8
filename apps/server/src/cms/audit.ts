import type { CmsElement } from '@vitrine/api'
import { changedFields, createdFields, deletedFields } from '../audit/diff.ts'
import { writeAudit, type AuditActor, type FieldChanges } from '../audit/write.ts'
import type { Database } from '../db/client.ts'

/*
 * The audit log's entries of the CMS, written in the change's transaction: elements
 * (`cms_element`, named by their title), pages (`page`: SEO, a resource, an order) and the
 * layout (`layout`). Area layout.
 */

/** What the log compares of an element: what people edit, not its place or timestamps. */
function edited(element: CmsElement): Record<string, unknown> {
  const {
    content_id: _id,
    page_id: _page,
    position: _position,
    created_at: _created,
    updated_at: _updated,
    ...fields
  } = element
  return fields
}

export interface CmsAudit {
  db: Database
  appId: number
  actor: AuditActor
  at: Date
}

export async function auditElement(
  { db, appId, actor, at }: CmsAudit,
  action: 'create' | 'update' | 'delete',
  before: CmsElement | null,
  after: CmsElement | null,
  extra: FieldChanges = {},
): Promise<void> {
  const element = (after ?? before)!
  const changes =
    action === 'create'
      ? createdFields(edited(after!))
      : action === 'delete'
        ? deletedFields(edited(before!))
        : before
          ? changedFields(edited(before), edited(after!))
          : {}
  await writeAudit(db, appId, actor, at, {
    area: 'layout',
    action,
    entity: 'cms_element',
    entityId: element.content_id,
    label: element.title || null,
    changes: { ...changes, ...extra },
  })
}

export async function auditPage(
  { db, appId, actor, at }: CmsAudit,
  page: { id: number; label: string },
  changes: FieldChanges,
): Promise<void> {
  if (Object.keys(changes).length === 0) return
  await writeAudit(db, appId, actor, at, {
    area: 'layout',
    action: 'update',
    entity: 'page',
    entityId: page.id,
    label: page.label,
    changes,
  })
}
