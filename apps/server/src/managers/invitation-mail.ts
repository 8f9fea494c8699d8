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
  storeName: string
  inviterName: string
  link: string
  expiresAt: Date
}

/** To an address with no account: create one through the link and join the store. */
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
        'Para aceitar, crie sua conta por este link:',
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
      'To accept, create your account through this link:',
      mail.link,
      '',
      `The invitation is valid until ${until}. If you did not expect this e-mail, ignore it.`,
    ].join('\n'),
  }
}

export interface AccessGrantedMail {
  to: string
  name: string
  storeName: string
  inviterName: string
  link: string
}

/** To someone who already has an account: they were added at once. */
export function accessGrantedMail(lang: Lang, mail: AccessGrantedMail): MailMessage {
  if (lang === 'pt-BR') {
    return {
      to: mail.to,
      subject: `Você agora tem acesso à loja ${mail.storeName} na Vitrine`,
      text: [
        `Olá, ${mail.name}.`,
        '',
        `${mail.inviterName} deu a você acesso à loja ${mail.storeName} na Vitrine.`,
        `Ela já aparece na sua lista de lojas: ${mail.link}`,
      ].join('\n'),
    }
  }
  return {
    to: mail.to,
    subject: `You now have access to the store ${mail.storeName} on Vitrine`,
    text: [
      `Hello, ${mail.name}.`,
      '',
      `${mail.inviterName} gave you access to the store ${mail.storeName} on Vitrine.`,
      `It is already in your list of stores: ${mail.link}`,
    ].join('\n'),
  }
}
