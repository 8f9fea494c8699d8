import * as v from 'valibot'
import { requireOne, queryInt } from '../validation/index.ts'
import { STATES } from './contact.ts'
import {
  addressesField,
  birthDateField,
  customerEmailField,
  customerLabels,
  customerNameField,
  CustomerAddressSchema,
  customerPhoneField,
  documentField,
  notesField,
  tagsField,
} from './fields.ts'

/**
 * What the panel sends to create or replace a customer (and what each imported row becomes).
 * A customer needs a name and an e-mail or a document: those are how imports find them again.
 */
export const CustomerInputSchema = v.pipe(
  v.object({
    name: customerNameField,
    email: customerEmailField,
    document: documentField,
    phone: customerPhoneField,
    birth_date: birthDateField,
    addresses: addressesField,
    tags: tagsField,
    notes: notesField,
    marketing_consent: v.optional(v.boolean(), false),
  }),
  requireOne(['email', 'document'], {
    labels: { email: customerLabels.email, document: customerLabels.document },
  }),
)
export type CustomerInput = v.InferInput<typeof CustomerInputSchema>
export type CustomerValues = v.InferOutput<typeof CustomerInputSchema>

/** A customer as the server answers it. Money in centavos; times ISO 8601. */
export const CustomerSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.nullable(v.string()),
  document: v.nullable(v.string()),
  document_kind: v.nullable(v.picklist(['cpf', 'cnpj'])),
  phone: v.nullable(v.string()),
  birth_date: v.nullable(v.string()),
  addresses: v.array(CustomerAddressSchema),
  tags: v.array(v.string()),
  notes: v.string(),
  marketing_consent: v.boolean(),
  /** Kept by the payments and recurrence areas: zero until those exist. */
  purchases_count: v.number(),
  subscriptions_count: v.number(),
  total_spent: v.number(),
  last_purchase_at: v.nullable(v.string()),
  created_at: v.string(),
  updated_at: v.string(),
})
export type Customer = v.InferOutput<typeof CustomerSchema>

export const CUSTOMER_SORTS = [
  '-created_at',
  'created_at',
  'name',
  '-name',
  '-total_spent',
  'total_spent',
  '-last_purchase_at',
  'last_purchase_at',
] as const
export type CustomerSort = (typeof CUSTOMER_SORTS)[number]
export const DEFAULT_CUSTOMER_SORT: CustomerSort = '-created_at'
export const CUSTOMER_PAGE_SIZE = 50

const isoDate = v.pipe(v.string(), v.isoDate())
/**
 * List filters (query string). `q` matches the start of any word of the name, the start of
 * the e-mail, or (when it has digits) the start of the document or the phone.
 */
export const CustomerQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  tag: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(40))),
  /** Inclusive days (YYYY-MM-DD) in the store's time zone (America/Sao_Paulo). */
  created_from: v.optional(isoDate),
  created_to: v.optional(isoDate),
  has_purchases: v.optional(
    v.pipe(
      v.union([v.picklist(['true', 'false']), v.boolean()]),
      v.transform((value) => value === true || value === 'true'),
    ),
  ),
  sort: v.optional(v.picklist(CUSTOMER_SORTS)),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(300))),
  limit: v.optional(queryInt(1, 100)),
})
export type CustomerQuery = {
  q?: string
  tag?: string
  created_from?: string
  created_to?: string
  has_purchases?: boolean
  sort?: CustomerSort
  cursor?: string
  limit?: number
}
/** The filters of a list, without the page position (for swr keys and the export). */
export type CustomerFilters = Omit<CustomerQuery, 'cursor' | 'limit'>

/** One page of customers in a stable order; `next_cursor` continues after its last row. */
export const CustomerPageSchema = v.object({
  items: v.array(CustomerSchema),
  next_cursor: v.nullable(v.string()),
})
export type CustomerPage = v.InferOutput<typeof CustomerPageSchema>

/** The store's tags with how many customers carry each, most used first. */
export const CustomerTagsSchema = v.array(v.object({ tag: v.string(), count: v.number() }))
export type CustomerTag = v.InferOutput<typeof CustomerTagsSchema>[number]

/** An address found by postal code (ViaCEP's answer, in our field names). */
export const PostalAddressSchema = v.object({
  postal_code: v.string(),
  street: v.string(),
  complement: v.string(),
  district: v.string(),
  city: v.string(),
  state: v.picklist(STATES),
})
export type PostalAddress = v.InferOutput<typeof PostalAddressSchema>

/* ----------------------------------------------------------------------------------------- */
/* CSV import and export                                                                     */
/* ----------------------------------------------------------------------------------------- */

/** The largest CSV file the import takes. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024
/** Rows written per transaction: a batch with a bad row writes nothing. */
export const IMPORT_BATCH_SIZE = 500
/** Row errors listed in a report (the total is always given). */
export const IMPORT_ERRORS_LISTED = 500

