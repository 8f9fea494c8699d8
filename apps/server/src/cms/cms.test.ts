import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addManager, levels, storeWithPeople, type AppRecord } from '../testing/access-fixtures.ts'
import {
  createTestServer,
  type TestAccount,
  type TestResponse,
  type TestServer,
} from '../testing/test-server.ts'
import { memoryFileStore, useFileStore } from '../files/store.ts'

/*
 * The layout CMS's calls (section 7) on a store's layout: happy paths and refusals, the
 * multipart wire format (flags "1"/"0", files sniffed by their bytes), temp- ids, read-only
 * fields, visibility entities switched off, order, tenant isolation and levels.
 */

let t: TestServer
let owner: TestAccount
let reader: TestAccount
let stranger: TestAccount
let noLayout: TestAccount
let app: AppRecord
let otherApp: AppRecord
let layoutId: number
let otherLayoutId: number
let home: { id: number }
let PNG: Uint8Array

const main = '/api/main'
const cms = (path: string, id = layoutId) => `${main}/cms/${id}${path}`

/** A multipart request (the test server's helper sends JSON or text only). */
async function send(method: string, path: string, form: FormData, token = owner.token) {
  const response = await t.app.request(path, {
    method,
    headers: { Token: token, Language: 'pt-BR' },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as TestResponse['body'] }
}

const textElement = (fields: Record<string, unknown> = {}) => ({
  page_id: home.id,
  placeholder: 'conteudo',
  title: 'Sobre',
  text: 'Desde 2012 vestindo você.',
  link: '/sobre',
  ...fields,
})

async function homeElements(): Promise<
  { content_id: number; placeholder: string; position: number; title: string; status: number }[]
> {
  const answer = await t.request('GET', cms('/search/home'), { token: owner.token })
  expect(answer.status).toBe(200)
  return answer.body.elements
}

beforeAll(async () => {
  t = await createTestServer()
  useFileStore(t.config, memoryFileStore())
  const people = await storeWithPeople(t)
  ;({ owner, reader, stranger, app, otherApp } = people)
  noLayout = await t.register({ name: 'Sem Layout' })
  await addManager(t, app, noLayout, levels({ ecommerce: 'write' }))
  PNG = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer(),
  )
  const created = await t.request('POST', `${main}/apps/${app.id}/layout`, {
    token: owner.token,
    json: {},
  })
  expect(created.status).toBe(201)
  layoutId = created.body.id
  const other = await t.request('POST', `${main}/apps/${otherApp.id}/layout`, {
    token: stranger.token,
    json: {},
  })
  otherLayoutId = other.body.id
  const page = await t.request('GET', cms('/search/home'), { token: owner.token })
  home = page.body.page
})
afterAll(() => t.close())

describe('layouts', () => {
  test('a store gets one layout with every page; a second is a 409', async () => {
    const again = await t.request('POST', `${main}/apps/${app.id}/layout`, {
      token: owner.token,
      json: {},
      lang: 'pt-BR',
    })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Esta loja já tem um layout.')
  })

  test('the menu lists every page with SEO flags, counts and the PWA module', async () => {
    const menu = await t.request('GET', `${main}/apps/${layoutId}/menu`, { token: reader.token })
    expect(menu.status).toBe(200)
    expect(menu.body.layout).toMatchObject({ id: layoutId, app_id: app.id })
    const slugs = menu.body.links.map((link: { slug: string }) => link.slug)
    expect(slugs).toEqual(
      expect.arrayContaining([
        'home',
        'error',
        'search',
        'product',
        'category',
        'colors',
        'robots',
        'manifest',
        'global',
        'layout',
        'account',
      ]),
    )
    const bySlug = Object.fromEntries(
      menu.body.links.map((link: { slug: string }) => [link.slug, link]),
    )
    expect(bySlug.global.has_seo).toBe(false)
    expect(bySlug.layout.has_seo).toBe(false)
    expect(bySlug.home.has_seo).toBe(true)
    expect(bySlug.manifest.kind).toBe('resource')
    expect(menu.body.pwa).toMatchObject({ display: 'standalone' })
  })

  test('a reader cannot make a layout (403)', async () => {
    const refused = await t.request('POST', `${main}/apps/${app.id}/layout`, {
      token: reader.token,
      json: {},
    })
    expect(refused.status).toBe(403)
  })
})

