import type { Lang } from '@vitrine/api/validation'
import type { MailMessage } from '../mail/outbox.ts'

/*
 * Notices sent to the address an account had before a change: if someone else made it (a
 * session left open, a guessed password), the owner hears of it where the intruder cannot hide it.
 */

const NOT_YOU = {
  'pt-BR':
    'Se não foi você, redefina sua senha pelo link "Esqueci minha senha" e fale com o suporte.',
  en: 'If this was not you, reset your password with "Forgot my password" and contact support.',
}

export function emailChangedMail(
  lang: Lang,
  oldEmail: string,
  name: string,
  newEmail: string,
): MailMessage {
  if (lang === 'pt-BR') {
    return {
      to: oldEmail,
      subject: 'O e-mail da sua conta na Vitrine foi alterado',
      text: [
        `Olá, ${name}.`,
        '',
        `O e-mail de acesso da sua conta na Vitrine foi alterado para ${newEmail}.`,
        NOT_YOU['pt-BR'],
      ].join('\n'),
    }
  }
  return {
    to: oldEmail,
    subject: 'The e-mail of your Vitrine account was changed',
    text: [
      `Hello, ${name}.`,
      '',
      `The sign-in e-mail of your Vitrine account was changed to ${newEmail}.`,
      NOT_YOU.en,
    ].join('\n'),
  }
}

export function passwordChangedMail(lang: Lang, to: string, name: string): MailMessage {
  if (lang === 'pt-BR') {
    return {
      to,
      subject: 'A senha da sua conta na Vitrine foi alterada',
      text: [
        `Olá, ${name}.`,
        '',
        'A senha da sua conta na Vitrine foi alterada e as outras sessões foram encerradas.',
        NOT_YOU['pt-BR'],
      ].join('\n'),
    }
  }
  return {
    to,
    subject: 'The password of your Vitrine account was changed',
    text: [
      `Hello, ${name}.`,
      '',
      'The password of your Vitrine account was changed and your other sessions were ended.',
      NOT_YOU.en,
    ].join('\n'),
  }
}

/** The confirmation link: at sign-up for the account's address, or for a new address. */
export function verifyEmailMail(
  lang: Lang,
  mail: { to: string; name: string; link: string; change: boolean },
): MailMessage {
  if (lang === 'pt-BR') {
    return {
      to: mail.to,
      subject: 'Confirme seu e-mail na Vitrine',
      text: [
        `Olá, ${mail.name}.`,
        '',
        mail.change
          ? 'Você pediu para usar este endereço na sua conta da Vitrine. Ele passa a valer quando você confirmar:'
          : 'Confirme que este e-mail é seu para aceitar convites de lojas na Vitrine:',
        mail.link,
        '',
        'O link vale por 2 dias. Se você não fez esse pedido, ignore este e-mail.',
      ].join('\n'),
    }
  }
  return {
    to: mail.to,
    subject: 'Confirm your e-mail on Vitrine',
    text: [
      `Hello, ${mail.name}.`,
      '',
      mail.change
        ? 'You asked to use this address on your Vitrine account. It takes effect once you confirm:'
        : 'Confirm this e-mail is yours to accept invitations from stores on Vitrine:',
      mail.link,
      '',
      'The link is valid for 2 days. If you did not ask for this, ignore this e-mail.',
    ].join('\n'),
  }
}
