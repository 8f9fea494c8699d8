import type { Lang } from '@vitrine/api/validation'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { addMs, HOUR } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { recoveryTokens } from './schema.ts'
import type { MailMessage } from '../mail/outbox.ts'
import { hashToken, looksLikeToken, newToken } from '../identity/secrets.ts'

/** A recovery link is valid for one hour and one use. */
export const RECOVERY_TTL_MS = HOUR

export async function createRecoveryToken(
  db: Database,
  userId: number,
  now: Date,
): Promise<string> {
  const token = newToken()
  await db.insert(recoveryTokens).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: addMs(now, RECOVERY_TTL_MS),
  })
  return token
}

/**
 * Marks the token used and answers its user, in one statement: of two requests racing with the
 * same link, only one gets a user back.
 */
export async function consumeRecoveryToken(
  db: Database,
  token: string,
  now: Date,
): Promise<number | undefined> {
  if (!looksLikeToken(token)) return undefined
  const [row] = await db
    .update(recoveryTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryTokens.tokenHash, hashToken(token)),
        isNull(recoveryTokens.usedAt),
        gt(recoveryTokens.expiresAt, now),
      ),
    )
    .returning({ userId: recoveryTokens.userId })
  return row?.userId
}

/** Once the password is reset, older links sent to the same person stop working too. */
export async function retireRecoveryTokens(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(recoveryTokens)
    .set({ usedAt: now })
    .where(and(eq(recoveryTokens.userId, userId), isNull(recoveryTokens.usedAt)))
}

/** The panel's page for a recovery link (specification section 2: /auth/recovery/{token}). */
export function recoveryLink(publicUrl: string, token: string): string {
  return `${publicUrl}/auth/recovery/${token}`
}

export function recoveryMail(lang: Lang, to: string, name: string, link: string): MailMessage {
  if (lang === 'pt-BR') {
    return {
      to,
      subject: 'Redefinição de senha da Vitrine',
      text: [
        `Olá, ${name}.`,
        '',
        'Recebemos um pedido para redefinir a senha da sua conta na Vitrine.',
        `Para escolher uma nova senha, abra este link em até 1 hora:`,
        link,
        '',
        'Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.',
      ].join('\n'),
    }
  }
  return {
    to,
    subject: 'Reset your Vitrine password',
    text: [
      `Hello, ${name}.`,
      '',
      'We received a request to reset the password of your Vitrine account.',
      'To choose a new password, open this link within 1 hour:',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays the same.',
    ].join('\n'),
  }
}
