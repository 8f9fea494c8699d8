import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { storeWithPeople, type AppRecord } from '../testing/access-fixtures.ts'
import {
  createTestServer,
  uniqueEmail,
  type TestAccount,
  type TestServer,
} from '../testing/test-server.ts'

/*
 * Every operation of the OpenAPI document, sent values its schemas let through by type but no
 * column can hold: a NUL byte in each string, integers past int4 in each integer, days past the
 * range or missing from the calendar in each date. As the store's owner (write everywhere), so
 * no answer is a 401/403/404 that stops before the input is read. Each must be refused with a
 * 4xx, never reach the database as a 500. The list grows with the document: a new route, a new
 * parameter or body field is swept without touching this file.
 */

type JsonSchema = {
  type?: string | string[]
  format?: string
  enum?: unknown[]
  const?: unknown
  default?: unknown
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  $ref?: string
}

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  schema?: JsonSchema
}

interface Operation {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}

type Document = { paths: Record<string, Record<string, Operation>>; components?: any } // eslint-disable-line @typescript-eslint/no-explicit-any -- a JSON document

const NUL = 'sweep\u0000text'
const BIG_INTEGERS = [2147483648, 1e20]
const BAD_DAYS = ['9999-12-31', '2099-02-31']
/** Every bad value as text, for path and query parameters (documented as strings). */
const BAD_TEXTS = [NUL, ...BIG_INTEGERS.map((value) => String(value)), '1e20', ...BAD_DAYS]

const METHODS = ['get', 'put', 'post', 'delete', 'patch']

let t: TestServer
let owner: TestAccount
let app: AppRecord
let document: Document

beforeAll(async () => {
  t = await createTestServer()
  ;({ owner, app } = await storeWithPeople(t))
  const answer = await t.request('GET', '/api/openapi.json')
  expect(answer.status).toBe(200)
  document = answer.body as Document
})
afterAll(() => t.close())

function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema?.$ref) return schema ?? {}
  const name = schema.$ref.replace('#/components/schemas/', '')
  return resolve(document.components?.schemas?.[name] as JsonSchema)
}

/** The non-null alternatives of a schema (anyOf [string, null] is a string). */
function alternatives(schema: JsonSchema | undefined): JsonSchema[] {
  const resolved = resolve(schema)
  const options = resolved.anyOf ?? resolved.oneOf
  if (!options) return [resolved]
  return options
    .map((option) => ({ format: resolved.format, ...resolve(option) }))
    .filter((option) => option.type !== 'null')
}

function typeOf(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type)
    ? schema.type.find((name) => name !== 'null')
    : schema.type
  return type ?? (schema.properties ? 'object' : undefined)
}

/**
 * A value the schema takes, as far as a JSON schema tells: required fields only, formats
 * honoured, so that in most bodies the one bad value is the only thing wrong.
 */
function sample(schema: JsonSchema | undefined): unknown {
  const option = alternatives(schema)[0] ?? {}
  if (option.const !== undefined) return option.const
  if (option.enum) return option.enum[0]
  switch (typeOf(option)) {
    case 'string':
      if (option.format === 'email') return uniqueEmail('sweep')
      if (option.format === 'date') return '2030-01-01'
      if (option.format === 'date-time') return '2030-01-01T00:00:00Z'
      return 'Sweep text 1'
    case 'integer':
    case 'number':
      return 1
    case 'boolean':
      return false
    case 'array':
      return []
    case 'object': {
      const body: Record<string, unknown> = {}
      for (const [name, property] of Object.entries(option.properties ?? {})) {
        const known = alternatives(property)[0]
        // Optional fields are left out, but an e-mail: many bodies need one of e-mail or document.
        if (option.required?.includes(name) || known?.format === 'email') {
          body[name] = sample(property)
        }
      }
      return body
    }
    default:
      return 'Sweep text 1'
  }
}

interface BadValue {
  path: (string | number)[]
  value: unknown
  /** What the value breaks: a 4xx is required. Otherwise (text that may be anything) only no 5xx. */
  mustRefuse: boolean
}

