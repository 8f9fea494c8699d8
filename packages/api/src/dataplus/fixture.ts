import { ApiError } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import { slugOf } from '../catalogue/slug.ts'
import type { Lang } from '../validation/lang.ts'
import type { WebhookDelivery } from '../webhooks/schema.ts'
import type { DataplusApi } from './api.ts'
import { parseDataplusCsv } from './csv.ts'
import { DATAPLUS_DEMO_TABLES } from './demo.ts'
import {
  DATAPLUS_PAGE_SIZE,
  DataplusColumnInputSchema,
  DataplusRowInputSchema,
  DataplusRowQuerySchema,
  DataplusTableInputSchema,
  DataplusTriggerInputSchema,
  type DataplusColumn,
  type DataplusRow,
  type DataplusTable,
  type DataplusTrigger,
} from './schema.ts'
import { dataplusError, dataplusText } from './texts.ts'
import { checkRow, convertValue, parseValue } from './values.ts'

/*
 * Data Plus in memory, answering as the server does: the same schemas, the same row check, the
 * same refusals (a type change's report, unique 409s), for the panel's stories and tests.
 */

export interface DataplusFixtureState {
  tables: DataplusTable[]
  rows: Record<number, DataplusRow[]>
  triggers: DataplusTrigger[]
  deliveries: Record<number, WebhookDelivery[]>
  nextId: number
}

const AT = '2026-03-10T12:00:00.000Z'

export function sampleDataplusState(empty: boolean): DataplusFixtureState {
  const state: DataplusFixtureState = {
    tables: [],
    rows: {},
    triggers: [],
    deliveries: {},
    nextId: 1000,
  }
  if (empty) return state
  DATAPLUS_DEMO_TABLES.forEach((demo, t) => {
    const id = t + 1
    const columns: DataplusColumn[] = demo.columns.map((column, c) => {
      const values = parseBody(DataplusColumnInputSchema, column, 'pt-BR')
      return {
        ...values,
        id: c + 1,
        indexed: values.indexed || values.unique,
        default: values.default ?? null,
      }
    })
    state.tables.push({
      id,
      name: demo.name,
      slug: demo.slug,
      description: demo.description,
      columns,
      created_at: AT,
      updated_at: AT,
    })
    state.rows[id] = demo.rows.map((row, r) => ({
      id: id * 100 + r + 1,
      values: checkRow(columns, row, 'pt-BR').values,
      created_at: AT,
      updated_at: AT,
    }))
  })
  state.triggers.push({
    id: 1,
    table_id: 1,
    endpoint_id: 501,
    url: 'https://erp.exemplo.com.br/webhooks/lojas',
    description: 'ERP: sincroniza as lojas',
    events: ['inserted', 'updated', 'removed'],
    active: true,
    secret_prefix: 'whsec_a1b2',
    created_at: AT,
    updated_at: AT,
  })
  state.deliveries[1] = [
    {
      id: 77,
      endpoint_id: 501,
      event_id: 'evt_demo_1',
      event_type: 'dataplus.row.updated',
      trigger: 'event',
      replay_of: null,
      status: 'delivered',
      attempts: [
        {
          attempt: 1,
          at: AT,
          request: {
            url: 'https://erp.exemplo.com.br/webhooks/lojas',
            headers: { 'Vitrine-Event': 'dataplus.row.updated' },
            body: '{"type":"dataplus.row.updated"}',
          },
          response: { status: 200, headers: {}, body: 'ok', body_truncated: false },
          duration_ms: 84,
          error: null,
        },
      ],
      created_at: AT,
      delivered_at: AT,
    },
  ]
  return state
}

