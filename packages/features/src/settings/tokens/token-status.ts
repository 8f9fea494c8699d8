import type { ApiToken } from '@vitrine/api'

export type TokenStatus = 'active' | 'revoked' | 'expired'

/** Revoked wins over expired: it is what someone did, not what time did. */
export function tokenStatus(
  token: Pick<ApiToken, 'revoked_at' | 'expires_at'>,
  now: Date,
): TokenStatus {
  if (token.revoked_at) return 'revoked'
  if (token.expires_at && Date.parse(token.expires_at) <= now.getTime()) return 'expired'
  return 'active'
}

export const tokenStatusLabels: Record<TokenStatus, string> = {
  active: 'Ativo',
  revoked: 'Revogado',
  expired: 'Expirado',
}

/** How the list shows a secret it no longer has: its first characters, then an ellipsis. */
export function maskedSecret(prefix: string): string {
  return `${prefix}…`
}
