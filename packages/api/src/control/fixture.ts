import { NO_LEVELS, type MyAccess, type PermissionEntry } from '../access/entries.ts'
import { AREAS } from '../access/levels.ts'
import type { AuditEntry } from '../audit/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import type { ControlApi } from './api.ts'
import { SavePermissionsSchema, type Manager, type ManagerList } from './schema.ts'

/** The users and permissions of the fixture's store (any app id answers with them). */
export interface ControlFixtureState {
  list: ManagerList
  me: MyAccess
  /** Addresses that already have an account: saving one adds the manager at once. */
  knownEmails: string[]
  /** Shared with the audit fixture, so changes show in the log. */
  audit: AuditEntry[]
  nextId: number
}

const at = '2026-11-20T14:30:00.000Z'

export const sampleManagers: Manager[] = [
  {
    id: 2,
    status: 'active',
    name: 'Rafael Lima',
    email: 'rafael@lojaaurora.com.br',
    permissions: Object.fromEntries(AREAS.map((area) => [area, 'read'])) as Manager['permissions'],
    roles: [],
    invited_at: '2026-10-02T12:00:00.000Z',
    expires_at: null,
  },
  {
    id: 3,
    status: 'active',
    name: 'Beatriz Nunes',
    email: 'beatriz@lojaaurora.com.br',
    permissions: { ...NO_LEVELS, payments: 'write' },
    roles: ['__wallet'],
    invited_at: '2026-10-15T12:00:00.000Z',
    expires_at: null,
  },
  {
    id: 40,
    status: 'pending',
    name: null,
    email: 'joana@exemplo.com.br',
    permissions: { ...NO_LEVELS, layout: 'write', ecommerce: 'read' },
    roles: [],
    invited_at: at,
    expires_at: '2026-12-04T14:30:00.000Z',
  },
]

export function sampleControlState(empty = false): ControlFixtureState {
  return {
    list: {
      owner: { id: 1, name: 'Marina Costa', email: 'marina@lojaaurora.com.br' },
      managers: empty ? [] : structuredClone(sampleManagers),
    },
    me: { owner: true, whRole: 'none', permissions: [] },
    knownEmails: ['rafael@lojaaurora.com.br', 'beatriz@lojaaurora.com.br', 'carlos@exemplo.com.br'],
    audit: [],
    nextId: 100,
  }
}

const notFound = () =>
  new ApiError({ statusCode: 404, statusMessage: 'Not Found', message: 'Gerente não encontrado.' })

function entriesOf(manager: Manager): PermissionEntry[] {
  const user = { id: manager.id, name: manager.name ?? manager.email, email: manager.email }
  return [
    ...AREAS.map((area, index) => ({
      id: manager.id * 100 + index,
      name: area,
      type: manager.permissions[area],
      email: manager.email,
      user,
    })),
    ...manager.roles.map((role, index) => ({
      id: manager.id * 100 + 50 + index,
      name: role,
      type: 'role' as const,
      email: manager.email,
      user,
    })),
  ]
}

export function createControlFixture(
  state: ControlFixtureState,
  lang: 'en' | 'pt-BR',
  now: () => Date,
): ControlApi {
  const log = (entry: Omit<AuditEntry, 'id' | 'at' | 'app_id' | 'actor'>, appId: number) => {
    state.audit.unshift({
      id: state.nextId++,
      at: now().toISOString(),
      app_id: appId,
      actor: { kind: 'user', id: 1, name: state.list.owner.name, email: state.list.owner.email },
      ...entry,
    })
  }
  const find = (id: number) => state.list.managers.find((manager) => manager.id === id)

  return {
    async managers() {
      return structuredClone(state.list)
    },
    async entries(_appId, managerId) {
      const manager = find(managerId)
      if (!manager) throw notFound()
      return entriesOf(manager)
    },
    async me() {
      return structuredClone(state.me)
    },
    async save(appId, body) {
      const input = parseBody(SavePermissionsSchema, body, lang)
      const existing = input.id === undefined ? undefined : find(input.id)
      if (input.id !== undefined && !existing) throw notFound()
      if (existing) {
        const before = { permissions: existing.permissions, roles: existing.roles }
        existing.permissions = input.permissions
        existing.roles = input.roles
        log(
          {
            area: 'settings',
            action: 'update',
            entity: 'permission',
            entity_id: String(existing.id),
            label: existing.email,
            changes: {
              permissions: { before: before.permissions, after: input.permissions },
              roles: { before: before.roles, after: input.roles },
            },
          },
          appId,
        )
        return { manager: structuredClone(existing), invited: false }
      }
      const email = input.email ?? ''
      if (
        state.list.managers.some((manager) => manager.email === email) ||
        email === state.list.owner.email
      ) {
        throw new ApiError({
          statusCode: 409,
          statusMessage: 'Conflict',
          message: 'Esta pessoa já tem acesso à loja.',
          data: { fields: { email: 'Esta pessoa já tem acesso à loja.' } },
        })
      }
      const known = state.knownEmails.includes(email)
      const manager: Manager = {
        id: state.nextId++,
        status: known ? 'active' : 'pending',
        name: known ? email.split('@')[0]! : null,
        email,
        permissions: input.permissions,
        roles: input.roles,
        invited_at: now().toISOString(),
        expires_at: known ? null : new Date(now().getTime() + 14 * 86_400_000).toISOString(),
      }
      state.list.managers.push(manager)
      log(
        {
          area: 'settings',
          action: 'create',
          entity: known ? 'permission' : 'invitation',
          entity_id: String(manager.id),
          label: email,
          changes: {
            permissions: { before: null, after: input.permissions },
            roles: { before: null, after: input.roles },
          },
        },
        appId,
      )
      return { manager: structuredClone(manager), invited: !known }
    },
    async remove(appId, managerId) {
      const manager = find(managerId)
      if (!manager || manager.status !== 'active') throw notFound()
      state.list.managers = state.list.managers.filter((candidate) => candidate !== manager)
      log(
        {
          area: 'settings',
          action: 'delete',
          entity: 'permission',
          entity_id: String(managerId),
          label: manager.email,
          changes: { permissions: { before: manager.permissions, after: null } },
        },
        appId,
      )
    },
    async cancelInvitation(appId, invitationId) {
      const invitation = find(invitationId)
      if (!invitation || invitation.status !== 'pending') throw notFound()
      state.list.managers = state.list.managers.filter((candidate) => candidate !== invitation)
      log(
        {
          area: 'settings',
          action: 'delete',
          entity: 'invitation',
          entity_id: String(invitationId),
          label: invitation.email,
          changes: { permissions: { before: invitation.permissions, after: null } },
        },
        appId,
      )
    },
  }
}
