import { expect, signIn, test } from './fixtures.ts'

/**
 * Issue 15 item 5, as a merchant would check it on the demo store: the XML routes of section 2
 * (`xml/edit/{xmlID?}`: `new` or digits, anything else the validation's 404), the demo's own
 * feeds ready after start, and a feed created in the panel (the shoes, by the CMS's condition
 * builder), generated, and its public address fetched and parsed as XML by the browser.
 */

const STORE = 1

test('product feeds: the routes refuse what section 2 refuses and accept new and digits', async ({
  page,
}) => {
  await page.goto('/login')
  await signIn(page, 'demo@vitrine.dev', 'vitrine123')
  await expect(page).toHaveURL(/\/apps$/)

  const notFound = page.getByTestId('not-found-message')
  for (const path of [`/${STORE}/ecommerce/xml/edit/abc`, `/${STORE}/ecommerce/xml/edit`]) {
    await page.goto(path)
    // A route whose validator refuses: the validation's spelling (section 8).
    await expect(notFound).toHaveText(`Page Not Found: ${path}`)
  }
  // No route has that shape at all: the unmatched route's spelling.
  await page.goto(`/${STORE}/ecommerce/xml/abc`)
  await expect(notFound).toHaveText(`Page not found: /${STORE}/ecommerce/xml/abc`)

  await page.goto(`/${STORE}/ecommerce/xml/edit/new`)
  await expect(page.getByRole('heading', { name: 'Novo feed', level: 1 })).toBeVisible()
  await expect(notFound).toHaveCount(0)
  // Digits are a feed's number: the route takes them; this store has no feed 12.
  await page.goto(`/${STORE}/ecommerce/xml/edit/12`)
  await expect(page.getByText('Não foi possível carregar o feed')).toBeVisible()
  await expect(notFound).toHaveCount(0)
})

test('product feeds: the demo feeds are ready; a feed created in the panel is generated and served as XML', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto('/login')
  await signIn(page, 'demo@vitrine.dev', 'vitrine123')
  await expect(page).toHaveURL(/\/apps$/)

  await page.goto(`/${STORE}/ecommerce/xml`)
  await expect(page.getByRole('heading', { name: 'Feeds XML', level: 1 })).toBeVisible()
  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name })
  // Queued at start; the list looks again while a generation is on its way.
  await expect(rowOf('Google Shopping').getByText('Pronto')).toBeVisible({ timeout: 60_000 })
  await expect(rowOf('Catálogo Meta — Roupas').getByText('Pronto')).toBeVisible({
    timeout: 60_000,
  })

  const name = `Calçados ${Date.now()}`
  await page.getByRole('link', { name: 'Novo feed' }).click()
  await expect(page.getByRole('heading', { name: 'Novo feed', level: 1 })).toBeVisible()
  await page.getByRole('textbox', { name: /^Nome/ }).fill(name)
  await page.getByRole('textbox', { name: /^Endereço da loja/ }).fill('https://lojademo.com.br')
  await page.getByRole('button', { name: 'Adicionar condição' }).click()
  await page
    .getByRole('list', { name: 'Condições' })
    .getByRole('combobox', { name: /^Categoria/ })
    .selectOption({ label: 'Calçados' })
  await expect(page.getByText(/\d+ produtos combinam com estas condições\./)).toBeVisible()
  await page.getByRole('button', { name: 'Salvar feed' }).click()
  await expect(page.getByText(`Feed «${name}» salvo; geração na fila.`)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/${STORE}/ecommerce/xml$`))

  const row = rowOf(name)
  await expect(row.getByText('Pronto')).toBeVisible({ timeout: 60_000 })
  // Generated again on demand.
  await row.getByRole('button', { name: 'Gerar agora' }).click()
  await expect(page.getByText(`Geração de «${name}» na fila.`)).toBeVisible()
  await expect(row.getByText('Pronto')).toBeVisible({ timeout: 60_000 })

  const address = await row.locator('[data-slot="feed-url"]').textContent()
  expect(address).toMatch(/\/api\/ecommerce\/public\/feeds\/[\w-]{32}\.xml$/)
  // Fetched and parsed by the browser's own XML parser, on this server's address.
  const feed = await page.evaluate(async (path) => {
    const answer = await fetch(path)
    const text = await answer.text()
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    const G = 'http://base.google.com/ns/1.0'
    const field = (item: Element, tag: string) =>
      item.getElementsByTagNameNS(G, tag)[0]?.textContent ?? ''
    return {
      status: answer.status,
      type: answer.headers.get('Content-Type'),
      parseError: doc.getElementsByTagName('parsererror').length > 0,
      items: [...doc.getElementsByTagName('item')].map((item) => ({
        title: field(item, 'title'),
        price: field(item, 'price'),
        link: field(item, 'link'),
        image: field(item, 'image_link'),
        availability: field(item, 'availability'),
      })),
    }
  }, new URL(address!).pathname)
  expect(feed.status).toBe(200)
  expect(feed.type).toBe('application/xml; charset=utf-8')
  expect(feed.parseError).toBe(false)
  expect(feed.items.length).toBeGreaterThan(0)
  const titles = feed.items.map((item) => item.title)
  expect(titles.some((title) => title.startsWith('Tênis Corrida Leve'))).toBe(true)
  expect(titles.some((title) => title.startsWith('Camiseta'))).toBe(false)
  for (const item of feed.items) {
    expect(item.price).toMatch(/^\d+\.\d{2} BRL$/)
    expect(item.link).toMatch(/^https:\/\/lojademo\.com\.br\/p\//)
    expect(item.image).not.toBe('')
    expect(['in_stock', 'out_of_stock']).toContain(item.availability)
  }
})
