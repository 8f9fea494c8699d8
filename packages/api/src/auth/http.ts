import type { HttpClient } from '../http/client.ts'
import type { AuthApi } from './api.ts'
import {
  InvitationSchema,
  ProfileAnswerSchema,
  RecoveryAcceptedSchema,
  RegisteredSchema,
  SessionSchema,
} from './entities.ts'

/** The connect service's /auth calls (specification section 7). */
export function createHttpAuthApi(http: HttpClient): AuthApi {
  return {
    me: (signal) => http.request('connect', 'GET', '/auth', { schema: SessionSchema, signal }),
    login: (credentials) =>
      http.request('connect', 'POST', '/auth/login', {
        body: credentials,
        schema: RegisteredSchema,
      }),
    register: (registration) =>
      http.request('connect', 'POST', '/auth/register', {
        body: registration,
        schema: RegisteredSchema,
      }),
    invitation: (token, signal) =>
      http.request('connect', 'GET', `/auth/invitations/${encodeURIComponent(token)}`, {
        schema: InvitationSchema,
        signal,
      }),
    updateProfile: async (profile) =>
      (
        await http.request('connect', 'PUT', '/auth', {
          body: profile,
          schema: ProfileAnswerSchema,
        })
      ).user,
    changePassword: (change) =>
      http.request('connect', 'PUT', '/auth/password', { body: change, schema: SessionSchema }),
    requestRecovery: async (request) => {
      await http.request('connect', 'POST', '/auth/recovery', {
        body: request,
        schema: RecoveryAcceptedSchema,
      })
    },
    resetPassword: (token, reset) =>
      http.request('connect', 'PUT', `/auth/recovery/${encodeURIComponent(token)}`, {
        body: reset,
      }),
    logout: () => http.request('connect', 'DELETE', '/auth'),
  }
}