describe('pages', () => {
  test('an unknown slug is a 404', async () => {
    const answer = await t.request('GET', cms('/search/nada'), {
      token: owner.token,
      lang: 'pt-BR',
    })
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe('Página não encontrada.')
  })

  test('SEO: read, saved, lengths refused, none on global', async () => {
    const empty = await t.request('GET', cms('/seo/home'), { token: reader.token })
    expect(empty.body).toMatchObject({ title: '', robots_index: 'index' })
    const seo = {
      title: 'Loja Aurora',
      description: 'Moda praia',
      canonical_url: 'https://www.lojaaurora.com.br/',
      robots_index: 'noindex',
      robots_follow: 'follow',
      og_title: 'Loja Aurora',
      og_description: 'Moda praia feita no Brasil',
      og_image: '',
    }
    const saved = await t.request('PUT', cms('/seo/home'), { token: owner.token, json: seo })
    expect(saved.status).toBe(200)
    expect((await t.request('GET', cms('/seo/home'), { token: owner.token })).body).toEqual(seo)
    const long = await t.request('PUT', cms('/seo/home'), {
      token: owner.token,
      json: { ...seo, title: 'x'.repeat(121), canonical_url: 'javascript:alert(1)' },
    })
    expect(long.status).toBe(400)
    expect(Object.keys(long.body.data.fields)).toEqual(['title', 'canonical_url'])
    expect((await t.request('GET', cms('/seo/global'), { token: owner.token })).status).toBe(404)
    expect(
      (await t.request('PUT', cms('/seo/layout'), { token: owner.token, json: seo })).status,
    ).toBe(404)
  })

  test('a resource saves its own fields; pages are no resources', async () => {
    const colors = {
      primary: '#111111',
      secondary: '#222222',
      background: '#ffffff',
      text: '#000000',
    }
    const saved = await t.request('PUT', cms('/resource/colors'), {
      token: owner.token,
      json: colors,
    })
    expect(saved.status).toBe(200)
    expect(saved.body.resource).toEqual(colors)
    const bad = await t.request('PUT', cms('/resource/colors'), {
      token: owner.token,
      lang: 'pt-BR',
      json: { ...colors, primary: 'azul' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fields.primary).toMatch(/#RRGGBB/)
    expect(
      (await t.request('PUT', cms('/resource/home'), { token: owner.token, json: colors })).status,
    ).toBe(404)
  })
})

describe('elements', () => {
  test('create (JSON): booleans true/false as 1/0, read-only fields ignored, at the end', async () => {
    const created = await t.request('POST', cms('/text'), {
      token: owner.token,
      json: textElement({
        status: true,
        new_tab: false,
        type: 'image',
        entity: 'product',
        created_at: '2001-01-01T00:00:00Z',
      }),
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      type: 'text',
      entity: 'text',
      status: 1,
      new_tab: 0,
      position: 0,
      placeholder: 'conteudo',
      text: 'Desde 2012 vestindo você.',
    })
    expect(created.body.created_at).not.toBe('2001-01-01T00:00:00.000Z')
    const second = await t.request('POST', cms('/text'), {
      token: owner.token,
      json: textElement({ title: 'Segundo', status: 0 }),
    })
    expect(second.body.position).toBe(1)
    expect(second.body.status).toBe(0)
  })

  test('catalogue: temp- ids dropped and numbered, saved ids kept, entities off reduced', async () => {
    const created = await t.request('POST', cms('/products'), {
      token: owner.token,
      json: {
        page_id: home.id,
        placeholder: 'destaques',
        title: 'Mais vendidos',
        limit: 8,
        conditions: [
          { id: 'temp-abc', attribute: 'categories.id', condition: '=', value: 3 },
          { attribute: 'prices.price', condition: 'order', order: 'asc' },
        ],
        visibility_by_entities: {
          categories: { status: 1, ids: [3, '4'] },
          products: { status: 0, ids: [9], note: 'x' },
        },
        visibility_period: {
          start: '2026-12-01',
          end: '2026-12-31',
          weekdays: ['saturday', 'sunday'],
        },
        visibility_condition: 'logged_in',
      },
    })
    expect(created.status).toBe(201)
    expect(created.body.conditions).toEqual([
      { id: 1, attribute: 'categories.id', condition: '=', value: 3 },
      { id: 2, attribute: 'prices.price', condition: 'order', order: 'asc' },
    ])
    expect(created.body.visibility_by_entities).toEqual({
      categories: { status: 1, ids: [3, 4] },
      products: { status: 0 },
    })
    expect(created.body.visibility_condition).toBe('logged_in')

    // Edit through the same call with content_id: saved ids kept, a new condition numbered after.
    const edited = await t.request('POST', cms('/products'), {
      token: owner.token,
      json: {
        content_id: created.body.content_id,
        page_id: home.id,
        placeholder: 'destaques',
        title: 'Mais vendidos da semana',
        conditions: [
          { id: 2, attribute: 'prices.price', condition: 'order', order: 'desc' },
          { id: 'temp-x', attribute: 'stock.has', condition: '=', value: 1 },
        ],
      },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.content_id).toBe(created.body.content_id)
    expect(edited.body.title).toBe('Mais vendidos da semana')
    expect(edited.body.conditions).toEqual([
      { id: 2, attribute: 'prices.price', condition: 'order', order: 'desc' },
      { id: 3, attribute: 'stock.has', condition: '=', value: 1 },
    ])

    const preview = await t.request('GET', cms(`/preview/${created.body.content_id}`), {
      token: reader.token,
    })
    expect(preview.status).toBe(200)
    expect(preview.body).toMatchObject({ content_id: created.body.content_id, entity: 'product' })
  })

  test('bad input is a 400 with field errors, and nothing changes', async () => {
    const before = await homeElements()
    const answer = await t.request('POST', cms('/products'), {
      token: owner.token,
      json: {
        page_id: home.id,
        placeholder: 'banner',
        status: 'talvez',
        limit: 500,
        conditions: [{ attribute: 'preço', condition: '=', value: 1 }],
        visibility_by_entities: { categories: { status: 1 } },
        visibility_period: { start: '2026-12-31', end: '2026-12-01', weekdays: ['funday'] },
      },
    })
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.data.fields)).toEqual(
      expect.arrayContaining([
        'status',
        'limit',
        'conditions.0.attribute',
        'visibility_by_entities.categories.ids',
        'visibility_period.weekdays.0',
      ]),
    )
    const placeholder = await t.request('POST', cms('/text'), {
      token: owner.token,
      json: textElement({ placeholder: 'rodape' }),
      lang: 'pt-BR',
    })
    expect(placeholder.status).toBe(400)
    expect(placeholder.body.data.fields.placeholder).toBe('Escolha um espaço desta página.')
    const wrongType = await t.request('POST', cms('/image'), {
      token: owner.token,
      json: {
        ...textElement(),
        alt: 'x',
        content_id: before.find((e) => e.title === 'Sobre')!.content_id,
      },
    })
    expect(wrongType.status).toBe(422)
    expect(
      (await t.request('POST', cms('/carrossel'), { token: owner.token, json: textElement() }))
        .status,
    ).toBe(404)
    expect(await homeElements()).toEqual(before)
  })

  test('a JSON body past the app-wide limit is a 413 on this route too', async () => {
    const answer = await t.request('POST', cms('/text'), {
      token: owner.token,
      json: textElement({ text: 'x'.repeat(1024 * 1024 + 10) }),
    })
    expect(answer.status).toBe(413)
  })

  test('multipart: flags "1"/"0", a PNG named .jpg kept as PNG, JSON fields as text', async () => {
    const form = new FormData()
    form.append('page_id', String(home.id))
    form.append('placeholder', 'banner')
    form.append('status', '0')
    form.append('new_tab', '1')
    form.append('alt', 'Coleção de verão')
    form.append('link', '/colecao/verao')
    form.append('visibility_by_entities', JSON.stringify({ categories: { status: 0, ids: [1] } }))
    form.append(
      'desktop_image',
      new File([PNG as Uint8Array<ArrayBuffer>], 'banner.jpg', { type: 'image/jpeg' }),
    )
    form.append('mobile_image', '')
    const answer = await send('POST', cms('/image'), form)
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ status: 0, new_tab: 1, mobile_image: null })
    expect(answer.body.desktop_image).toMatch(/^\/api\/payments\/public\/files\/[a-f0-9]{64}\.png$/)
    expect(answer.body.visibility_by_entities.categories).toEqual({ status: 0 })

    // Multiple images: an item's file by its path.
    const images = new FormData()
    images.append('page_id', String(home.id))
    images.append('placeholder', 'banner')
    images.append(
      'items',
      JSON.stringify([
        { alt: 'Slide 1', desktop_image: answer.body.desktop_image },
        { alt: 'Slide 2', desktop_image: null },
      ]),
    )
    images.append('items.1.desktop_image', new File([PNG as Uint8Array<ArrayBuffer>], 'slide.png'))
    const carousel = await send('POST', cms('/images'), images)
    expect(carousel.status).toBe(201)
    expect(carousel.body.items[0].desktop_image).toBe(answer.body.desktop_image)
    expect(carousel.body.items[1].desktop_image).toMatch(/\.png$/)
  })

  test('multipart: HTML or an SVG with a script declared image/png is refused (422), nothing saved', async () => {
    const before = await homeElements()
    for (const [bytes, name] of [
      ['<html><script>alert(1)</script></html>', 'x.png'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'x.svg'],
    ] as const) {
      const form = new FormData()
      form.append('page_id', String(home.id))
      form.append('placeholder', 'banner')
      form.append('alt', 'Imagem')
      form.append('desktop_image', new File([bytes], name, { type: 'image/png' }))
      const answer = await send('POST', cms('/image'), form)
      expect(answer.status).toBe(422)
      expect(answer.body.data.fields).toHaveProperty('desktop_image')
    }
    const badJson = new FormData()
    badJson.append('page_id', String(home.id))
    badJson.append('placeholder', 'banner')
    badJson.append('alt', 'Imagem')
    badJson.append('visibility_period', '{não é json')
    badJson.append('desktop_image', new File([PNG as Uint8Array<ArrayBuffer>], 'a.png'))
    const refused = await send('POST', cms('/image'), badJson)
    expect(refused.status).toBe(400)
    expect(refused.body.data.fields).toHaveProperty('visibility_period')
    expect(await homeElements()).toEqual(before)
  })

  test('status action switches; an unknown action is a 404', async () => {
    const [first] = await homeElements()
    const ref = { page_id: home.id, content_id: first!.content_id }
    const off = await t.request('PUT', cms('/status'), { token: owner.token, json: ref })
    expect(off.status).toBe(200)
    expect(off.body.status).toBe(1 - first!.status)
    const back = await t.request('PUT', cms('/status'), { token: owner.token, json: ref })
    expect(back.body.status).toBe(first!.status)
    expect(
      (await t.request('PUT', cms('/publicar'), { token: owner.token, json: ref })).status,
    ).toBe(404)
  })

  test('order: a placeholder or the whole page; foreign, missing or repeated ids are a 422', async () => {
    const content = (await homeElements()).filter((e) => e.placeholder === 'conteudo')
    expect(content.length).toBeGreaterThanOrEqual(2)
    const reversed = content.map((e) => e.content_id).reverse()
    const saved = await t.request('PUT', cms('/order'), {
      token: owner.token,
      json: { page_id: home.id, orders: reversed },
    })
    expect(saved.status).toBe(200)
    expect(
      saved.body.elements
        .filter((e: { placeholder: string }) => e.placeholder === 'conteudo')
        .map((e: { content_id: number }) => e.content_id),
    ).toEqual(reversed)

    const all = (await homeElements()).map((e) => e.content_id)
    const whole = await t.request('PUT', cms('/order'), {
      token: owner.token,
      json: { page_id: home.id, orders: [...all].reverse() },
    })
    expect(whole.status).toBe(200)

    const before = await homeElements()
    const foreign = await t.request('POST', cms('/text'), {
      token: stranger.token,
      json: textElement({ page_id: 1 }),
      lang: 'pt-BR',
    })
    expect(foreign.status).toBe(404)
    for (const orders of [[...reversed, 999_999], reversed.slice(1), [reversed[0]!, ...reversed]]) {
      const refused = await t.request('PUT', cms('/order'), {
        token: owner.token,
        json: { page_id: home.id, orders },
        lang: 'pt-BR',
      })
      expect(refused.status).toBe(422)
      expect(refused.body.data.fields.orders).toMatch(/exatamente/)
    }
    expect(await homeElements()).toEqual(before)
  })

  test('duplicate places the copy right after; remove closes up', async () => {
    const content = (await homeElements()).filter((e) => e.placeholder === 'conteudo')
    const original = content[0]!
    const copy = await t.request('POST', cms('/duplicate/home'), {
      token: owner.token,
      json: { content_id: original.content_id },
    })
    expect(copy.status).toBe(201)
    expect(copy.body).toMatchObject({ title: original.title, position: original.position + 1 })
    expect(copy.body.content_id).not.toBe(original.content_id)
    const after = (await homeElements()).filter((e) => e.placeholder === 'conteudo')
    expect(after.map((e) => e.position)).toEqual(after.map((_, index) => index))
    expect(after[1]!.content_id).toBe(copy.body.content_id)

    const wrongPage = await t.request('POST', cms('/duplicate/search'), {
      token: owner.token,
      json: { content_id: original.content_id },
    })
    expect(wrongPage.status).toBe(404)

    const removed = await t.request('DELETE', cms('/remove'), {
      token: owner.token,
      json: { page_id: home.id, content_id: copy.body.content_id },
    })
    expect(removed.status).toBe(204)
    const left = (await homeElements()).filter((e) => e.placeholder === 'conteudo')
    expect(left.map((e) => e.content_id)).toEqual(content.map((e) => e.content_id))
    expect(left.map((e) => e.position)).toEqual(left.map((_, index) => index))
    const again = await t.request('DELETE', cms('/remove'), {
      token: owner.token,
      json: { page_id: home.id, content_id: copy.body.content_id },
    })
    expect(again.status).toBe(404)
  })
})

