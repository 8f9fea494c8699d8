import type { HttpClient } from '../http/client.ts'
import type { AuthApi } from './api.ts'
import {
  EmailVerifiedSchema,
  InvitationAcceptedSchema,
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
    acceptInvitation: (token) =>
      http.request('connect', 'POST', `/auth/invitations/${encodeURIComponent(token)}/accept`, {
        schema: InvitationAcceptedSchema,
      }),
    updateProfile: (profile) =>
      http.request('connect', 'PUT', '/auth', { body: profile, schema: ProfileAnswerSchema }),
    verifyEmail: (token) =>
      http.request('connect', 'POST', `/auth/verify-email/${encodeURIComponent(token)}`, {
        schema: EmailVerifiedSchema,
      }),
    resendVerification: async () => {
      await http.request('connect', 'POST', '/auth/verify-email')
    },
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
