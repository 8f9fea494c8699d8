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
import type { Invitation, Registered, Session, User } from './entities.ts'

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
  /** E-mail confirmation links sent, newest last: the account and the address each proves. */
  verificationTokens: { userId: number; email: string; token: string }[]
}

export const sampleUser: User = {
  id: 1,
  name: 'Marina Costa',
  email: 'marina@lojaaurora.com.br',
  phone: '11987654321',
  profession: 'owner',
  whRole: 'none',
  email_verified: true,
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
    // Marina asked to move her account to a new address; this link confirms it.
    verificationTokens: [
      { userId: sampleUser.id, email: 'contato@lojaaurora.com.br', token: 'confirmar-email' },
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

  const sendVerification = (user: User, email: string) => {
    state.verificationTokens = state.verificationTokens.filter(({ userId }) => userId !== user.id)
    state.verificationTokens.push({ userId: user.id, email, token: `confirmar-${user.id}` })
  }

  /**
   * Holding the link accepts the invitation for a verified account; following it to register
   * with the invited address proves that address (the fixture's version of the server's rule).
   */
  const acceptLink = (
    account: FixtureAccount,
    token: string | undefined,
  ): Pick<Registered, 'joined_app_id' | 'invitation_outcome'> => {
    if (token === undefined) return { joined_app_id: null, invitation_outcome: null }
    const index = state.invitations.findIndex((invitation) => invitation.token === token)
    const invitation = state.invitations[index]
    if (!invitation) return { joined_app_id: null, invitation_outcome: 'not_found' }
    if (invitation.email === account.user.email) account.user.email_verified = true
    if (!account.user.email_verified) {
      return { joined_app_id: null, invitation_outcome: 'email_unverified' }
    }
    state.invitations.splice(index, 1)
    return { joined_app_id: invitation.app_id, invitation_outcome: 'joined' }
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
      const outcome = acceptLink(account, credentials.invitation)
      return { ...session(account.user), ...outcome }
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
        email_verified: false,
      }
      const account = { user, password: registration.password }
      state.accounts.push(account)
      state.currentUserId = user.id
      const outcome = acceptLink(account, registration.invitation)
      if (!account.user.email_verified) sendVerification(user, user.email)
      return { ...session(account.user), ...outcome }
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
    async acceptInvitation(token) {
      const outcome = acceptLink(current(), token)
      if (outcome.joined_app_id !== null) return { app_id: outcome.joined_app_id }
      if (outcome.invitation_outcome === 'email_unverified') {
        throw new ApiError({
          statusCode: 403,
          statusMessage: 'Forbidden',
          message: 'Confirme seu e-mail antes de aceitar o convite.',
        })
      }
      throw new ApiError({
        statusCode: 404,
        statusMessage: 'Not Found',
        message: 'Este convite não existe mais ou já foi usado.',
      })
    },
    async verifyEmail(token) {
      const index = state.verificationTokens.findIndex((sent) => sent.token === token)
      const sent = state.verificationTokens[index]
      const account = sent && state.accounts.find(({ user }) => user.id === sent.userId)
      if (!sent || !account) {
        throw new ApiError({
          statusCode: 400,
          statusMessage: 'Bad Request',
          message: 'Este link de confirmação é inválido ou expirou. Peça um novo.',
        })
      }
      state.verificationTokens.splice(index, 1)
      const changed = account.user.email !== sent.email
      account.user = { ...account.user, email: sent.email, email_verified: true }
      return { email: sent.email, changed }
    },
    async resendVerification() {
      const { user } = current()
      const pending = state.verificationTokens.find(({ userId }) => userId === user.id)
      sendVerification(user, pending?.email ?? user.email)
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
      const { email, ...rest } = profile
      account.user = { ...account.user, ...rest }
      // A new address waits for its confirmation link, as on the server.
      const pending = email !== account.user.email ? email : null
      if (pending) sendVerification(account.user, pending)
      return { user: { ...account.user }, pending_email: pending }
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
