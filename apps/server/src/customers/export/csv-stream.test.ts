import { CSV_BOM, csvHeaderLine, customerCsvLine } from '@vitrine/api'
import { sampleCustomers } from '@vitrine/api/fixture'
import { describe, expect, test } from 'vitest'
import { customersCsvStream, type NextPage } from './csv-stream.ts'

/** Pages of the sample customers, two per page, counting the queries made. */
function pages(total = sampleCustomers.length) {
  const calls: (string | undefined)[] = []
  const nextPage: NextPage = async (cursor) => {
    calls.push(cursor)
    const start = cursor ? Number(cursor) : 0
    const end = Math.min(start + 2, total)
    return {
      items: sampleCustomers.slice(start, end),
      next_cursor: end < total ? String(end) : null,
    }
  }
  return { calls, nextPage }
}

const decode = (chunks: Uint8Array[]) => new TextDecoder().decode(Buffer.concat(chunks))

describe('customersCsvStream', () => {
  test('writes the BOM, the header and every page in order', async () => {
    const { calls, nextPage } = pages()
    const chunks: Uint8Array[] = []
    const reader = customersCsvStream(nextPage).getReader()
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      chunks.push(next.value)
    }
    // TextDecoder drops the BOM it reads; the bytes keep it.
    expect([...chunks[0]!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(`${CSV_BOM}${decode(chunks)}`).toBe(
      CSV_BOM + csvHeaderLine() + sampleCustomers.map(customerCsvLine).join(''),
    )
    expect(calls).toEqual([undefined, '2', '4'])
  })

  test('queries one page at a time, only as the reader asks, and none after a cancel', async () => {
    const { calls, nextPage } = pages()
    const reader = customersCsvStream(nextPage).getReader()
    await reader.read() // the header with the first page
    await reader.read() // the second page
    expect(calls.length).toBeLessThanOrEqual(2)
    await reader.cancel()
    const after = calls.length
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls.length).toBe(after)
    expect(after).toBeLessThan(3)
  })

  test('reads the first page before its first byte, and errors when a page fails', async () => {
    const broken = new Error('the database went away')
    let calls = 0
    const stream = customersCsvStream(async () => {
      calls += 1
      if (calls === 1) return { items: sampleCustomers.slice(0, 2), next_cursor: '2' }
      throw broken
    })
    const reader = stream.getReader()
    expect(calls).toBe(0)
    const first = decode([(await reader.read()).value!])
    expect(first).toBe(csvHeaderLine() + sampleCustomers.slice(0, 2).map(customerCsvLine).join(''))
    await expect(reader.read()).rejects.toBe(broken)
  })

  test('fails its first read when the first page fails', async () => {
    const broken = new Error('the database went away')
    const reader = customersCsvStream(async () => {
      throw broken
    }).getReader()
    await expect(reader.read()).rejects.toBe(broken)
  })
})
