import { ApiError } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import type { AuditEntry } from '../audit/schema.ts'
import type { CustomersApi } from './api.ts'
import { CSV_BOM, csvHeaderLine, customerCsvLine, parseImport } from './csv.ts'
import {
  CUSTOMER_PAGE_SIZE,
  CustomerInputSchema,
  IMPORT_ERRORS_LISTED,
  DEFAULT_CUSTOMER_SORT,
  type Customer,
  type CustomerImport,
  type CustomerQuery,
  type PostalAddress,
} from './schema.ts'

export interface CustomersFixtureState {
  customers: Customer[]
  imports: CustomerImport[]
  /** The audit entries of customers (the detail's activity timeline). */
  activity: AuditEntry[]
  /** Postal codes the fixture knows; any other reads as not found. */
  postalCodes: Record<string, PostalAddress>
}

const customer = (
  id: number,
  fields: Partial<Customer> & Pick<Customer, 'name' | 'created_at'>,
): Customer => ({
  id,
  email: null,
  document: null,
  document_kind: null,
  phone: null,
  birth_date: null,
  addresses: [],
  tags: [],
  notes: '',
  marketing_consent: false,
  purchases_count: 0,
  subscriptions_count: 0,
  total_spent: 0,
  last_purchase_at: null,
  updated_at: fields.created_at,
  ...fields,
})

