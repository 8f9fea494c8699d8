import { fileURLToPath } from 'node:url'
import { deflateSync } from 'node:zlib'
import { expect, signIn, test } from './fixtures.ts'

/**
 * Issue 14 item 8, as a merchant would check it: the demo Shopify export imported from the
 * catalogue screen, then on the home page of the CMS a products element filtered by one of its
 * categories and ordered by price, with a desktop and a mobile image, moved up and the order
 * saved; the preview shows the category's products (the demo catalogue's and the imported)
 * cheapest first and each width its image.
 */

const STORE = 1
/** A catalogue element's default number of items (the contract's ELEMENT_LIMITS.catalogueLimitDefault). */
const DEFAULT_LIMIT = 12
const SHOPIFY_CSV = fileURLToPath(
  new URL('../../apps/server/src/catalogue/import/demo-shopify.csv', import.meta.url),
)
/** The export's "Casa > Cozinha" products, by their first variant's price. */
const KITCHEN_BY_PRICE = [
  'Caneca de Cerâmica Esmaltada',
  'Cafeteira Italiana 6 Xícaras',
  'Jogo de Panelas Cerâmica 5 Peças',
]

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real PNG of one colour (the server reads the bytes, so it must be one). */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill([r, g, b]).flat())])
  const pixels = Buffer.concat(Array(height).fill(row))
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * The list price a card shows first (a sale price follows it), in reais: `prices.price`, what
 * the element orders by.
 */
function listPrice(text: string): number {
  const amount = /R\$\s*([\d.]+,\d{2})/.exec(text)?.[1] ?? ''
  return Number(amount.replace(/\./g, '').replace(',', '.'))
}