/** Each leaf of the schema with each value its type lets through but the database cannot hold. */
function badValues(schema: JsonSchema | undefined, path: (string | number)[] = []): BadValue[] {
  const out: BadValue[] = []
  for (const option of alternatives(schema)) {
    switch (typeOf(option)) {
      case 'string':
        if (option.enum || option.const !== undefined) {
          out.push({ path, value: NUL, mustRefuse: true })
          break
        }
        out.push({ path, value: NUL, mustRefuse: true })
        if (option.format === 'date' || option.format === 'date-time') {
          for (const day of BAD_DAYS) out.push({ path, value: day, mustRefuse: true })
        }
        break
      case 'integer':
        for (const value of BIG_INTEGERS) out.push({ path, value, mustRefuse: true })
        break
      case 'number':
        for (const value of BIG_INTEGERS) out.push({ path, value, mustRefuse: false })
        break
      case 'array':
        out.push(...badValues(option.items, [...path, 0]))
        break
      case 'object':
        for (const [name, property] of Object.entries(option.properties ?? {})) {
          out.push(...badValues(property, [...path, name]))
        }
        break
    }
  }
  return out
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const [key, ...rest] = path
  if (key === undefined) return value
  if (typeof key === 'number') return [withValue(undefined, rest, value)]
  const object = base !== null && typeof base === 'object' ? (base as Record<string, unknown>) : {}
  return { ...object, [key]: withValue(object[key], rest, value) }
}

interface Probe {
  method: string
  url: string
  json?: unknown
  body?: string
  headers?: Record<string, string>
  /** The operation requires an Idempotency-Key header. */
  idempotent: boolean
  mustRefuse: boolean
  what: string
}

function probesOf(path: string, method: string, operation: Operation): Probe[] {
  const parameters = operation.parameters ?? []
  const pathValue = (name: string) => (name === 'appId' ? String(app.id) : '1')
  const urlWith = (override?: { name: string; value: string }) => {
    let url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(override?.name === name ? override.value : pathValue(name)),
    )
    const param = parameters.find(
      (parameter) => parameter.in === 'query' && parameter.name === override?.name,
    )
    if (param && override) url += `?${new URLSearchParams({ [override.name]: override.value })}`
    return url
  }
  const content = operation.requestBody?.content ?? {}
  const jsonSchema = content['application/json']?.schema
  const otherType = Object.keys(content).find((type) => type !== 'application/json')
  const baseBody = jsonSchema ? sample(jsonSchema) : undefined
  const bodyOf = (): Pick<Probe, 'json' | 'body' | 'headers'> => {
    if (jsonSchema) return { json: baseBody }
    // A body that is not JSON (the CSV import) is sent empty: only the parameters are swept.
    if (otherType) return { body: '', headers: { 'Content-Type': otherType } }
    return {}
  }

  const idempotent = parameters.some(
    (parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
  )
  const probes: Probe[] = []
  for (const parameter of parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue
    const declared = alternatives(parameter.schema)[0] ?? {}
    const type = typeOf(declared)
    for (const value of BAD_TEXTS) {
      // Text may be a number or a date (a search for "1e20"); it may not be a NUL byte.
      const mustRefuse =
        value === NUL ||
        type === 'integer' ||
        (BAD_DAYS.includes(value) && declared.format === 'date')
      probes.push({
        method,
        url: urlWith({ name: parameter.name, value }),
        ...bodyOf(),
        idempotent,
        mustRefuse,
        what: `${parameter.in} ${parameter.name}=${JSON.stringify(value)}`,
      })
    }
  }
  if (jsonSchema) {
    for (const bad of badValues(jsonSchema)) {
      probes.push({
        method,
        url: urlWith(),
        json: withValue(baseBody, bad.path, bad.value),
        idempotent,
        mustRefuse: bad.mustRefuse,
        what: `body ${bad.path.join('.') || '(root)'}=${JSON.stringify(bad.value)}`,
      })
    }
  }
  return probes
}

