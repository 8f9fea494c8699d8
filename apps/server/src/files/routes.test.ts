import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ownBodyLimit } from '../http/body-limit.ts'
import { createTestServer, type TestServer } from '../testing/test-server.ts'
import { memoryFileStore, useFileStore } from './store.ts'
import { readUploadForm, receiveImage, storeImage, storeImageOrError } from './upload.ts'

/*
 * The upload service inside the real app (its language, error answers and body limit), through
 * two routes registered here as a domain would write them, and the public files route.
 */

const LIMIT = 64 * 1024

let t: TestServer
let store: ReturnType<typeof memoryFileStore>

beforeAll(async () => {
  t = await createTestServer({ env: { UPLOAD_MAX_BYTES: String(LIMIT) } })
  t.app.post('/api/test-uploads/image', ownBodyLimit, async (c) =>
    c.json(await receiveImage(c, t.config), 201),
  )
  // A CMS element's form: two images and its other fields ("1"/"0" booleans) in one body.
  t.app.post('/api/test-uploads/element', ownBodyLimit, async (c) => {
    const lang = c.get('lang')
    const form = await readUploadForm(c, t.config, { files: ['desktop', 'mobile'] })
    const desktop = await storeImageOrError(t.config, form.files.desktop, lang, {
      field: 'desktop',
    })
    const mobile = form.files.mobile
      ? await storeImageOrError(t.config, form.files.mobile, lang, { field: 'mobile' })
      : null
    return c.json({ fields: form.fields, desktop: desktop.url, mobile: mobile?.url ?? null })
  })
})

afterAll(async () => {
  await t.close()
})

beforeEach(() => {
  store = memoryFileStore()
  useFileStore(t.config, store)
})

async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'gif') {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#3a7' } })
      .toFormat(format)
      .toBuffer(),
  )
}

function formWith(files: Record<string, { bytes: Uint8Array; name: string; type: string }>) {
  const form = new FormData()
  for (const [field, file] of Object.entries(files)) {
    form.append(
      field,
      new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }),
      file.name,
    )
  }
  return form
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return t.app.request(`/api/test-uploads/${path}`, {
    method: 'POST',
    headers: { Language: 'pt-BR', ...headers },
    body,
  })
}

interface ErrorBody {
  message: string
  data: { fields: Record<string, string> }
}

