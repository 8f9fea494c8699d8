import type { MyAccess, PermissionEntry } from '../access/entries.ts'
import type { ManagerList, SaveAnswer, SavePermissions } from './schema.ts'

/** Users and permissions of one app (connect service, /control). */
export interface ControlApi {
  /** GET /control/{appId} */
  managers(appId: number, signal?: AbortSignal): Promise<ManagerList>
  /** GET /control/{appId}/search/{id} */
  entries(appId: number, managerId: number, signal?: AbortSignal): Promise<PermissionEntry[]>
  /** GET /control/{appId}/me */
  me(appId: number, signal?: AbortSignal): Promise<MyAccess>
  /** PUT /control/{appId}/save */
  save(appId: number, body: SavePermissions): Promise<SaveAnswer>
  /** DELETE /control/{appId}/remove/{id}: an active manager's access. */
  remove(appId: number, managerId: number): Promise<void>
  /** DELETE /control/{appId}/invitations/{id}: withdraws a pending invitation. */
  cancelInvitation(appId: number, invitationId: number): Promise<void>
}
