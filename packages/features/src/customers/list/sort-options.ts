import type { CustomerSort } from '@vitrine/api'

/** Every order in words, for the narrow screen's "Ordenar por" (the table has its headers). */
export const SORT_OPTIONS: readonly { value: CustomerSort; label: string }[] = [
  { value: '-created_at', label: 'Cadastro mais recente' },
  { value: 'created_at', label: 'Cadastro mais antigo' },
  { value: 'name', label: 'Nome (A–Z)' },
  { value: '-name', label: 'Nome (Z–A)' },
  { value: '-total_spent', label: 'Maior total gasto' },
  { value: 'total_spent', label: 'Menor total gasto' },
  { value: '-last_purchase_at', label: 'Compra mais recente' },
  { value: 'last_purchase_at', label: 'Compra mais antiga' },
]
