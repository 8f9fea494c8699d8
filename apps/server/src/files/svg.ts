/*
 * SVG: refused when it carries anything active, drawn into a PNG otherwise (files/upload.ts).
 *
 * Why not sanitise and keep the SVG: a sanitiser (DOMPurify) needs a DOM on the server (jsdom,
 * megabytes and a history of its own parser differences), and a kept SVG stays a document
 * whose safety rests on every place that ever serves or inlines it. Drawn into pixels, nothing
 * survives that could run; the store keeps only raster types. And the merchant is told why an
 * SVG with scripts is refused rather than getting a silently changed picture.
 *
 * The check below is a deny list, so it errs towards refusing: anything that may run code or
 * reach outside the file (scripts, event attributes, javascript:/data: URLs other than images,
 * foreignObject and embedded documents, entity declarations, external references, stylesheet
 * imports). librsvg, which draws the rest, runs no script and, given bytes with no base
 * address, loads no external file; the check is a second wall and the reason the merchant sees.
 */

/** Numeric character references decoded, so `&#106;avascript:` reads as what it is. */
function decodeReferences(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => safeCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => safeCodePoint(Number(decimal)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
}

function safeCodePoint(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
}

const ACTIVE_ELEMENTS =
  /<\s*(?:[a-z0-9_-]+:)?(?:script|foreignobject|iframe|embed|object|handler|listener|animation|audio|video|html|body)[\s>/]/i

/** An attribute whose name starts with "on" (onload, onclick, onbegin…). */
const EVENT_ATTRIBUTE = /[\s"'/]on[a-z]+\s*=/i

const DECLARATIONS = /<!ENTITY|<!ATTLIST|<!ELEMENT|<\?xml-stylesheet/i

/** The values of href, xlink:href and src attributes. */
const REFERENCE = /(?:^|[\s"'/])(?:[a-z]+:)?(?:href|src)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi

/** url(…) in a style: an internal #id is fine, anything else fetches. */
const CSS_URL = /url\s*\(\s*(['"]?)([^)'"]*)\1\s*\)/gi

/** Pictures inside the file (base64): drawn by librsvg, never fetched. */
const INLINE_PICTURE = /^data:image\/(?:png|jpeg|gif|webp);/i

function internalOrInline(address: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what browsers skip here
  const value = address.replace(/[\s\u0000-\u001f]+/g, '')
  return value.startsWith('#') || INLINE_PICTURE.test(value)
}

/** Whether an SVG's text holds nothing that could run or reach outside it. */
export function isPassiveSvg(text: string): boolean {
  const decoded = decodeReferences(text)
  // Spaces and control characters inside a scheme ("java\tscript:") are ignored by browsers.
  // eslint-disable-next-line no-control-regex -- that is exactly what is removed here
  const squeezed = decoded.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase()
  if (/(?:javascript|vbscript|livescript):/.test(squeezed)) return false
  if (squeezed.includes('data:text/html') || squeezed.includes('data:image/svg')) return false
  if (/@import/.test(squeezed)) return false
  if (ACTIVE_ELEMENTS.test(decoded) || EVENT_ATTRIBUTE.test(decoded)) return false
  if (DECLARATIONS.test(decoded)) return false
  for (const match of decoded.matchAll(REFERENCE)) {
    const value = match[1]!.replace(/^["']|["']$/g, '')
    if (!internalOrInline(value)) return false
  }
  for (const match of decoded.matchAll(CSS_URL)) {
    if (!internalOrInline(match[2]!)) return false
  }
  return true
}