describe('an upload route', () => {
  test('the bytes decide: a PNG called "foto.gif" sent as text/html is a PNG', async () => {
    const png = await picture(800, 400, 'png')
    const answer = await post(
      'image',
      formWith({ file: { bytes: png, name: 'foto.gif', type: 'text/html' } }),
    )
    expect(answer.status).toBe(201)
    const image = (await answer.json()) as {
      url: string
      content_type: string
      variants: { width: number; url: string }[]
    }
    expect(image.content_type).toBe('image/png')
    expect(image.url).toMatch(/^\/api\/payments\/public\/files\/[a-f0-9]{64}\.png$/)
    expect(image.variants.map(({ width }) => width)).toEqual([320, 640])
  })

  test('HTML called "foto.png" and sent as image/png is refused, in the field', async () => {
    const html = new TextEncoder().encode('<html><body><script>alert(1)</script></body></html>')
    const answer = await post(
      'image',
      formWith({ file: { bytes: html, name: 'foto.png', type: 'image/png' } }),
    )
    expect(answer.status).toBe(422)
    const body = (await answer.json()) as ErrorBody
    expect(body.data.fields).toEqual({
      file: 'O arquivo não é uma imagem PNG, JPEG, WebP, GIF ou SVG.',
    })
    expect(store.keys()).toEqual([])
  })

  test('an SVG with a script is refused; in English for an English client', async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    )
    const answer = await post(
      'image',
      formWith({ file: { bytes: svg, name: 'logo.svg', type: 'image/svg+xml' } }),
      { Language: 'en' },
    )
    expect(answer.status).toBe(422)
    expect(((await answer.json()) as ErrorBody).data.fields.file).toMatch(
      /^The SVG image carries scripts/,
    )
    expect(store.keys()).toEqual([])
  })

  test('past the limit: 413 on the field, whether the length is declared or not, nothing kept', async () => {
    const big = new Uint8Array(LIMIT * 3).fill(7)
    const declared = await post(
      'image',
      formWith({ file: { bytes: big, name: 'a.png', type: 'image/png' } }),
    )
    expect(declared.status).toBe(413)
    expect(declared.headers.get('Connection')).toBe('close')
    expect(((await declared.json()) as ErrorBody).data.fields).toEqual({
      file: 'A imagem passa de 64 KB.',
    })

    // Chunked, with no Content-Length: counted while read, refused before the end arrives.
    const form = formWith({ file: { bytes: big, name: 'a.png', type: 'image/png' } })
    const encoded = new Response(form)
    const whole = new Uint8Array(await encoded.clone().arrayBuffer())
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= whole.byteLength) return controller.close()
        const slice = whole.subarray(sent, sent + 8 * 1024)
        sent += slice.byteLength
        controller.enqueue(slice)
      },
    })
    const chunked = await t.app.request('/api/test-uploads/image', {
      method: 'POST',
      headers: { Language: 'pt-BR', 'Content-Type': encoded.headers.get('Content-Type')! },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
    expect(sent).toBeLessThan(whole.byteLength)

    // One file past the limit inside a body that is within the limits of two.
    const twoFiles = formWith({
      desktop: { bytes: await picture(10, 10, 'png'), name: 'd.png', type: 'image/png' },
      mobile: { bytes: new Uint8Array(LIMIT + 1), name: 'm.png', type: 'image/png' },
    })
    const oneTooBig = await post('element', twoFiles)
    expect(oneTooBig.status).toBe(413)
    expect(((await oneTooBig.json()) as ErrorBody).data.fields).toEqual({
      mobile: 'A imagem passa de 64 KB.',
    })
    expect(store.keys()).toEqual([])
  })

  test('a body that is no form is 415; a form without the file is a missing image', async () => {
    const json = await post('image', JSON.stringify({ file: 'x' }), {
      'Content-Type': 'application/json',
    })
    expect(json.status).toBe(415)
    expect(((await json.json()) as ErrorBody).data.fields).toEqual({
      file: 'Envie a imagem como multipart/form-data.',
    })
    const form = new FormData()
    form.append('other', 'x')
    const missing = await post('image', form)
    expect(missing.status).toBe(422)
    expect(((await missing.json()) as ErrorBody).data.fields).toEqual({
      file: 'Escolha uma imagem.',
    })
  })

  test('a form with two images and its fields: each image checked under its own name', async () => {
    const form = formWith({
      desktop: { bytes: await picture(1400, 500, 'jpeg'), name: 'd.jpg', type: 'image/jpeg' },
      mobile: { bytes: await picture(400, 400, 'png'), name: 'm.png', type: 'image/png' },
    })
    form.append('status', '1')
    form.append('new_tab', '0')
    const answer = await post('element', form)
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as {
      fields: Record<string, string>
      desktop: string
      mobile: string
    }
    expect(body.fields).toEqual({ status: '1', new_tab: '0' })
    expect(body.desktop).toMatch(/\.jpg$/)
    expect(body.mobile).toMatch(/\.png$/)

    const truncated = await picture(600, 600, 'jpeg')
    const bad = formWith({
      desktop: { bytes: await picture(10, 10, 'png'), name: 'd.png', type: 'image/png' },
      mobile: {
        bytes: truncated.slice(0, truncated.byteLength / 2),
        name: 'm.jpg',
        type: 'image/jpeg',
      },
    })
    const refused = await post('element', bad)
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as ErrorBody).data.fields).toEqual({
      mobile: 'Não foi possível ler a imagem: o arquivo está incompleto ou corrompido.',
    })
  })
})

describe('the public files route', () => {
  const SERVED = {
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  }

  test('serves the image and its copies with their types, cached for good', async () => {
    const image = await storeImage(t.config, await picture(700, 350, 'gif'))
    for (const [url, type] of [
      [image.url, 'image/gif'],
      ...image.variants.map(({ url }) => [url, 'image/webp']),
    ] as const) {
      const answer = await t.app.request(url)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('Content-Type')).toBe(type)
      for (const [name, value] of Object.entries(SERVED)) {
        expect(answer.headers.get(name)).toBe(value)
      }
      const bytes = new Uint8Array(await answer.arrayBuffer())
      expect(answer.headers.get('Content-Length')).toBe(String(bytes.byteLength))
    }
    const copy = await t.app.request(image.variants[1]!.url)
    expect((await sharp(new Uint8Array(await copy.arrayBuffer())).metadata()).width).toBe(640)
  })

  test('a key that is not kept, or is no key, is a 404', async () => {
    const image = await storeImage(t.config, await picture(200, 100, 'png'))
    // 200 pixels wide: no 320 copy was made.
    const stem = image.url.slice(0, -'.png'.length)
    expect((await t.app.request(`${stem}-320w.webp`)).status).toBe(404)
    for (const key of [
      `${'0'.repeat(64)}.gif`,
      `${'0'.repeat(64)}-7w.webp`,
      `${'0'.repeat(64)}.svg`,
      '..%2Fsecret',
    ]) {
      expect((await t.app.request(`/api/payments/public/files/${key}`)).status).toBe(404)
    }
  })
})