/** One problem in the file: a row (1 = the first data row, after the header) and a column. */
export const ImportIssueSchema = v.object({
  /** The line in the file (the header is line 1); null for the file as a whole. */
  line: v.nullable(v.number()),
  /** The column as written in the file's header; null for the row or file as a whole. */
  column: v.nullable(v.string()),
  message: v.string(),
})
export type ImportIssue = v.InferOutput<typeof ImportIssueSchema>

export const ImportReportSchema = v.object({
  /** The committed import (to undo it); null for a dry run. */
  import_id: v.nullable(v.number()),
  dry_run: v.boolean(),
  encoding: v.picklist(['utf-8', 'latin1']),
  separator: v.picklist([',', ';']),
  /** Header columns we do not know (each row's value in them is reported as an error). */
  unknown_columns: v.array(v.string()),
  /** Columns computed by the system (from an export): read and left alone. */
  ignored_columns: v.array(v.string()),
  total_rows: v.number(),
  /** For a dry run: what a commit would do. */
  created: v.number(),
  updated: v.number(),
  /** Rows equal to the customer already stored. */
  skipped: v.number(),
  /** Rows not written: invalid ones, and on commit every row of a batch with an invalid row. */
  failed: v.number(),
  errors_total: v.number(),
  errors: v.array(ImportIssueSchema),
})
export type ImportReport = v.InferOutput<typeof ImportReportSchema>

/** The import's streamed answer: progress lines, then the report (or an error). */
export const ImportEventSchema = v.variant('type', [
  v.object({
    type: v.literal('progress'),
    phase: v.picklist(['read', 'check', 'write']),
    done: v.number(),
    total: v.number(),
  }),
  v.object({ type: v.literal('report'), report: ImportReportSchema }),
  v.object({
    type: v.literal('error'),
    error: v.object({
      statusCode: v.number(),
      statusMessage: v.string(),
      message: v.string(),
      data: v.optional(v.unknown()),
    }),
  }),
])
export type ImportEvent = v.InferOutput<typeof ImportEventSchema>
export type ImportProgress = Extract<ImportEvent, { type: 'progress' }>

/** A committed import in the store's history. */
export const CustomerImportSchema = v.object({
  id: v.number(),
  file_name: v.string(),
  actor_name: v.string(),
  created_at: v.string(),
  total_rows: v.number(),
  created: v.number(),
  updated: v.number(),
  skipped: v.number(),
  failed: v.number(),
  undone_at: v.nullable(v.string()),
})
export type CustomerImport = v.InferOutput<typeof CustomerImportSchema>

export const UndoImportResultSchema = v.object({ deleted: v.number(), restored: v.number() })
export type UndoImportResult = v.InferOutput<typeof UndoImportResultSchema>

/**
 * The CSV columns, in export order, with the header names the import also accepts (first is
 * the one written). `read_only` columns come from the system: an export can be imported back,
 * and they are ignored. Addresses: the first address only (the primary one).
 */
export const CSV_COLUMNS = [
  { field: 'id', headers: ['id'], read_only: true },
  { field: 'name', headers: ['nome', 'name', 'nome completo'] },
  { field: 'email', headers: ['email', 'e-mail'] },
  { field: 'document', headers: ['documento', 'cpf/cnpj', 'cpf', 'cnpj', 'document'] },
  { field: 'phone', headers: ['telefone', 'celular', 'phone'] },
  { field: 'birth_date', headers: ['data_nascimento', 'data de nascimento', 'birth_date'] },
  { field: 'postal_code', headers: ['cep', 'postal_code'] },
  { field: 'street', headers: ['logradouro', 'endereco', 'endereço', 'rua', 'street'] },
  { field: 'number', headers: ['numero', 'número', 'number'] },
  { field: 'complement', headers: ['complemento', 'complement'] },
  { field: 'district', headers: ['bairro', 'district'] },
  { field: 'city', headers: ['cidade', 'city'] },
  { field: 'state', headers: ['uf', 'estado', 'state'] },
  { field: 'tags', headers: ['etiquetas', 'tags'] },
  { field: 'notes', headers: ['observacoes', 'observações', 'notes'] },
  { field: 'marketing_consent', headers: ['aceita_marketing', 'marketing_consent'] },
  { field: 'purchases_count', headers: ['compras', 'purchases_count'], read_only: true },
  { field: 'total_spent', headers: ['total_gasto', 'total_spent'], read_only: true },
  { field: 'last_purchase_at', headers: ['ultima_compra', 'last_purchase_at'], read_only: true },
  { field: 'created_at', headers: ['criado_em', 'created_at'], read_only: true },
  { field: 'updated_at', headers: ['atualizado_em', 'updated_at'], read_only: true },
] as const satisfies readonly { field: string; headers: readonly string[]; read_only?: true }[]
