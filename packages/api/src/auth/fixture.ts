import { ApiError } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import type { AuthApi } from './api.ts'
import {
  CredentialsSchema,
  PasswordChangeSchema,
  PasswordResetSchema,
  ProfileUpdateSchema,
  RecoveryRequestSchema,
  RegistrationSchema,
} from './forms/index.ts'
import type { Invitation, Session, User } from './entities.ts'

export interface FixtureAccount {
  user: User
  password: string
}

/** The in-memory accounts of a fixture adapter; one per adapter, never shared. */
export interface AuthFixtureState {
  accounts: FixtureAccount[]
  /** The signed-in account's id, or null. */
  currentUserId: number | null
  /** Recovery tokens issued, newest last (what the outbox would have sent). */
  recoveryTokens: { email: string; token: string }[]
  /** Pending invitations, by the token of their e-mail link. */
  invitations: (Invitation & { token: string })[]
}

export const sampleUser: User = {
  id: 1,
  name: 'Marina Costa',
  email: 'marina@lojaaurora.com.br',
  phone: '11987654321',
  profession: 'owner',
  whRole: 'none',
}

export const SAMPLE_PASSWORD = 'aurora2026'

export function sampleAuthState(): AuthFixtureState {
  return {
    accounts: [{ user: { ...sampleUser }, password: SAMPLE_PASSWORD }],
    currentUserId: sampleUser.id,
    recoveryTokens: [],
    invitations: [
      {
        token: 'convite-joana',
        email: 'joana@exemplo.com.br',
        app_id: 101,
        app_name: 'Loja Aurora',
        invited_by: sampleUser.name,
        has_account: false,
      },
    ],
  }
}

const unauthorized = (message: string) =>
  new ApiError({ statusCode: 401, statusMessage: 'Unauthorized', message })

export function createAuthFixture(state: AuthFixtureState, lang: 'en' | 'pt-BR'): AuthApi {
  const current = (): FixtureAccount => {
    const account = state.accounts.find(({ user }) => user.id === state.currentUserId)
    if (!account) throw unauthorized('Sua sessão expirou. Entre novamente.')
    return account
  }
  const session = (user: User): Session => ({
    token: `fixture-token-${user.id}`,
    user: { ...user },
  })
  const emailTaken = () =>
    new ApiError({
      statusCode: 409,
      statusMessage: 'Conflict',
      message: 'Este e-mail já está cadastrado.',
      data: { fields: { email: 'Este e-mail já está cadastrado.' } },
    })
  const wrongCurrentPassword = () =>
    new ApiError({
      statusCode: 400,
      statusMessage: 'Bad Request',
      message: 'A senha atual não confere.',
      data: { fields: { current_password: 'A senha atual não confere.' } },
    })

  /** Holding the link accepts the invitation (the fixture's version of the server's rule). */
  const acceptLink = (token: string | undefined): number | null => {
    const index = state.invitations.findIndex((invitation) => invitation.token === token)
    const [invitation] = index >= 0 ? state.invitations.splice(index, 1) : []
    return invitation?.app_id ?? null
  }

  return {
    async me() {
      return session(current().user)
    },
    async login(body) {
      const credentials = parseBody(CredentialsSchema, body, lang)
      const account = state.accounts.find(({ user }) => user.email === credentials.email)
      if (!account || account.password !== credentials.password) {
        throw unauthorized('E-mail ou senha incorretos.')
      }
      state.currentUserId = account.user.id
      return { ...session(account.user), joined_app_id: acceptLink(credentials.invitation) }
    },
    async register(body) {
      const registration = parseBody(RegistrationSchema, body, lang)
      if (state.accounts.some(({ user }) => user.email === registration.email)) throw emailTaken()
      const user: User = {
        id: Math.max(0, ...state.accounts.map(({ user }) => user.id)) + 1,
        name: registration.name,
        email: registration.email,
        phone: registration.phone,
        profession: registration.profession,
        whRole: 'none',
      }
      state.accounts.push({ user, password: registration.password })
      state.currentUserId = user.id
      return { ...session(user), joined_app_id: acceptLink(registration.invitation) }
    },
    async invitation(token) {
      const found = state.invitations.find((invitation) => invitation.token === token)
      if (!found) {
        throw new ApiError({
          statusCode: 404,
          statusMessage: 'Not Found',
          message: 'Este convite não existe mais ou já foi usado.',
        })
      }
      const { token: _token, ...invitation } = found
      return invitation
    },
    async updateProfile(body) {
      const { current_password: currentPassword, ...profile } = parseBody(
        ProfileUpdateSchema,
        body,
        lang,
      )
      const account = current()
      if (profile.email !== account.user.email && currentPassword !== account.password) {
        throw wrongCurrentPassword()
      }
      if (
        state.accounts.some(({ user }) => user.email === profile.email && user !== account.user)
      ) {
        throw emailTaken()
      }
      account.user = { ...account.user, ...profile }
      return { ...account.user }
    },
    async changePassword(body) {
      const change = parseBody(PasswordChangeSchema, body, lang)
      const account = current()
      if (account.password !== change.current_password) throw wrongCurrentPassword()
      account.password = change.password
      return session(account.user)
    },
    async requestRecovery(body) {
      const { email } = parseBody(RecoveryRequestSchema, body, lang)
      if (state.accounts.some(({ user }) => user.email === email)) {
        state.recoveryTokens.push({ email, token: `recovery-${state.recoveryTokens.length + 1}` })
      }
    },
    async resetPassword(token, body) {
      const reset = parseBody(PasswordResetSchema, body, lang)
      const index = state.recoveryTokens.findIndex((issued) => issued.token === token)
      const issued = state.recoveryTokens[index]
      const account = issued && state.accounts.find(({ user }) => user.email === issued.email)
      if (!account) {
        throw new ApiError({
          statusCode: 400,
          statusMessage: 'Bad Request',
          message: 'Este link de recuperação é inválido ou expirou. Peça um novo.',
        })
      }
      account.password = reset.password
      state.recoveryTokens.splice(index, 1)
    },
    async logout() {
      state.currentUserId = null
    },
  }
}
