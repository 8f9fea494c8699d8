import type { DataplusColumnType, DataplusFilterOperator, DataplusTriggerEvent } from '@vitrine/api'

/** The column types as the merchant reads them. */
export const TYPE_LABELS: Record<DataplusColumnType, string> = {
  text: 'Texto',
  long_text: 'Texto longo',
  number: 'Número inteiro',
  decimal: 'Número decimal',
  boolean: 'Sim ou não',
  date: 'Data',
  datetime: 'Data e hora',
  image: 'Imagem (endereço)',
  product: 'Produto do catálogo',
  category: 'Categoria do catálogo',
  json: 'JSON',
}

export const OPERATOR_LABELS: Record<DataplusFilterOperator, string> = {
  eq: 'é igual a',
  neq: 'é diferente de',
  contains: 'contém',
  gt: 'é maior que',
  gte: 'é maior ou igual a',
  lt: 'é menor que',
  lte: 'é menor ou igual a',
  empty: 'está vazio',
  not_empty: 'está preenchido',
}

export const EVENT_LABELS: Record<DataplusTriggerEvent, string> = {
  inserted: 'Linha incluída',
  updated: 'Linha alterada',
  removed: 'Linha excluída',
}

const integer = new Intl.NumberFormat('pt-BR')

/** "1 linha", "12 linhas", "mais de 10.000 linhas" (the server stops counting there). */
export function rowsLabel(count: number): string {
  if (count > 10_000) return 'mais de 10.000 linhas'
  return `${integer.format(count)} ${count === 1 ? 'linha' : 'linhas'}`
}

/** A key from a title: lower case without accents, words joined by _ (what the server asks). */
export function keyFromLabel(label: string): string {
  const key = label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 63)
    .replace(/_+$/, '')
  return /^[a-z]/.test(key) ? key : key ? `coluna_${key}`.slice(0, 63) : ''
}
