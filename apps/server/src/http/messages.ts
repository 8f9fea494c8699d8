import type { Lang } from '@vitrine/api/validation'

/**
 * The server's own user-facing texts, in both languages the panel sends in its Language header.
 * Field messages come from the shared schemas instead; these cover what the schemas cannot
 * know (credentials, sessions, limits).
 */
const catalogue = {
  invalidJson: {
    en: 'The request body is not valid JSON.',
    'pt-BR': 'O corpo da requisição não é um JSON válido.',
  },
  unsupportedMediaType: {
    en: 'Send the request body as JSON (Content-Type: application/json).',
    'pt-BR': 'Envie o corpo da requisição em JSON (Content-Type: application/json).',
  },
  payloadTooLarge: {
    en: 'The request body is larger than 1 MB.',
    'pt-BR': 'O corpo da requisição passa de 1 MB.',
  },
  invalidPath: {
    en: 'The address has characters that are not allowed (control characters).',
    'pt-BR': 'O endereço tem caracteres não permitidos (caracteres de controle).',
  },
  routeNotFound: {
    en: 'Route not found: {method} {path}',
    'pt-BR': 'Rota não encontrada: {method} {path}',
  },
  methodNotAllowed: {
    en: 'The method {method} is not allowed on {path}.',
    'pt-BR': 'O método {method} não é permitido em {path}.',
  },
  unauthenticated: {
    en: 'Your session has expired or is not valid. Sign in again.',
    'pt-BR': 'Sua sessão expirou ou não é válida. Entre novamente.',
  },
  apiTokenInvalid: {
    en: 'This API token is not valid: it was revoked, it expired, or whoever created it no longer has access.',
    'pt-BR':
      'Este token de API não é válido: foi revogado, expirou ou quem o criou não tem mais acesso.',
  },
  badCredentials: {
    en: 'Incorrect e-mail or password.',
    'pt-BR': 'E-mail ou senha incorretos.',
  },
  tooManyAttempts: {
    en: 'Too many attempts. Try again in {minutes} {minutes:minute|minutes}.',
    'pt-BR': 'Muitas tentativas. Tente novamente em {minutes} {minutes:minuto|minutos}.',
  },
  emailTaken: {
    en: 'This e-mail is already in use.',
    'pt-BR': 'Este e-mail já está em uso.',
  },
  wrongCurrentPassword: {
    en: 'The current password is incorrect.',
    'pt-BR': 'A senha atual está incorreta.',
  },
  recoveryAccepted: {
    en: 'If this e-mail has an account, we sent it a link to reset the password.',
    'pt-BR': 'Se este e-mail tiver uma conta, enviamos para ele um link para redefinir a senha.',
  },
  recoveryInvalid: {
    en: 'This recovery link is invalid or has expired. Ask for a new one.',
    'pt-BR': 'Este link de recuperação é inválido ou expirou. Peça um novo.',
  },
  verificationInvalid: {
    en: 'This confirmation link is invalid or has expired. Ask for a new one.',
    'pt-BR': 'Este link de confirmação é inválido ou expirou. Peça um novo.',
  },
  emailAlreadyVerified: {
    en: 'This e-mail is already confirmed.',
    'pt-BR': 'Este e-mail já está confirmado.',
  },
  emailNotVerified: {
    en: 'Confirm your e-mail before accepting the invitation.',
    'pt-BR': 'Confirme seu e-mail antes de aceitar o convite.',
  },
  idempotencyKeyRequired: {
    en: 'This operation needs an Idempotency-Key header.',
    'pt-BR': 'Esta operação precisa do cabeçalho Idempotency-Key.',
  },
  idempotencyKeyInvalid: {
    en: 'The Idempotency-Key must have 1 to 255 visible characters.',
    'pt-BR': 'A Idempotency-Key deve ter de 1 a 255 caracteres visíveis.',
  },
  idempotencyKeyReused: {
    en: 'This Idempotency-Key was already used for a different request.',
    'pt-BR': 'Esta Idempotency-Key já foi usada em outro pedido.',
  },
  idempotencyInFlight: {
    en: 'The request with this Idempotency-Key is still being processed. Try again shortly.',
    'pt-BR':
      'O pedido com esta Idempotency-Key ainda está em andamento. Tente de novo em instantes.',
  },
  appNotFound: {
    en: 'Store not found.',
    'pt-BR': 'Loja não encontrada.',
  },
  forbidden: {
    en: 'You need {level} access to {area} to do this.',
    'pt-BR': 'Você precisa de acesso de {level} em {area} para fazer isso.',
  },
  ownerProtected: {
    en: "The store owner's access cannot be changed or removed.",
    'pt-BR': 'O acesso do dono da loja não pode ser alterado nem removido.',
  },
  cannotGrantMore: {
    en: 'You cannot give more access than you have yourself ({areas}).',
    'pt-BR': 'Você não pode dar mais acesso do que você mesmo tem ({areas}).',
  },
  managerNotFound: {
    en: 'Manager not found.',
    'pt-BR': 'Gerente não encontrado.',
  },
  alreadyManager: {
    en: 'This person already has access to the store.',
    'pt-BR': 'Esta pessoa já tem acesso à loja.',
  },
  alreadyInvited: {
    en: 'This address already has a pending invitation. Change it in the list.',
    'pt-BR': 'Este endereço já tem um convite pendente. Altere-o na lista.',
  },
  invitationNotFound: {
    en: 'This invitation no longer exists or has already been used.',
    'pt-BR': 'Este convite não existe mais ou já foi usado.',
  },
  invitationNoLongerGranted: {
    en:
      'Whoever sent this invitation no longer holds the access it grants, so it cannot be ' +
      'accepted. Ask the store for a new invitation.',
    'pt-BR':
      'Quem enviou este convite não tem mais o acesso que ele concede, por isso ele não pode ' +
      'ser aceito. Peça um novo convite à loja.',
  },
  tokenNotFound: {
    en: 'Token not found.',
    'pt-BR': 'Token não encontrado.',
  },
  webhookNotFound: {
    en: 'Webhook not found.',
    'pt-BR': 'Webhook não encontrado.',
  },
  webhookDeliveryNotFound: {
    en: 'Webhook delivery not found.',
    'pt-BR': 'Entrega de webhook não encontrada.',
  },
  webhookTargetRefused: {
    en: 'This address is on a private or local network, which webhooks cannot reach.',
    'pt-BR': 'Este endereço é de uma rede privada ou local, que os webhooks não alcançam.',
  },
  expiryInPast: {
    en: 'Choose today or a later day.',
    'pt-BR': 'Escolha hoje ou um dia posterior.',
  },
  invalidCursor: {
    en: 'This page link is no longer valid. Start again from the first page.',
    'pt-BR': 'Este link de página não é mais válido. Recomece da primeira página.',
  },
  menuNotFound: {
    en: 'There is no menu for the module {module}.',
    'pt-BR': 'Não há menu para o módulo {module}.',
  },
  resellerNotFound: {
    en: 'No reseller answers on this address.',
    'pt-BR': 'Revenda não encontrada.',
  },
  notificationNotFound: {
    en: 'Notification not found.',
    'pt-BR': 'Notificação não encontrada.',
  },
  internal: {
    en: 'Something went wrong on our side. Try again in a moment.',
    'pt-BR': 'Algo deu errado do nosso lado. Tente novamente em instantes.',
  },
} as const satisfies Record<string, Record<Lang, string>>

export type MessageKey = keyof typeof catalogue

/** A server text in `lang`, its placeholders filled (see fillPlaceholders). */
export function t(
  lang: Lang,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return fillPlaceholders(catalogue[key][lang], params)
}

/**
 * Fills `{name}` with a parameter and `{name:one|many}` with the singular or plural word for
 * a count; a placeholder without its parameter stays as written. The import's catalogue uses it too.
 */
export function fillPlaceholders(
  template: string,
  params: Record<string, string | number> = {},
): string {
  return template.replace(
    /\{(\w+)(?::([^|}]*)\|([^}]*))?\}/g,
    (whole, name: string, one?: string, many?: string) => {
      const value = params[name]
      if (value === undefined) return whole
      if (one !== undefined && many !== undefined) return Number(value) === 1 ? one : many
      return String(value)
    },
  )
}
