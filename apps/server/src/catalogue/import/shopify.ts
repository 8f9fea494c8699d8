import { slugOf, type ImportIssue, type VariantInput } from '@vitrine/api'
import {
  categoryPathOf,
  htmlToText,
  parseFlag,
  parseMoney,
  parseWhole,
  type ProductDraft,
} from './drafts.ts'
import { importText } from './texts.ts'
import type { Lang } from '@vitrine/api/validation'

/*
 * A Shopify product export (Products → Export → CSV): several rows per Handle. The first row
 * carries the product (Title, Body (HTML), Vendor, Product Category/Type, Tags, Published,
 * Option names) and its first variant; the next rows carry more variants (Option values,
 * Variant SKU/Grams/Inventory Qty/Price/Compare At Price) and/or more images (Image Src,
 * Image Position). A product without options has one variant "Title / Default Title": it is
 * the product itself here. Compare At Price above Price means a promotion: the catalogue's
 * `price` is the compare-at and `sales_price` the price.
 */

type Row = { line: number; cell: (column: string) => string }

export function shopifyDrafts(records: readonly Row[], lang: Lang): ProductDraft[] {
  const groups = new Map<string, Row[]>()
  for (const row of records) {
    const handle = row.cell('Handle').trim()
    if (!handle) continue
    const group = groups.get(handle) ?? []
    group.push(row)
    groups.set(handle, group)
  }
  return [...groups.entries()].map(([handle, rows]) => draftOf(handle, rows, lang))
}

function draftOf(handle: string, rows: Row[], lang: Lang): ProductDraft {
  const first = rows[0]!
  const issues: ImportIssue[] = []
  const optionNames = [1, 2, 3].map((n) => first.cell(`Option${n} Name`).trim()).filter(Boolean)
  const defaultOnly =
    optionNames.length === 1 &&
    optionNames[0]!.toLowerCase() === 'title' &&
    first.cell('Option1 Value').trim().toLowerCase() === 'default title'
  const variantRows = rows.filter(
    (row) =>
      [1, 2, 3].some((n) => row.cell(`Option${n} Value`).trim()) ||
      row.cell('Variant Price').trim(),
  )
  const money = (row: Row, column: string) => {
    const raw = row.cell(column).trim()
    if (!raw) return null
    const cents = parseMoney(raw)
    if (cents === undefined) {
      issues.push({ line: row.line, column, message: importText(lang, 'badMoney', { value: raw }) })
      return null
    }
    return cents
  }
  const whole = (row: Row, column: string) => {
    const raw = row.cell(column).trim()
    if (!raw) return 0
    const value = parseWhole(raw)
    if (value === undefined) {
      issues.push({
        line: row.line,
        column,
        message: importText(lang, 'badNumber', { value: raw }),
      })
      return 0
    }
    // Shopify writes negative inventory for oversold items: nothing in stock.
    return Math.max(0, value)
  }
  /** Price and promotion of a row: a compare-at above the price is the price before the sale. */
  const pricesOf = (row: Row) => {
    const price = money(row, 'Variant Price')
    const compareAt = money(row, 'Variant Compare At Price')
    if (price !== null && compareAt !== null && compareAt > price)
      return { price: compareAt, sales: price as number | null }
    return { price, sales: null as number | null }
  }
  const base = pricesOf(variantRows[0] ?? first)
  const variants: VariantInput[] = defaultOnly
    ? []
    : variantRows.map((row) => {
        const prices = pricesOf(row)
        const samePrice = prices.price === base.price && prices.sales === base.sales
        return {
          sku: row.cell('Variant SKU').trim(),
          options: optionNames.map((_, i) => row.cell(`Option${i + 1} Value`).trim()),
          price: samePrice ? null : prices.price,
          sales_price: samePrice ? null : prices.sales,
          stock_quantity: whole(row, 'Variant Inventory Qty'),
        }
      })
  const images = rows
    .filter((row) => row.cell('Image Src').trim())
    .map((row, index) => ({
      url: row.cell('Image Src').trim(),
      position: parseWhole(row.cell('Image Position')) ?? index + 1,
    }))
    .sort((a, b) => a.position - b.position)
    .map((image) => image.url)
    .filter((url, index, all) => all.indexOf(url) === index)
  const published = parseFlag(first.cell('Published'))
  const status = first.cell('Status').trim().toLowerCase()
  const category = first.cell('Product Category').trim() || first.cell('Type').trim()
  const firstVariant = variantRows[0] ?? first
  return {
    line: first.line,
    slug: slugOf(handle),
    input: {
      name: first.cell('Title'),
      slug: slugOf(handle),
      sku: defaultOnly ? firstVariant.cell('Variant SKU').trim() : '',
      description: htmlToText(first.cell('Body (HTML)')),
      visible: published !== false && (status === '' || status === 'active'),
      brand: first.cell('Vendor').trim(),
      tags: first
        .cell('Tags')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      price: base.price ?? 0,
      sales_price: base.sales,
      stock_quantity: defaultOnly ? whole(firstVariant, 'Variant Inventory Qty') : 0,
      images,
      option_names: defaultOnly ? [] : optionNames,
      variants,
      weight_grams: whole(firstVariant, 'Variant Grams'),
    },
    categoryPaths: category ? [categoryPathOf(category)] : [],
    columns: {
      name: 'Title',
      description: 'Body (HTML)',
      brand: 'Vendor',
      tags: 'Tags',
      price: 'Variant Price',
      sales_price: 'Variant Price',
      sku: 'Variant SKU',
      images: 'Image Src',
      option_names: 'Option1 Name',
      variants: 'Option1 Value',
      weight_grams: 'Variant Grams',
      slug: 'Handle',
    },
    variantLines: defaultOnly ? [] : variantRows.map((row) => row.line),
    issues,
  }
}