export const sampleCustomers: Customer[] = [
  customer(1, {
    name: 'Ana Beatriz Souza',
    email: 'ana.souza@exemplo.com.br',
    document: '29537995593',
    document_kind: 'cpf',
    phone: '11987654321',
    birth_date: '1990-04-12',
    addresses: [
      {
        label: 'Casa',
        postal_code: '01310100',
        street: 'Avenida Paulista',
        number: '1578',
        complement: 'Apto 42',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    ],
    tags: ['vip', 'newsletter'],
    notes: 'Prefere entrega pela manhã.',
    marketing_consent: true,
    purchases_count: 7,
    total_spent: 184_790,
    last_purchase_at: '2026-11-18T14:20:00.000Z',
    created_at: '2026-03-02T12:00:00.000Z',
    updated_at: '2026-11-18T14:20:00.000Z',
  }),
  customer(2, {
    name: 'Bruno Henrique Lima',
    email: 'bruno.lima@exemplo.com.br',
    document: '28001238938',
    document_kind: 'cpf',
    phone: '21998761234',
    tags: ['atacado'],
    purchases_count: 2,
    total_spent: 45_900,
    last_purchase_at: '2026-10-30T18:05:00.000Z',
    created_at: '2026-05-14T15:30:00.000Z',
  }),
  customer(3, {
    name: 'Comercial Aurora Ltda',
    email: 'compras@aurora.com.br',
    document: '12ABC34501DE35',
    document_kind: 'cnpj',
    phone: '1134567890',
    tags: ['atacado', 'b2b'],
    created_at: '2026-08-01T09:00:00.000Z',
  }),
  customer(4, {
    name: 'Débora Nascimento',
    email: 'debora.n@exemplo.com',
    tags: ['newsletter'],
    marketing_consent: true,
    created_at: '2026-11-10T20:45:00.000Z',
  }),
  customer(5, {
    name: 'Eduardo Pires',
    document: '40364478829',
    document_kind: 'cpf',
    phone: '31987001122',
    created_at: '2026-11-20T11:10:00.000Z',
  }),
]

const samplePostalCodes: Record<string, PostalAddress> = {
  '01310100': {
    postal_code: '01310100',
    street: 'Avenida Paulista',
    complement: 'de 1047 a 1865 - lado ímpar',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  '20040002': {
    postal_code: '20040002',
    street: 'Rua da Assembleia',
    complement: '',
    district: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
  },
}

/** Audit entries of the sample customers, newest first (the detail's activity timeline). */
export const sampleCustomerActivity: AuditEntry[] = [
  {
    id: 903,
    at: '2026-10-05T17:40:00.000Z',
    app_id: 101,
    actor: { kind: 'user', id: 1, name: 'Marina Costa', email: 'marina@lojaaurora.com.br' },
    area: 'customers',
    action: 'update',
    entity: 'customer',
    entity_id: '1',
    label: 'Ana Beatriz Souza',
    changes: {
      phone: { before: '11912345678', after: '11987654321' },
      tags: { before: ['vip'], after: ['vip', 'newsletter'] },
    },
  },
  {
    id: 902,
    at: '2026-08-01T09:00:00.000Z',
    app_id: 101,
    actor: { kind: 'token', id: 1, name: 'Integração ERP', email: 'marina@lojaaurora.com.br' },
    area: 'customers',
    action: 'create',
    entity: 'customer',
    entity_id: '3',
    label: 'Comercial Aurora Ltda',
    changes: {
      name: { before: null, after: 'Comercial Aurora Ltda' },
      document: { before: null, after: '12ABC34501DE35' },
    },
  },
  {
    id: 901,
    at: '2026-06-10T13:15:00.000Z',
    app_id: 101,
    actor: { kind: 'user', id: 1, name: 'Marina Costa', email: 'marina@lojaaurora.com.br' },
    area: 'customers',
    action: 'update',
    entity: 'customer',
    entity_id: '1',
    label: 'Ana Beatriz Souza',
    changes: {
      addresses: {
        before: [],
        after: [
          {
            label: 'Casa',
            postal_code: '01310100',
            street: 'Avenida Paulista',
            number: '1578',
            complement: 'Apto 42',
            district: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
          },
        ],
      },
    },
  },
  {
    id: 900,
    at: '2026-03-02T12:00:00.000Z',
    app_id: 101,
    actor: { kind: 'user', id: 1, name: 'Marina Costa', email: 'marina@lojaaurora.com.br' },
    area: 'customers',
    action: 'create',
    entity: 'customer',
    entity_id: '1',
    label: 'Ana Beatriz Souza',
    changes: {
      name: { before: null, after: 'Ana Beatriz Souza' },
      email: { before: null, after: 'ana.souza@exemplo.com.br' },
      document: { before: null, after: '29537995593' },
    },
  },
]

export function sampleCustomersState(empty = false): CustomersFixtureState {
  return {
    customers: empty ? [] : structuredClone(sampleCustomers),
    imports: [],
    activity: empty ? [] : structuredClone(sampleCustomerActivity),
    postalCodes: structuredClone(samplePostalCodes),
  }
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** The server's search rules, in memory: word prefix of the name, e-mail, document, phone. */
function matches(item: Customer, query: CustomerQuery): boolean {
  const q = fold(query.q ?? '').trim()
  if (q) {
    const digits = q.replace(/\D/g, '')
    const found =
      fold(item.name)
        .split(/\s+/)
        .some((word) => word.startsWith(q)) ||
      fold(item.name).startsWith(q) ||
      (item.email ?? '').startsWith(q) ||
      (digits.length >= 3 &&
        ((item.document ?? '').startsWith(q.replace(/[\s./-]/g, '').toUpperCase()) ||
          (item.phone ?? '').startsWith(digits)))
    if (!found) return false
  }
  if (query.tag && !item.tags.includes(query.tag)) return false
  if (query.has_purchases !== undefined && item.purchases_count > 0 !== query.has_purchases) {
    return false
  }
  const day = item.created_at.slice(0, 10)
  if (query.created_from && day < query.created_from) return false
  if (query.created_to && day > query.created_to) return false
  return true
}

function compare(sort: NonNullable<CustomerQuery['sort']>) {
  const descending = sort.startsWith('-')
  const field = sort.replace('-', '') as 'name' | 'created_at' | 'total_spent' | 'last_purchase_at'
  return (a: Customer, b: Customer) => {
    const left = field === 'name' ? fold(a.name) : a[field]
    const right = field === 'name' ? fold(b.name) : b[field]
    const order = left === right ? a.id - b.id : (left ?? '') < (right ?? '') ? -1 : 1
    return descending ? -order : order
  }
}

/**
 * The customers resource in memory, with the server's rules: search, filters, sort and
 * cursor pages, validation with the shared schema, uniqueness by e-mail and document, delete
 * refused while there are purchases, CSV checks from the shared CSV module.
 */
export function createCustomersFixture(
  state: CustomersFixtureState,
  lang: 'en' | 'pt-BR',
  now: () => Date,
): CustomersApi {
  const notFound = () =>
    new ApiError({
      statusCode: 404,
      statusMessage: 'Not Found',
      message: lang === 'pt-BR' ? 'Cliente não encontrado.' : 'Customer not found.',
    })
  const find = (id: number) => {
    const found = state.customers.find((item) => item.id === id)
    if (!found) throw notFound()
    return found
  }
  const save = (id: number | null, body: unknown): Customer => {
    const values = parseBody(CustomerInputSchema, body, lang)
    const clash = state.customers.find(
      (item) =>
        item.id !== id &&
        ((values.email && item.email === values.email) ||
          (values.document && item.document === values.document)),
    )
    if (clash) {
      const field = values.email && clash.email === values.email ? 'email' : 'document'
      const message =
        field === 'email'
          ? 'Já existe um cliente com este e-mail.'
          : 'Já existe um cliente com este documento.'
      throw new ApiError({
        statusCode: 409,
        statusMessage: 'Conflict',
        message,
        data: { fields: { [field]: message } },
      })
    }
    const at = now().toISOString()
    const kind = values.document ? (values.document.length === 11 ? 'cpf' : 'cnpj') : null
    if (id === null) {
      const created = customer(Math.max(0, ...state.customers.map((item) => item.id)) + 1, {
        ...values,
        document_kind: kind,
        created_at: at,
      })
      state.customers.push(created)
      return structuredClone(created)
    }
    const current = find(id)
    Object.assign(current, values, { document_kind: kind, updated_at: at })
    return structuredClone(current)
  }

  return {
    async list(_appId, query = {}) {
      const sorted = state.customers
        .filter((item) => matches(item, query))
        .sort(compare(query.sort ?? DEFAULT_CUSTOMER_SORT))
      const start = query.cursor ? Number(query.cursor) : 0
      const limit = query.limit ?? CUSTOMER_PAGE_SIZE
      const next = start + limit < sorted.length ? String(start + limit) : null
      return { items: structuredClone(sorted.slice(start, start + limit)), next_cursor: next }
    },
    async get(_appId, customerId) {
      return structuredClone(find(customerId))
    },
    async create(_appId, input) {
      return save(null, input)
    },
    async update(_appId, customerId, input) {
      find(customerId)
      return save(customerId, input)
    },
    async remove(_appId, customerId) {
      const found = find(customerId)
      if (found.purchases_count > 0 || found.subscriptions_count > 0) {
        throw new ApiError({
          statusCode: 409,
          statusMessage: 'Conflict',
          message:
            'Este cliente tem compras ou assinaturas e não pode ser excluído; elas fazem parte do histórico da loja.',
        })
      }
      state.customers = state.customers.filter((item) => item.id !== customerId)
    },
    async tags() {
      const counts = new Map<string, number>()
      for (const item of state.customers) {
        for (const tag of item.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
      }
      return [...counts]
        .map(([tag, count]) => ({ tag, count }))
        .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    },
    async activity(_appId, customerId) {
      const items = state.activity.filter((entry) => entry.entity_id === String(customerId))
      return { items: structuredClone(items), next_cursor: null }
    },
    async lookupPostalCode(postalCode) {
      return structuredClone(state.postalCodes[postalCode.replace(/\D/g, '')] ?? null)
    },
    async importCsv(_appId, file, { dryRun, onProgress }) {
      const parsed = parseImport(new Uint8Array(await file.arrayBuffer()), lang)
      const valid = parsed.rows.filter((row) => row.values !== null)
      const updated = valid.filter(({ values }) =>
        state.customers.some(
          (item) =>
            (values?.email && item.email === values.email) ||
            (values?.document && item.document === values.document),
        ),
      ).length
      const total = parsed.rows.length
      onProgress?.({ type: 'progress', phase: 'check', done: total, total })
      const errors = [...parsed.issues, ...parsed.rows.flatMap((row) => row.issues)]
      const report = {
        import_id: null as number | null,
        dry_run: dryRun,
        encoding: parsed.encoding,
        separator: parsed.separator,
        unknown_columns: parsed.unknown_columns,
        ignored_columns: parsed.ignored_columns,
        total_rows: total,
        created: valid.length - updated,
        updated,
        skipped: 0,
        failed: total - valid.length,
        errors_total: errors.length,
        errors: errors.slice(0, IMPORT_ERRORS_LISTED),
      }
      if (dryRun) return report
      const id = state.imports.length + 1
      state.imports.unshift({
        id,
        file_name: file.name,
        actor_name: 'Marina Costa',
        created_at: now().toISOString(),
        total_rows: total,
        created: report.created,
        updated,
        skipped: 0,
        failed: report.failed,
        undone_at: null,
      })
      return { ...report, import_id: id }
    },
    async imports() {
      return structuredClone(state.imports)
    },
    async undoImport(_appId, importId) {
      const found = state.imports.find((item) => item.id === importId)
      if (!found || found.undone_at) throw notFound()
      found.undone_at = now().toISOString()
      return { deleted: found.created, restored: found.updated }
    },
    async exportCsv(_appId, filters) {
      const rows = state.customers.filter((item) => matches(item, filters))
      const lines = [csvHeaderLine(), ...rows.map(customerCsvLine)]
      return new Blob([CSV_BOM, lines.join('')], { type: 'text/csv;charset=utf-8' })
    },
  }
}
