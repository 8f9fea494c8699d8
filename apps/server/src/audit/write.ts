import type { Area } from '@vitrine/api'
import type { Caller } from '../access/caller.ts'
import type { Database } from '../db/client.ts'
import { auditLog, type ActorKind, type AuditAction } from './schema.ts'

export interface AuditActor {
  kind: ActorKind
  /** The user, or for a token the user who created it. */
  userId: number | null
  tokenId: number | null
  name: string
  email: string | null
}

export type FieldChanges = Record<string, { before: unknown; after: unknown }>

export interface AuditRecord {
  area: Area | null
  action: AuditAction
  /** What was changed: permission, invitation, api_token… */
  entity: string
  entityId: string | number | null
  /** Names the entity for people: the manager's e-mail, the token's name. */
  label: string | null
  changes: FieldChanges
}

/** Changes made by the server itself (the demo data). */
export const SYSTEM_ACTOR: AuditActor = {
  kind: 'system',
  userId: null,
  tokenId: null,
  name: 'Vitrine',
  email: null,
}

/** A token is logged under its own name, with its creator's id and e-mail beside it. */
export function actorOf(caller: Caller): AuditActor {
  if (caller.kind === 'user') {
    const { user } = caller
    return { kind: 'user', userId: user.id, tokenId: null, name: user.name, email: user.email }
  }
  return {
    kind: 'token',
    userId: caller.creator.id,
    tokenId: caller.token.id,
    name: caller.token.name,
    email: caller.creator.email,
  }
}

/**
 * Appends one entry. Call it with the transaction that makes the change, so the log has the
 * change exactly when the database does.
 */
export async function writeAudit(
  db: Database,
  appId: number,
  actor: AuditActor,
  at: Date,
  record: AuditRecord,
): Promise<void> {
  await db.insert(auditLog).values({
    appId,
    at,
    actorKind: actor.kind,
    actorUserId: actor.userId,
    actorTokenId: actor.tokenId,
    actorName: actor.name,
    actorEmail: actor.email,
    area: record.area,
    action: record.action,
    entity: record.entity,
    entityId: record.entityId === null ? null : String(record.entityId),
    label: record.label,
    changes: record.changes,
  })
}
