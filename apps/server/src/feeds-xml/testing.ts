import { expect } from 'vitest'

/* For tests of feeds (links/feed.test.ts, ecommerce/feeds): reads a feed back as its items. */

/**
 * A small well-formedness check of an XML document (no DTD, no CDATA, no processing
 * instructions but the declaration): every tag closes in order, attributes are quoted,
 * text holds no `<` and only the five predefined or numeric entities, and no character XML
 * 1.0 forbids. Answers the items as maps of their child elements' decoded texts.
 */
export function parseFeed(xml: string): {
  channel: Record<string, string>
  items: Record<string, string>[]
} {
  // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
  expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/)
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
  const body = xml.slice(xml.indexOf('?>') + 2)
  const decode = (text: string) => {
    expect(text).not.toMatch(/<|&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i)
    return text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&')
  }
  const stack: string[] = []
  const channel: Record<string, string> = {}
  const items: Record<string, string>[] = []
  let text = ''
  const token = /<(\/?)([\w:]+)((?:\s+[\w:]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy
  let match: RegExpExecArray | null
  let consumed = 0
  while ((match = token.exec(body))) {
    consumed = token.lastIndex
    const [, closing, name, , selfClosing, chars] = match
    if (chars !== undefined) {
      text += decode(chars)
      continue
    }
    if (closing) {
      expect(stack.pop()).toBe(name)
      const parent = stack.at(-1)
      if (parent === 'item') items.at(-1)![name!] = text
      else if (parent === 'channel' && name !== 'item') channel[name!] = text
    } else if (!selfClosing) {
      stack.push(name!)
      if (name === 'item') items.push({})
    }
    text = ''
  }
  expect(consumed).toBe(body.length)
  expect(stack).toEqual([])
  return { channel, items }
}
