import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { errorFields, type Logger } from '../logger.ts'
import type { AppEnv } from './context.ts'

/**
 * What a broken-off stream errors with instead of the real cause: @hono/node-server writes an
 * error's message into the answer (as a text/plain 500 before the headers, appended to the body
 * after), and the real cause of a failed query carries its SQL and parameters.
 */
export class StreamAbortedError extends Error {
  constructor() {
    super('The answer broke off; the cause is in the server log.')
    this.name = 'StreamAbortedError'
  }
}

export interface StreamedAnswerOptions {
  headers: Record<string, string>
  status?: ContentfulStatusCode
  logger: Logger
  /** The log line's message when the stream fails after its first byte ('customers.export_failed'). */
  event: string
  /** More fields for that log line (the app, the filters). */
  fields?: Record<string, unknown>
}

/**
 * Answers with a stream (exports, feeds) so that a failure is never shown raw:
 *
 * - before the first chunk, nothing is sent yet: the error is thrown, and the app's error
 *   handler answers the usual ApiError (JSON, logged, with every header of any other answer);
 * - after it, the status is gone: the error is logged and the connection is cut, so the client
 *   sees a broken download rather than a file that looks complete but is not (a stream that just
 *   ended would be taken for the whole file), and no error text is added to the body.
 *
 * So a stream should do its first real work (the first query) before it yields its first chunk.
 */
export async function streamedAnswer<TEnv extends AppEnv>(
  c: Context<TEnv>,
  stream: ReadableStream<Uint8Array>,
  options: StreamedAnswerOptions,
): Promise<Response> {
  const reader = stream.getReader()
  // Throws to the error handler while a proper error answer can still be sent.
  const first = await reader.read()
  const outgoing = c.env?.outgoing
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        if (first.value) controller.enqueue(first.value)
        if (first.done) controller.close()
      },
      async pull(controller) {
        try {
          const next = await reader.read()
          if (next.done) controller.close()
          else controller.enqueue(next.value)
        } catch (error) {
          options.logger.error(options.event, {
            request_id: (c as unknown as Context<AppEnv>).get('requestId'),
            ...options.fields,
            ...errorFields(error),
          })
          // Cut the connection first: node-server would otherwise still answer a text/plain 500
          // if it has not written the headers yet.
          outgoing?.destroy()
          controller.error(new StreamAbortedError())
        }
      },
      cancel(reason) {
        return reader.cancel(reason)
      },
    },
    { highWaterMark: 0 },
  )
  return c.body(body, options.status ?? 200, options.headers)
}