test('cms: a Shopify export imported, a products element by category and price with its images, reordered and previewed', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto('/login')
  await signIn(page, 'demo@vitrine.dev', 'vitrine123')
  await expect(page).toHaveURL(/\/apps$/)

  // The catalogue: the Shopify export, checked first (dry run), then imported.
  await page.goto(`/${STORE}/layout/catalog/products`)
  await page.getByRole('button', { name: 'Importar' }).first().click()
  const importing = page.getByRole('dialog')
  await importing.getByRole('radio', { name: 'Exportação de produtos da Shopify' }).check()
  await importing.locator('input[type="file"]').setInputFiles(SHOPIFY_CSV)
  await importing.getByRole('button', { name: /^Importar \d+ produtos?$/ }).click()
  await importing.getByRole('button', { name: 'Concluir' }).click()

  // The CMS opens on the home page (no slug → home).
  await page.goto(`/${STORE}/layout/management`)
  await expect(page).toHaveURL(new RegExp(`/${STORE}/layout/management/home$`))
  const createLayout = page.getByRole('button', { name: 'Criar layout' })
  const destaques = page.getByRole('button', { name: 'Adicionar elemento em Destaques' })
  await expect(createLayout.or(destaques)).toBeVisible()
  if (await createLayout.isVisible()) await createLayout.click()

  // The demo's home page already has elements in "Destaques": the two added go after them.
  const list = page.getByRole('list', { name: /^Destaques/ })
  const rows = list.getByRole('listitem')
  const before = await rows.count()

  // A notice in "Destaques" first, so the products element has one to move above.
  await destaques.click()
  await page.getByRole('button', { name: /^Texto simples/ }).click()
  const notice = page.getByRole('form', { name: 'Novo elemento: Texto simples' })
  await notice.getByRole('textbox', { name: /^Título \(opcional\)/ }).fill('Aviso de frete')
  await notice.getByRole('textbox', { name: /^Texto/ }).fill('Frete grátis acima de R$ 299,00.')
  await notice.getByRole('button', { name: 'Criar elemento' }).click()
  await expect(page.getByText('Elemento «Aviso de frete» criado.')).toBeVisible()

  // A products element in "Destaques": the kitchen's products, cheapest first, two images.
  await destaques.click()
  await page.getByRole('button', { name: /^Catálogo de produtos/ }).click()
  const form = page.getByRole('form', { name: 'Novo elemento: Catálogo de produtos' })
  await form.getByRole('textbox', { name: /^Título \(opcional\)/ }).fill('Cozinha por preço')
  await form.getByRole('button', { name: 'Adicionar condição' }).click()
  const first = form.getByRole('listitem', { name: 'Condição 1' })
  await first.getByRole('combobox', { name: /^Categoria/ }).selectOption({ label: '— Cozinha' })
  await form.getByRole('button', { name: 'Adicionar condição' }).click()
  const second = form.getByRole('listitem', { name: 'Condição 2' })
  await second.getByRole('combobox', { name: /^Atributo/ }).selectOption({ label: 'Preço' })
  await second.getByRole('combobox', { name: /^Operação/ }).selectOption({ label: 'ordenar por' })
  await second.getByRole('combobox', { name: /^Direção/ }).selectOption({ label: 'crescente' })
  // The kitchen holds the demo catalogue's products and the three imported ones.
  const count = form.getByText(/\d+ produtos? combinam com estas condições\./)
  await expect(count).toBeVisible()
  const matching = Number(/\d+/.exec(await count.innerText())![0])
  expect(matching).toBeGreaterThanOrEqual(KITCHEN_BY_PRICE.length)
  await form.getByLabel('Imagem para desktop').setInputFiles({
    name: 'cozinha-desktop.png',
    mimeType: 'image/png',
    buffer: png(64, 16, [200, 80, 40]),
  })
  await form.getByLabel('Imagem para celular').setInputFiles({
    name: 'cozinha-celular.png',
    mimeType: 'image/png',
    buffer: png(32, 24, [40, 80, 200]),
  })
  await form.getByRole('button', { name: 'Criar elemento' }).click()
  await expect(page.getByText('Elemento «Cozinha por preço» criado.')).toBeVisible()

  // Up one place, staged, then saved.
  await expect(rows).toHaveCount(before + 2)
  await expect(rows.last()).toHaveAttribute('aria-label', 'Cozinha por preço')
  await page.getByRole('button', { name: 'Mover «Cozinha por preço» para cima' }).click()
  await expect(page.getByRole('region', { name: 'Ordem alterada' })).toBeVisible()
  await page.getByRole('button', { name: 'Salvar ordem' }).click()
  await expect(page.getByText('Ordem salva.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Ordem alterada' })).toHaveCount(0)
  await page.reload()
  await expect(rows.nth(before)).toHaveAttribute('aria-label', 'Cozinha por preço')
  await expect(rows.last()).toHaveAttribute('aria-label', 'Aviso de frete')

  // The preview: the kitchen's products, cheapest first, under the desktop image.
  const shown = page.getByRole('article', { name: 'Cozinha por preço' })
  const products = shown.getByRole('list', { name: 'Produtos de Cozinha por preço' })
  // As many as match, up to the element's limit (its default), cheapest first; the imported
  // products among them keep their own price order.
  // The preview asks for a catalogue element's products once it is scrolled into view.
  await shown.scrollIntoViewIfNeeded()
  const cards = products.getByRole('listitem')
  await expect(cards).toHaveCount(Math.min(matching, DEFAULT_LIMIT))
  const texts = await cards.allInnerTexts()
  const prices = texts.map(listPrice)
  expect(prices).toEqual([...prices].sort((a, b) => a - b))
  const imported = texts.flatMap((text) => KITCHEN_BY_PRICE.filter((name) => text.includes(name)))
  expect(imported).toEqual(KITCHEN_BY_PRICE.filter((name) => imported.includes(name)))
  const banner = shown.locator('[data-slot="element-banner"]')
  const desktopSource = await banner.getAttribute('src')
  expect(desktopSource).toMatch(/^\/api\/.+\.png$/)
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)

  // At a phone's width, the mobile image.
  await page.getByRole('radio', { name: 'Celular' }).click()
  await expect(banner).not.toHaveAttribute('src', desktopSource!)
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
})
