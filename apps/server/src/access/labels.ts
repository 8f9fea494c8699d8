import type { Area, Level, Role } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'

/** Area names as the panel's menu shows them, for the server's messages. */
const AREA_LABELS: Record<Area, Record<Lang, string>> = {
  layout: { en: 'Layout', 'pt-BR': 'Layout' },
  ecommerce: { en: 'E-commerce', 'pt-BR': 'E-commerce' },
  checkout: { en: 'Checkout', 'pt-BR': 'Checkout' },
  payments: { en: 'Payments', 'pt-BR': 'Pagamentos' },
  recurrence: { en: 'Recurrence', 'pt-BR': 'Recorrência' },
  customers: { en: 'Customers', 'pt-BR': 'Clientes' },
  settings: { en: 'Settings', 'pt-BR': 'Configurações' },
}

const LEVEL_LABELS: Record<Level, Record<Lang, string>> = {
  none: { en: 'no', 'pt-BR': 'nenhum' },
  read: { en: 'read', 'pt-BR': 'leitura' },
  write: { en: 'write', 'pt-BR': 'escrita' },
}

export function areaLabel(lang: Lang, area: Area): string {
  return AREA_LABELS[area][lang]
}

export function levelLabel(lang: Lang, level: Level): string {
  return LEVEL_LABELS[level][lang]
}

const ROLE_LABELS: Record<Role, Record<Lang, string>> = {
  __seller: { en: 'seller role', 'pt-BR': 'papel de vendedor' },
  __wallet: { en: 'wallet role', 'pt-BR': 'papel de carteira' },
}

export function roleLabel(lang: Lang, role: Role): string {
  return ROLE_LABELS[role][lang]
}
