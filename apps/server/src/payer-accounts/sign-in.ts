import { PAYER_CODE_TTL_MINUTES, payerAccountUrl } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { addMs, MINUTE } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { hashToken, looksLikeToken, newToken } from '../identity/secrets.ts'
import type { MailMessage } from '../mail/outbox.ts'
import { payments } from '../payments/schema.ts'
import type { AccountStore } from './store.ts'
import { payerSignInCodes } from './schema.ts'

/** Whether the address paid (or tried to pay) at the store: only then is a link mailed. */
export async function hasPaymentsAt(db: Database, appId: number, email: string): Promise<boolean> {
  const [found] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.appId, appId), eq(payments.customerEmail, email)))
    .limit(1)
  return found !== undefined
}

/** A new one-time code for the address at the store; only its hash is kept. */
export async function createSignInCode(
  db: Database,
  appId: number,
  email: string,
  now: Date,
): Promise<string> {
  const code = newToken()
  await db.insert(payerSignInCodes).values({
    appId,
    email,
    codeHash: hashToken(code),
    createdAt: now,
    expiresAt: addMs(now, PAYER_CODE_TTL_MINUTES * MINUTE),
  })
  return code
}

/**
 * Uses the code up and answers its address, in one statement: of two requests racing with the
 * same link only one gets it. Undefined for a code of another store, used, expired or unknown.
 */
export async function consumeSignInCode(
  db: Database,
  appId: number,
  code: string,
  now: Date,
): Promise<string | undefined> {
  if (!looksLikeToken(code)) return undefined
  const [row] = await db
    .update(payerSignInCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(payerSignInCodes.codeHash, hashToken(code)),
        eq(payerSignInCodes.appId, appId),
        isNull(payerSignInCodes.usedAt),
        gt(payerSignInCodes.expiresAt, now),
      ),
    )
    .returning({ email: payerSignInCodes.email })
  return row?.email
}

export function signInMail(lang: Lang, to: string, store: AccountStore, link: string): MailMessage {
  if (lang === 'pt-BR') {
    return {
      to,
      subject: `Seu link de acesso: ${store.name}`,
      text: [
        'Olá!',
        '',
        `Para ver seus pagamentos em ${store.name}, abra este link em até ${PAYER_CODE_TTL_MINUTES} minutos:`,
        link,
        '',
        'O link só pode ser usado uma vez. Se você não pediu, ignore este e-mail.',
      ].join('\n'),
    }
  }
  return {
    to,
    subject: `Your access link: ${store.name}`,
    text: [
      'Hello!',
      '',
      `To see your payments at ${store.name}, open this link within ${PAYER_CODE_TTL_MINUTES} minutes:`,
      link,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail.',
    ].join('\n'),
  }
}

export const signInLink = (publicUrl: string, store: AccountStore, code: string) =>
  payerAccountUrl(publicUrl, store.slug, code)
