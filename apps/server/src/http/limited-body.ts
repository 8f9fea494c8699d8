/**
 * The request's body, refused (`tooLarge`) past `maxBytes`: at once when the declared
 * Content-Length says so, otherwise as soon as the bytes read pass it (a chunked upload
 * declares nothing, and a declared length can lie), so a huge body is never held. For uploads
 * (a customers CSV, a link's image), whose limits are their own, not the app-wide body limit.
 */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<Uint8Array> {
  const declared = Number(request.headers.get('Content-Length') ?? NaN)
  if (declared > maxBytes) throw tooLarge()
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
