import type { CheckoutTrustBadge } from '@vitrine/api'

/** The trust badges as the payer reads them: short, true of every Vitrine checkout. */
export const TRUST_BADGE_TEXTS: Record<CheckoutTrustBadge, { title: string; text: string }> = {
  secure: { title: 'Pagamento seguro', text: 'Conexão criptografada de ponta a ponta.' },
  privacy: { title: 'Dados protegidos', text: 'Seus dados são tratados conforme a LGPD.' },
  guarantee: { title: 'Compra garantida', text: 'Você recebe o comprovante na hora.' },
  support: { title: 'Atendimento', text: 'Fale com a loja sempre que precisar.' },
}
