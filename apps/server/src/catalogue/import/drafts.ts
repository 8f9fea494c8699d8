import type { CatalogueProductInput, ImportIssue } from '@vitrine/api'

/*
 * What a file's rows become before they are checked: one draft per product, whatever the
 * format. Categories are paths of names ("Roupas > Camisetas") the import finds or creates.
 */

export interface ProductDraft {
  /** The file line of the product's first row. */
  line: number
  /** The product's address in the file (slug or Handle): how a stored product is found again. */
  slug: string
  input: Omit<CatalogueProductInput, 'category_ids'>
  categoryPaths: string[][]
  /** Where each input field came from, to name the column of a problem ("price" → "Variant Price"). */
  columns: Record<string, string>
  /** The line of each variant's row (variants.N → its line). */
  variantLines: number[]
  issues: ImportIssue[]
}

/**
 * Money as people and exports write it: "129.90" (Shopify), "129,90", "1.299,90", "R$ 59".
 * Centavos, or undefined when it is not an amount.
 */
export function parseMoney(raw: string): number | undefined {
  const text = raw.replace(/R\$/i, '').replace(/\s/g, '')
  if (!text) return undefined
  let normalized: string
  if (text.includes(',') && text.includes('.')) {
    normalized =
      text.lastIndexOf(',') > text.lastIndexOf('.')
        ? text.replace(/\./g, '').replace(',', '.')
        : text.replace(/,/g, '')
  } else if (text.includes(',')) {
    normalized = text.replace(',', '.')
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text)) {
    normalized = text.replace(/\./g, '')
  } else {
    normalized = text
  }
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return undefined
  const [whole, cents = ''] = normalized.split('.')
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'))
}

/** A whole number cell ("12", "12.0" from spreadsheets); undefined otherwise. */
export function parseWhole(raw: string): number | undefined {
  const text = raw.trim().replace(/\.0+$/, '')
  if (!/^-?\d+$/.test(text)) return undefined
  return Number(text)
}

/** sim/não, true/false, 1/0, yes/no; undefined for anything else. */
export function parseFlag(raw: string): boolean | undefined {
  const text = raw.trim().toLowerCase()
  if (['sim', 's', 'true', 'verdadeiro', '1', 'yes', 'y', 'x'].includes(text)) return true
  if (['não', 'nao', 'n', 'false', 'falso', '0', 'no'].includes(text)) return false
  return undefined
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/**
 * A product description's HTML (Shopify's Body) as plain text: paragraphs and line breaks kept
 * as new lines, tags dropped, entities decoded. The catalogue stores plain text only.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<\s*(script|style)[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\s*\/\s*(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
        return Number.isFinite(code) && code > 31 ? String.fromCodePoint(code) : ' '
      }
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** "Roupas > Camisetas" (or "Roupas / Camisetas") as its names. */
export function categoryPathOf(raw: string): string[] {
  return raw
    .split(/\s*[>/›]\s*/)
    .map((name) => name.trim())
    .filter(Boolean)
}
