import { slugOf, type ImportIssue } from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { categoryPathOf, parseFlag, parseMoney, parseWhole, type ProductDraft } from './drafts.ts'
import { importText } from './texts.ts'

/*
 * The project's own CSV (contract VITRINE_PRODUCT_COLUMNS): one row per product; a row with
 * `variante` ("Tamanho=M; Cor=Azul") adds a variant (its own sku, preco, preco_promocional,
 * estoque) to the product of the same slug above it, and the option names come from the
 * variants' keys. Lists are separated by "|".
 */

type Row = { line: number; cell: (column: string) => string }

const list = (raw: string) =>
  raw
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean)

export function vitrineDrafts(records: readonly Row[], lang: Lang): ProductDraft[] {
  const drafts = new Map<string, ProductDraft>()
  const orphans: ProductDraft[] = []
  for (const row of records) {
    const issues: ImportIssue[] = []
    const money = (column: string) => {
      const raw = row.cell(column).trim()
      if (!raw) return null
      const cents = parseMoney(raw)
      if (cents === undefined)
        issues.push({
          line: row.line,
          column,
          message: importText(lang, 'badMoney', { value: raw }),
        })
      return cents ?? null
    }
    const whole = (column: string) => {
      const raw = row.cell(column).trim()
      if (!raw) return 0
      const value = parseWhole(raw)
      if (value === undefined)
        issues.push({
          line: row.line,
          column,
          message: importText(lang, 'badNumber', { value: raw }),
        })
      return value ?? 0
    }
    const name = row.cell('nome').trim()
    const slug = slugOf(row.cell('slug').trim() || name)
    const variant = row.cell('variante').trim()
    if (!slug) {
      orphans.push(
        emptyDraft(row.line, '', [
          { line: row.line, column: 'slug', message: importText(lang, 'missingSlug') },
        ]),
      )
      continue
    }
    if (variant) {
      const owner = drafts.get(slug)
      const pairs = variant.split(';').map((pair) => pair.split('=').map((part) => part.trim()))
      if (pairs.some((pair) => pair.length !== 2 || !pair[0] || !pair[1])) {
        issues.push({
          line: row.line,
          column: 'variante',
          message: importText(lang, 'badVariant', { value: variant }),
        })
      }
      if (!owner) {
        orphans.push(
          emptyDraft(row.line, slug, [
            ...issues,
            {
              line: row.line,
              column: 'variante',
              message: importText(lang, 'variantWithoutProduct'),
            },
          ]),
        )
        continue
      }
      const names = pairs.map((pair) => pair[0] ?? '')
      if ((owner.input.option_names ?? []).length === 0) owner.input.option_names = names
      owner.input.variants = [
        ...(owner.input.variants ?? []),
        {
          sku: row.cell('sku').trim(),
          // In the product's option order, whatever order this row wrote them in.
          options: (owner.input.option_names ?? []).map(
            (option) =>
              pairs.find((pair) => pair[0]?.toLowerCase() === option.toLowerCase())?.[1] ?? '',
          ),
          price: money('preco'),
          sales_price: money('preco_promocional'),
          stock_quantity: whole('estoque'),
        },
      ]
      owner.variantLines.push(row.line)
      owner.issues.push(...issues)
      continue
    }
    const visibleRaw = row.cell('visivel').trim()
    const visible = visibleRaw ? parseFlag(visibleRaw) : true
    if (visible === undefined)
      issues.push({
        line: row.line,
        column: 'visivel',
        message: importText(lang, 'badFlag', { value: visibleRaw }),
      })
    drafts.set(slug, {
      line: row.line,
      slug,
      input: {
        name,
        slug,
        sku: row.cell('sku').trim(),
        description: row.cell('descricao'),
        visible: visible ?? true,
        brand: row.cell('marca').trim(),
        tags: list(row.cell('etiquetas')),
        price: money('preco') ?? 0,
        sales_price: money('preco_promocional'),
        stock_quantity: whole('estoque'),
        images: list(row.cell('imagens')),
        option_names: [],
        variants: [],
        weight_grams: whole('peso_g'),
        height_cm: whole('altura_cm'),
        width_cm: whole('largura_cm'),
        length_cm: whole('comprimento_cm'),
      },
      categoryPaths: list(row.cell('categorias')).map(categoryPathOf),
      columns: {
        name: 'nome',
        slug: 'slug',
        sku: 'sku',
        description: 'descricao',
        visible: 'visivel',
        brand: 'marca',
        tags: 'etiquetas',
        price: 'preco',
        sales_price: 'preco_promocional',
        stock_quantity: 'estoque',
        images: 'imagens',
        variants: 'variante',
        option_names: 'variante',
        weight_grams: 'peso_g',
        height_cm: 'altura_cm',
        width_cm: 'largura_cm',
        length_cm: 'comprimento_cm',
      },
      variantLines: [],
      issues,
    })
  }
  return [...drafts.values(), ...orphans]
}

function emptyDraft(line: number, slug: string, issues: ImportIssue[]): ProductDraft {
  return {
    line,
    slug,
    input: { name: '', price: 0 },
    categoryPaths: [],
    columns: {},
    variantLines: [],
    issues,
  }
}
