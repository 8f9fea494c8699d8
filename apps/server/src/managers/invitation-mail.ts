import type { Lang } from '@vitrine/api/validation'
import type { MailMessage } from '../mail/outbox.ts'
import { STORE_TIME_ZONE } from '../time/store-time.ts'

/** The panel's sign-up page; the token makes registering join the app. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/auth/register?invitation=${token}`
}

function longDate(lang: Lang, date: Date): string {
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'long',
    timeZone: STORE_TIME_ZONE,
  }).format(date)
}

export interface InvitationMail {
  to: string
  /** The address already has an account: sign in through the link rather than register. */
  hasAccount: boolean
  storeName: string
  inviterName: string
  link: string
  expiresAt: Date
}

/** Join the store through the link: by creating an account, or signing in to the existing one. */
export function invitationMail(lang: Lang, mail: InvitationMail): MailMessage {
  const until = longDate(lang, mail.expiresAt)
  if (lang === 'pt-BR') {
    return {
      to: mail.to,
      subject: `Convite para gerenciar a loja ${mail.storeName} na Vitrine`,
      text: [
        'Olá!',
        '',
        `${mail.inviterName} convidou você para ajudar a gerenciar a loja ${mail.storeName} na Vitrine.`,
        mail.hasAccount
          ? 'Para aceitar, abra este link e entre com a sua conta da Vitrine:'
          : 'Para aceitar, crie sua conta por este link:',
        mail.link,
        '',
        `O convite vale até ${until}. Se você não esperava este e-mail, pode ignorá-lo.`,
      ].join('\n'),
    }
  }
  return {
    to: mail.to,
    subject: `Invitation to manage the store ${mail.storeName} on Vitrine`,
    text: [
      'Hello!',
      '',
      `${mail.inviterName} invited you to help manage the store ${mail.storeName} on Vitrine.`,
      mail.hasAccount
        ? 'To accept, open this link and sign in with your Vitrine account:'
        : 'To accept, create your account through this link:',
      mail.link,
      '',
      `The invitation is valid until ${until}. If you did not expect this e-mail, ignore it.`,
    ].join('\n'),
  }
}
