/*
 * The sellers' CSV columns and the header names each accepts: Portuguese with or without
 * accents (compared without case, accents, spaces, hyphens and underscores) and English
 * aliases. The first name is the one the sample file and the messages use.
 */

export const SELLER_CSV_COLUMNS = [
  { field: 'name', headers: ['nome', 'razao_social', 'nome_completo', 'name'] },
  { field: 'document', headers: ['documento', 'cpf_cnpj', 'cpf/cnpj', 'cpf', 'cnpj', 'document'] },
  { field: 'email', headers: ['email', 'e-mail'] },
  {
    field: 'payout_kind',
    headers: [
      'tipo_recebimento',
      'tipo de recebimento',
      'recebimento',
      'forma de recebimento',
      'payout',
      'payout_kind',
    ],
  },
  {
    field: 'bank_code',
    headers: ['banco', 'codigo_banco', 'codigo do banco', 'bank', 'bank_code'],
  },
  { field: 'agency', headers: ['agencia', 'agency', 'branch'] },
  {
    field: 'agency_digit',
    headers: ['digito_agencia', 'digito da agencia', 'agency_digit', 'branch_digit'],
  },
  { field: 'account', headers: ['conta', 'numero_conta', 'account'] },
  {
    field: 'account_digit',
    headers: ['digito', 'digito_conta', 'digito da conta', 'account_digit'],
  },
  { field: 'account_type', headers: ['tipo_conta', 'tipo de conta', 'account_type'] },
  { field: 'pix_key', headers: ['chave_pix', 'pix', 'pix_key'] },
  /** Read and left alone: a key's kind is told from the key itself (payments/pix/keys.ts). */
  {
    field: 'pix_key_type',
    headers: ['tipo_chave', 'tipo de chave', 'tipo_chave_pix', 'pix_key_type'],
  },
  {
    field: 'provider_account',
    headers: ['conta_provedor', 'conta no provedor', 'provider_account'],
  },
] as const

export type SellerCsvField = (typeof SELLER_CSV_COLUMNS)[number]['field']

/** Columns every file needs: without them no row can be a seller. */
export const REQUIRED_FIELDS = ['name', 'document', 'email'] as const satisfies SellerCsvField[]

/** The columns each way of receiving needs (digito_agencia and tipo_conta may be left out). */
export const PAYOUT_FIELDS = {
  bank_account: ['bank_code', 'agency', 'account', 'account_digit'],
  pix: ['pix_key'],
} as const satisfies Record<string, SellerCsvField[]>

/** Header names compared without case, accents, spaces, hyphens or underscores. */
export const headerKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '')

const FIELD_BY_HEADER = new Map<string, SellerCsvField>(
  SELLER_CSV_COLUMNS.flatMap((column) =>
    column.headers.map((header) => [headerKey(header), column.field] as const),
  ),
)

/** The field a header name fills, or null for a column we do not know. */
export const fieldOfHeader = (name: string): SellerCsvField | null =>
  FIELD_BY_HEADER.get(headerKey(name)) ?? null

/** The name the sample file gives a field's column, the one messages use. */
export function mainHeader(field: SellerCsvField): string {
  return SELLER_CSV_COLUMNS.find((column) => column.field === field)!.headers[0]
}

/** The CSV field an issue's path points at ("payout.agency" → agency). */
export function fieldOfPath(path: string | null): SellerCsvField | null {
  if (path === null) return null
  const [head, leaf] = path.split('.')
  if (head === 'payout')
    return leaf === 'kind' || leaf === undefined ? 'payout_kind' : fieldOf(leaf)
  return fieldOf(head ?? '')
}

const fieldOf = (name: string): SellerCsvField | null =>
  SELLER_CSV_COLUMNS.some((column) => column.field === name) ? (name as SellerCsvField) : null