function everyProbe(): Probe[] {
  const probes: Probe[] = []
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue
      probes.push(...probesOf(path, method.toUpperCase(), operation))
    }
  }
  return probes
}

describe('bad input to every operation of the OpenAPI document', () => {
  test('is derived from the document, body fields and parameters included', () => {
    const probes = everyProbe()
    const described = probes.map((probe) => `${probe.method} ${probe.url} ${probe.what}`)
    expect(described).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/api\/main\/apps\/\d+\/customers\?q=sweep%00text query q=/),
        expect.stringMatching(/^GET \/api\/connect\/control\/\d+\/logs\?user_id=2147483648 /),
        expect.stringMatching(/^POST \/api\/main\/apps\/\d+\/customers .*body notes=/),
        expect.stringMatching(
          /^POST \/api\/connect\/control\/\d+\/tokens .*body expires_on="2099-02-31"/,
        ),
        expect.stringMatching(
          /^PUT \/api\/connect\/control\/\d+\/save .*body id=100000000000000000000/,
        ),
      ]),
    )
  })

  test('is refused with a 4xx, never a 5xx', { timeout: 120_000 }, async () => {
    const failures: string[] = []
    for (const probe of everyProbe()) {
      const answer = await t.request(probe.method, probe.url, {
        token: owner.token,
        json: probe.json,
        body: probe.body,
        // A fresh key for operations that require one, so the bad value itself is what is read.
        headers: {
          ...probe.headers,
          ...(probe.idempotent ? { 'Idempotency-Key': randomUUID() } : {}),
        },
      })
      const refused = answer.status >= 400 && answer.status < 500
      if (answer.status >= 500 || (probe.mustRefuse && !refused)) {
        failures.push(`${probe.method} ${probe.url} ${probe.what} → ${answer.status}`)
      }
    }
    expect(failures).toEqual([])
    // The owner's session survived the sweep (nothing above may sign them out).
    expect((await t.request('GET', '/api/connect/auth', { token: owner.token })).status).toBe(200)
  })
})

describe('the answer to a bad value', () => {
  test('names the field, in the caller’s language', async () => {
    const query = await t.request('GET', `/api/main/apps/${app.id}/customers?q=a%00b`, {
      token: owner.token,
      lang: 'pt-BR',
    })
    expect(query.status).toBe(400)
    expect(query.body.data.fields.q).toMatch(/caracteres de controle/)

    const logs = await t.request('GET', `/api/connect/control/${app.id}/logs?user_id=2147483648`, {
      token: owner.token,
    })
    expect(logs.status).toBe(400)
    expect(logs.body.data.fields.user_id).toMatch(/whole number between/)

    const token = await t.request('POST', `/api/connect/control/${app.id}/tokens`, {
      token: owner.token,
      json: { name: 'Integração', scope: {}, expires_on: '2099-02-31' },
    })
    expect(token.status).toBe(400)
    expect(token.body.data.fields.expires_on).toMatch(/real date/)

    const path = await t.request('GET', '/api/connect/auth/invitations/a%00b', {
      token: owner.token,
    })
    expect(path.status).toBe(400)
  })

  test('leaves notes their line breaks and tabs', async () => {
    const created = await t.request('POST', `/api/main/apps/${app.id}/customers`, {
      token: owner.token,
      json: { name: 'Ana', email: uniqueEmail(), notes: 'linha 1\r\nlinha 2\tfim' },
    })
    expect(created.status).toBe(201)
    expect(created.body.notes).toBe('linha 1\r\nlinha 2\tfim')
    const bell = await t.request('POST', `/api/main/apps/${app.id}/customers`, {
      token: owner.token,
      json: { name: 'Ana', email: uniqueEmail(), notes: 'a\u0007' },
    })
    expect(bell.status).toBe(400)
    expect(bell.body.data.fields.notes).toBe('Notes cannot contain control characters.')
  })
})