describe('audit log', () => {
  test('the layout, element and page changes are logged in the layout area', async () => {
    const logs = await t.request('GET', `/api/connect/control/${app.id}/logs`, {
      token: owner.token,
    })
    expect(logs.status).toBe(200)
    const seen = new Set(
      logs.body.items.map(
        (entry: { area: string; entity: string; action: string }) =>
          `${entry.area} ${entry.entity} ${entry.action}`,
      ),
    )
    for (const line of [
      'layout layout create',
      'layout cms_element create',
      'layout cms_element update',
      'layout cms_element delete',
      'layout page update',
    ])
      expect(seen).toContain(line)
  })
})

describe('access', () => {
  const calls = (id: number, pageId: number) =>
    [
      ['GET', `${main}/apps/${id}/menu`],
      ['GET', cms('/search/home', id)],
      ['POST', cms('/text', id), textElement({ page_id: pageId })],
      ['PUT', cms('/order', id), { page_id: pageId, orders: [1] }],
      ['PUT', cms('/status', id), { page_id: pageId, content_id: 1 }],
      ['DELETE', cms('/remove', id), { page_id: pageId, content_id: 1 }],
      ['POST', cms('/duplicate/home', id), { content_id: 1 }],
      ['GET', cms('/seo/home', id)],
      ['PUT', cms('/resource/robots', id), { content: 'User-agent: *' }],
      ['GET', cms('/preview/1', id)],
    ] as const

  test('another store’s layout is a 404 on every call, and nothing of it changes', async () => {
    const theirs = await t.request('GET', cms('/search/home', otherLayoutId), {
      token: stranger.token,
    })
    for (const [method, path, json] of calls(otherLayoutId, theirs.body.page.id)) {
      const answer = await t.request(method, path, { token: owner.token, json })
      expect(answer.status, `${method} ${path}`).toBe(404)
    }
    // A page id of another layout inside the caller's own layout is not found either.
    const cross = await t.request('POST', cms('/text'), {
      token: owner.token,
      json: textElement({ page_id: theirs.body.page.id }),
    })
    expect(cross.status).toBe(404)
    expect(
      (await t.request('GET', cms('/search/home', 999_999), { token: owner.token })).status,
    ).toBe(404)
  })

  test('no session: 401; layout none: 403 even to read; read: reads but no writes', async () => {
    expect((await t.request('GET', cms('/search/home'))).status).toBe(401)
    for (const [method, path, json] of calls(layoutId, home.id)) {
      const none = await t.request(method, path, { token: noLayout.token, json })
      expect(none.status, `${method} ${path}`).toBe(403)
      const read = await t.request(method, path, { token: reader.token, json })
      if (method === 'GET') expect(read.status, `${method} ${path}`).not.toBe(403)
      else expect(read.status, `${method} ${path}`).toBe(403)
    }
  })
})
