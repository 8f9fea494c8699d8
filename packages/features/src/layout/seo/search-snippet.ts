/*
 * How a search engine shows a page: the title and description cut where Google cuts them
 * (about 60 and 160 characters; it measures pixels, characters are the usual stand-in), at a
 * word when one ends close enough, with an ellipsis; the address as a breadcrumb.
 */

export const TITLE_LIMIT = 60
export const DESCRIPTION_LIMIT = 160

/** `text` cut to `limit` characters, at the last whole word when one ends in the last fifth. */
export function truncated(text: string, limit: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= limit) return clean
  const cut = clean.slice(0, limit)
  const space = cut.lastIndexOf(' ')
  const whole = space >= limit * 0.8 ? cut.slice(0, space) : cut
  return `${whole.replace(/[\s.,;:!?-]+$/, '')} ...`
}

/** "https://loja.com.br/colecao/verao" → "loja.com.br › colecao › verao" (Google's breadcrumb). */
export function breadcrumb(address: string): string {
  try {
    const url = new URL(address)
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
    return [url.host, ...parts].join(' › ')
  } catch {
    return address
  }
}

/** The counter's state: within the limit, or past it (a warning, never a refusal). */
export function lengthState(text: string, limit: number): 'ok' | 'over' {
  return text.trim().length > limit ? 'over' : 'ok'
}
