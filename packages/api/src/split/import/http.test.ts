import { describe, expect, it } from 'vitest'
import { createHttpClient } from '../../http/client.ts'
import { createHttpSplitApi } from '../http.ts'
import { SELLER_CSV_SAMPLE } from './sample.ts'

/** The adapter's request as the server receives it, answered with `status` and `body`. */
function adapter(status: number, body: unknown) {
  const calls: { url: string; method: string; type: string | null; text: string }[] = []
  const http = createHttpClient({
    services: { payments: 'https://api.exemplo/api/payments' } as never,
    getToken: () => 't',
    getLanguage: () => 'pt-BR',
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers)
      calls.push({
        url: String(input),
        method: init?.method ?? 'GET',
        type: headers.get('Content-Type'),
        // Byte for byte: the BOM stays (Response.text() would drop it).
        text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(
          await new Response(init?.body).arrayBuffer(),
        ),
      })
      return Response.json(body, { status })
    },
  })
  return { api: createHttpSplitApi(http), calls }
}

const report = {
  dry_run: true,
  encoding: 'utf-8',
  separator: ';',
  unknown_columns: [],
  rows: 3,
  valid: 3,
  invalid: 0,
  duplicates_in_file: 0,
  already_registered: 0,
  created: 0,
  errors_total: 0,
  errors: [],
}

describe('importSellers over HTTP', () => {
  it('sends the file as the body, with dry_run in the query', async () => {
    const { api, calls } = adapter(200, report)
    const file = new File([SELLER_CSV_SAMPLE], 'vendedores.csv', { type: 'text/csv' })
    await expect(api.importSellers(101, 1, file, { dryRun: true })).resolves.toEqual(report)
    await api.importSellers(101, 1, new Blob([SELLER_CSV_SAMPLE]), { dryRun: false })
    expect(calls.map((call) => [call.method, call.url, call.type])).toEqual([
      [
        'POST',
        'https://api.exemplo/api/payments/apps/101/split/gateways/1/sellers/import?dry_run=1',
        'text/csv',
      ],
      [
        'POST',
        'https://api.exemplo/api/payments/apps/101/split/gateways/1/sellers/import?dry_run=0',
        'text/csv',
      ],
    ])
    expect(calls[0]!.text).toBe(SELLER_CSV_SAMPLE)
  })

  it('throws the refusal with its report', async () => {
    const { api } = adapter(400, {
      statusCode: 400,
      statusMessage: 'Bad Request',
      message: 'O arquivo tem 1 erro e nenhum vendedor foi importado.',
      data: { report: { ...report, errors_total: 1 } },
    })
    await expect(
      api.importSellers(101, 1, new Blob(['x']), { dryRun: false }),
    ).rejects.toMatchObject({
      statusCode: 400,
      data: { report: { errors_total: 1 } },
    })
  })
})
