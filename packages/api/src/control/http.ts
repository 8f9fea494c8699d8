import { ManagerEntriesSchema, ManagerListSchema, SaveAnswerSchema } from './schema.ts'
import { MyAccessSchema } from '../access/entries.ts'
import type { HttpClient } from '../http/client.ts'
import type { ControlApi } from './api.ts'

export function createHttpControlApi(http: HttpClient): ControlApi {
  return {
    managers: (appId, signal) =>
      http.request('connect', 'GET', `/control/${appId}`, { schema: ManagerListSchema, signal }),
    entries: (appId, managerId, signal) =>
      http.request('connect', 'GET', `/control/${appId}/search/${managerId}`, {
        schema: ManagerEntriesSchema,
        signal,
      }),
    me: (appId, signal) =>
      http.request('connect', 'GET', `/control/${appId}/me`, { schema: MyAccessSchema, signal }),
    save: (appId, body) =>
      http.request('connect', 'PUT', `/control/${appId}/save`, { body, schema: SaveAnswerSchema }),
    remove: (appId, managerId) =>
      http.request('connect', 'DELETE', `/control/${appId}/remove/${managerId}`),
    cancelInvitation: (appId, invitationId) =>
      http.request('connect', 'DELETE', `/control/${appId}/invitations/${invitationId}`),
  }
}
