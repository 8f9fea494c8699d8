import { CSV_BOM, csvHeaderLine, customerCsvLine, type CustomerPage } from '@vitrine/api'

/** Customers read per query: big enough to keep queries few, small enough to hold nothing. */
export const EXPORT_PAGE_SIZE = 1000

/** The page after `cursor` (undefined: the first) of the customers being exported. */
export type NextPage = (cursor: string | undefined) => Promise<CustomerPage>

/**
 * The export as a byte stream: the BOM and the header, then one page of customers per pull.
 * A pull only comes when the reader has taken the previous chunk (the socket drained), so a
 * million rows go out with one page in memory at a time; a reader that goes away cancels the
 * stream and no further page is queried.
 */
export function customersCsvStream(
  nextPage: NextPage,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let cursor: string | undefined
  let started = false
  let cancelled = false
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true
          controller.enqueue(encoder.encode(CSV_BOM + csvHeaderLine()))
          return
        }
        let page: CustomerPage
        try {
          page = await nextPage(cursor)
        } catch (error) {
          // Past the headers there is no status left to answer with: the download breaks off.
          onError(error)
          if (!cancelled) controller.error(error)
          return
        }
        if (cancelled) return
        if (page.items.length > 0) {
          controller.enqueue(encoder.encode(page.items.map(customerCsvLine).join('')))
        }
        if (page.next_cursor === null) controller.close()
        else cursor = page.next_cursor
      },
      cancel() {
        cancelled = true
      },
    },
    { highWaterMark: 1 },
  )
}
