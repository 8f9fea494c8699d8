import { CSV_BOM, csvHeaderLine, customerCsvLine, type CustomerPage } from '@vitrine/api'

/** Customers read per query: big enough to keep queries few, small enough to hold nothing. */
export const EXPORT_PAGE_SIZE = 1000

/** The page after `cursor` (undefined: the first) of the customers being exported. */
export type NextPage = (cursor: string | undefined) => Promise<CustomerPage>

/**
 * The export as a byte stream: the BOM and the header with the first page, then one page of
 * customers per pull. A pull only comes when the reader has taken the previous chunk (the
 * socket drained), so a million rows go out with one page in memory at a time; a reader that
 * goes away cancels the stream and no further page is queried. The first query runs before the
 * first byte, so a failing one can still be answered as an error (http/streamed.ts); a failure
 * after that errors the stream.
 */
export function customersCsvStream(nextPage: NextPage): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let cursor: string | undefined
  let started = false
  let cancelled = false
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const page = await nextPage(cursor)
        if (cancelled) return
        const head = started ? '' : CSV_BOM + csvHeaderLine()
        started = true
        const lines = page.items.map(customerCsvLine).join('')
        if (head || lines) controller.enqueue(encoder.encode(head + lines))
        if (page.next_cursor === null) controller.close()
        else cursor = page.next_cursor
      },
      cancel() {
        cancelled = true
      },
    },
    // Nothing is read ahead of the reader: no query before the answer is asked for.
    { highWaterMark: 0 },
  )
}
