import {
  CARD_BRAND_NAMES,
  classifyPixKey,
  formatDocument,
  formatMoney,
  type CaptureMode,
  type GatewayEnvironment,
  type GatewayFees,
  type PixKeyType,
  type VoucherBrand,
} from '@vitrine/api'
import { formatPercent } from '../../shared/percent-field.ts'

/** Basis points as people read a rate (shared with the split's rules). */
export { formatPercent }

/** A gateway's fees in one line: "3,99% + R$ 0,30", "R$ 3,49", "Sem taxa". */
export function formatFees({ percent_bps, fixed_cents }: GatewayFees): string {
  const parts = [
    ...(percent_bps > 0 ? [formatPercent(percent_bps)] : []),
    ...(fixed_cents > 0 ? [formatMoney(fixed_cents)] : []),
  ]
  return parts.length > 0 ? parts.join(' + ') : 'Sem taxa'
}

export const environmentLabels: Record<GatewayEnvironment, string> = {
  sandbox: 'Sandbox',
  production: 'Produção',
}

export const providerLabels = { sandbox: 'Sandbox (testes)' } as const

export const captureTexts: Record<CaptureMode, { label: string; description: string }> = {
  automatic: {
    label: 'Captura automática',
    description: 'O valor é cobrado assim que o banco do cliente aprova a compra.',
  },
  pre_authorize: {
    label: 'Pré-autorização',
    description:
      'O valor fica reservado no cartão e só é cobrado quando você captura o pagamento, por exemplo depois de confirmar o estoque.',
  },
}

export const voucherBrandNames: Record<VoucherBrand, string> = {
  alelo: 'Alelo',
  pluxee: 'Pluxee',
  ticket: 'Ticket',
  vr: 'VR',
  ben: 'Ben',
  caju: 'Caju',
}

export const cardBrandNames = CARD_BRAND_NAMES

export const pixKeyKindLabels: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Celular',
  evp: 'Chave aleatória',
}

/** A stored pix key as people write it: CPF and CNPJ punctuated, a phone grouped. */
export function formatPixKey(key: string): { kind: string | null; text: string } {
  const result = classifyPixKey(key)
  if (!result.ok) return { kind: null, text: key }
  const { type, normalized } = result
  if (type === 'cpf' || type === 'cnpj') {
    return { kind: pixKeyKindLabels[type], text: formatDocument(normalized) }
  }
  if (type === 'phone') {
    const local = normalized.slice(5)
    const split = local.length - 4
    const text = `+55 (${normalized.slice(3, 5)}) ${local.slice(0, split)}-${local.slice(split)}`
    return { kind: pixKeyKindLabels.phone, text }
  }
  return { kind: pixKeyKindLabels[type], text: normalized }
}

/** The credential fields' names ("api_key" → "Chave de API"); unknown ones show as they are. */
export const credentialLabels: Record<string, string> = { api_key: 'Chave de API' }

/** 60 → "1 hora", 90 → "1 h 30 min", 1440 → "1 dia", 30 → "30 minutos". */
export function formatMinutes(minutes: number): string {
  const plural = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`
  if (minutes % 1440 === 0) return plural(minutes / 1440, 'dia', 'dias')
  if (minutes % 60 === 0) return plural(minutes / 60, 'hora', 'horas')
  if (minutes < 60) return plural(minutes, 'minuto', 'minutos')
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}