export function createDataplusFixture(
  state: DataplusFixtureState,
  now: () => Date,
  lang: Lang = 'pt-BR',
): DataplusApi {
  const table = (id: number) => {
    const found = state.tables.find((item) => item.id === id)
    if (!found) throw dataplusError(404, lang, 'tableNotFound')
    return found
  }
  const rowsOf = (id: number) => (state.rows[id] ??= [])
  const touch = (item: { updated_at: string }) => {
    item.updated_at = now().toISOString()
  }
  const uniqueCheck = (t: DataplusTable, values: Record<string, unknown>, rowId: number | null) => {
    for (const column of t.columns.filter((item) => item.unique)) {
      const value = values[column.key]
      if (value === null) continue
      if (rowsOf(t.id).some((row) => row.id !== rowId && row.values[column.key] === value)) {
        throw dataplusError(
          409,
          lang,
          'uniqueTaken',
          {},
          { [column.key]: dataplusText(lang, 'uniqueTaken') },
        )
      }
    }
  }
  const checked = (t: DataplusTable, input: unknown, defaults: boolean) => {
    const body = parseBody(DataplusRowInputSchema, input, lang)
    const result = checkRow(t.columns, body.values, lang, { defaults })
    if (Object.keys(result.fields).length > 0)
      throw dataplusError(422, lang, 'rowsRefused', {}, result.fields)
    return result.values
  }
  const column = (t: DataplusTable, input: unknown, id: number | null): DataplusColumn => {
    const values = parseBody(DataplusColumnInputSchema, input, lang)
    if (t.columns.some((item) => item.key === values.key && item.id !== id)) {
      throw dataplusError(409, lang, 'keyTaken', {}, { key: dataplusText(lang, 'keyTaken') })
    }
    const fallback = parseValue(values.type, values.default, lang)
    if (!fallback.ok) {
      const message = dataplusText(lang, 'defaultNotValid', { message: fallback.message })
      throw dataplusError(
        422,
        lang,
        'defaultNotValid',
        { message: fallback.message },
        { default: message },
      )
    }
    return {
      ...values,
      id: id ?? state.nextId++,
      indexed: values.indexed || values.unique,
      default: fallback.value,
    }
  }
  const trigger = (id: number) => {
    const found = state.triggers.find((item) => item.id === id)
    if (!found) throw dataplusError(404, lang, 'triggerNotFound')
    return found
  }
  return {
    listTables: async () =>
      state.tables.map((t) => ({
        ...structuredClone(t),
        row_count: rowsOf(t.id).length,
        trigger_count: state.triggers.filter((item) => item.table_id === t.id).length,
      })),
    getTable: async (_appId, id) => structuredClone(table(id)),
    createTable: async (_appId, input) => {
      const values = parseBody(DataplusTableInputSchema, input, lang)
      const slug = values.slug || slugOf(values.name)
      if (state.tables.some((item) => item.slug === slug)) {
        throw dataplusError(409, lang, 'slugTaken', {}, { slug: dataplusText(lang, 'slugTaken') })
      }
      const at = now().toISOString()
      const created = {
        id: state.nextId++,
        name: values.name,
        slug,
        description: values.description,
        columns: [],
        created_at: at,
        updated_at: at,
      }
      state.tables.push(created)
      return structuredClone(created)
    },
    updateTable: async (_appId, id, input) => {
      const t = table(id)
      const values = parseBody(DataplusTableInputSchema, input, lang)
      Object.assign(t, {
        name: values.name,
        slug: values.slug || t.slug,
        description: values.description,
      })
      touch(t)
      return structuredClone(t)
    },
    removeTable: async (_appId, id) => {
      table(id)
      state.tables = state.tables.filter((item) => item.id !== id)
      state.triggers = state.triggers.filter((item) => item.table_id !== id)
    },
    addColumn: async (_appId, id, input) => {
      const t = table(id)
      const added = column(t, input, null)
      for (const row of rowsOf(id)) row.values[added.key] = added.default
      t.columns.push(added)
      touch(t)
      return structuredClone(t)
    },
    updateColumn: async (_appId, id, columnId, input) => {
      const t = table(id)
      const current = t.columns.find((item) => item.id === columnId)
      if (!current) throw dataplusError(404, lang, 'columnNotFound')
      const next = column(t, input, columnId)
      const converted = new Map<number, unknown>()
      const problems: { row_id: number; value: unknown; message: string }[] = []
      for (const row of rowsOf(id)) {
        const result = convertValue(current.type, next.type, row.values[current.key], lang)
        if (result.ok) converted.set(row.id, result.value)
        else
          problems.push({ row_id: row.id, value: row.values[current.key], message: result.message })
      }
      if (problems.length > 0) {
        const params = { total: problems.length, column: next.key }
        throw dataplusError(
          422,
          lang,
          'conversionRefused',
          params,
          { type: dataplusText(lang, 'conversionRefused', params) },
          {
            report: { column: next.key, total: problems.length, problems: problems.slice(0, 20) },
          },
        )
      }
      for (const row of rowsOf(id)) {
        delete row.values[current.key]
        row.values[next.key] = converted.get(row.id) ?? null
      }
      t.columns = t.columns.map((item) => (item.id === columnId ? next : item))
      touch(t)
      return structuredClone(t)
    },
    removeColumn: async (_appId, id, columnId) => {
      const t = table(id)
      const current = t.columns.find((item) => item.id === columnId)
      if (!current) throw dataplusError(404, lang, 'columnNotFound')
      for (const row of rowsOf(id)) delete row.values[current.key]
      t.columns = t.columns.filter((item) => item.id !== columnId)
      return structuredClone(t)
    },
    reorderColumns: async (_appId, id, ids) => {
      const t = table(id)
      if (ids.length !== t.columns.length || !t.columns.every((item) => ids.includes(item.id))) {
        throw dataplusError(
          422,
          lang,
          'orderMismatch',
          {},
          { ids: dataplusText(lang, 'orderMismatch') },
        )
      }
      t.columns = ids.map((columnId) => t.columns.find((item) => item.id === columnId)!)
      return structuredClone(t)
    },
    listRows: async (_appId, id, query) => {
      const t = table(id)
      const q = parseBody(DataplusRowQuerySchema, query, lang)
      let rows = [...rowsOf(id)]
      const filterColumn = t.columns.find((item) => item.key === q.filter_column)
      if (q.filter_column !== undefined && !filterColumn) {
        throw dataplusError(
          400,
          lang,
          'filterColumn',
          {},
          { filter_column: dataplusText(lang, 'filterColumn') },
        )
      }
      if (filterColumn) {
        const op = q.filter_op ?? 'eq'
        const parsed = parseValue(filterColumn.type, q.filter_value ?? '', lang)
        const target = parsed.ok ? parsed.value : null
        rows = rows.filter((row) => {
          const value = row.values[filterColumn.key] as string | number | null
          switch (op) {
            case 'empty':
              return value === null
            case 'not_empty':
              return value !== null
            case 'contains':
              return String(value ?? '')
                .toLowerCase()
                .includes((q.filter_value ?? '').toLowerCase())
            case 'eq':
              return value === target
            case 'neq':
              return value !== target
            default: {
              if (value === null || target === null) return false
              const t2 = target as string | number
              return op === 'gt'
                ? value > t2
                : op === 'gte'
                  ? value >= t2
                  : op === 'lt'
                    ? value < t2
                    : value <= t2
            }
          }
        })
      }
      const sortColumn = t.columns.find((item) => item.key === q.sort)
      const sign = q.dir === 'desc' ? -1 : 1
      rows.sort((a, b) => {
        if (sortColumn) {
          const x = a.values[sortColumn.key] as string | number | null
          const y = b.values[sortColumn.key] as string | number | null
          if (x !== y) {
            if (x === null) return sign
            if (y === null) return -sign
            return (x < y ? -1 : 1) * sign
          }
        }
        return (a.id - b.id) * sign
      })
      const start = q.cursor ? Number(q.cursor) : 0
      const limit = q.limit ?? DATAPLUS_PAGE_SIZE
      const items = rows.slice(start, start + limit)
      return {
        items: structuredClone(items),
        next_cursor: start + limit < rows.length ? String(start + limit) : null,
      }
    },
    createRow: async (_appId, id, input) => {
      const t = table(id)
      const values = checked(t, input, true)
      uniqueCheck(t, values, null)
      const at = now().toISOString()
      const row = { id: state.nextId++, values, created_at: at, updated_at: at }
      rowsOf(id).push(row)
      return structuredClone(row)
    },
    updateRow: async (_appId, id, rowId, input) => {
      const t = table(id)
      const row = rowsOf(id).find((item) => item.id === rowId)
      if (!row) throw dataplusError(404, lang, 'rowNotFound')
      const values = checked(t, input, false)
      uniqueCheck(t, values, rowId)
      row.values = values
      touch(row)
      return structuredClone(row)
    },
    removeRow: async (_appId, id, rowId) => {
      table(id)
      const before = rowsOf(id).length
      state.rows[id] = rowsOf(id).filter((item) => item.id !== rowId)
      if (state.rows[id]!.length === before) throw dataplusError(404, lang, 'rowNotFound')
    },
    exportRows: async (_appId, id) => {
      const t = table(id)
      const { csvHeader, csvLine } = await import('./csv.ts')
      const text =
        csvHeader(t.columns) +
        rowsOf(id)
          .map((row) => csvLine(t.columns, row.values))
          .join('')
      return new Blob([text], { type: 'text/csv' })
    },
    importRows: async (_appId, id, file, { dryRun }) => {
      const t = table(id)
      const bytes = new Uint8Array(await file.arrayBuffer())
      const parsed = parseDataplusCsv(bytes, t.columns, lang, dryRun)
      if (parsed.refusal) {
        throw new ApiError({
          statusCode: parsed.refusal.status,
          statusMessage: 'Bad Request',
          message: parsed.refusal.message,
        })
      }
      if (dryRun) return parsed.report
      if (parsed.report.errors_total > 0)
        throw dataplusError(400, lang, 'importRefused', {}, undefined, { report: parsed.report })
      const at = now().toISOString()
      for (const row of parsed.rows)
        rowsOf(id).push({ id: state.nextId++, values: row.values, created_at: at, updated_at: at })
      return { ...parsed.report, created: parsed.rows.length }
    },
    listTriggers: async (_appId, id) => {
      table(id)
      return structuredClone(state.triggers.filter((item) => item.table_id === id))
    },
    createTrigger: async (_appId, id, input) => {
      table(id)
      const values = parseBody(DataplusTriggerInputSchema, input, lang)
      const at = now().toISOString()
      const created: DataplusTrigger = {
        id: state.nextId++,
        table_id: id,
        endpoint_id: state.nextId++,
        ...values,
        secret_prefix: 'whsec_f00d',
        created_at: at,
        updated_at: at,
      }
      state.triggers.push(created)
      return {
        trigger: structuredClone(created),
        secret: 'whsec_f00dcafe0123456789abcdef0123456789abcdef',
      }
    },
    updateTrigger: async (_appId, triggerId, input) => {
      const current = trigger(triggerId)
      Object.assign(current, parseBody(DataplusTriggerInputSchema, input, lang))
      touch(current)
      return structuredClone(current)
    },
    removeTrigger: async (_appId, triggerId) => {
      trigger(triggerId)
      state.triggers = state.triggers.filter((item) => item.id !== triggerId)
    },
    testTrigger: async (_appId, triggerId) => {
      const current = trigger(triggerId)
      const at = now().toISOString()
      const delivery: WebhookDelivery = {
        id: state.nextId++,
        endpoint_id: current.endpoint_id,
        event_id: `evt_test_${state.nextId}`,
        event_type: 'webhook.test',
        trigger: 'test',
        replay_of: null,
        status: 'pending',
        attempts: [],
        created_at: at,
        delivered_at: null,
      }
      ;(state.deliveries[current.table_id] ??= []).unshift(delivery)
      return structuredClone(delivery)
    },
    deliveries: async (_appId, id) => {
      table(id)
      return structuredClone(state.deliveries[id] ?? [])
    },
  }
}
