import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, test } from 'vitest'
import { loadConfig, type Config } from '../config.ts'
import { sniffUpload } from './images.ts'
import { memoryFileStore, useFileStore } from './store.ts'
import { storeImage, UploadRefused } from './upload.ts'

/** A picture made here: a gradient, so encoders cannot shrink it to nothing. */
async function picture(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif',
): Promise<Uint8Array> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#123"/><stop offset="1" stop-color="#fc0"/></linearGradient></defs><rect width="${width}" height="${height / 2}" fill="url(#g)"/></svg>`,
      ),
    },
  ])
  return new Uint8Array(await image.toFormat(format).toBuffer())
}

const CLEAN_SVG =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="48" height="24" viewBox="0 0 48 24">' +
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs>' +
  '<rect width="48" height="24" fill="url(#g)"/><use xlink:href="#g"/></svg>'

const text = (value: string) => new TextEncoder().encode(value)

let config: Config
let store: ReturnType<typeof memoryFileStore>
const folders: string[] = []

beforeEach(() => {
  config = loadConfig({ UPLOAD_MAX_BYTES: String(5 * 1024 * 1024) }, { cwd: '/', staticDir: '/' })
  store = memoryFileStore()
  useFileStore(config, store)
})

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true })
})

async function refusal(promise: Promise<unknown>): Promise<UploadRefused> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof UploadRefused)) throw new Error(`expected a refusal, got ${String(error)}`)
  return error
}

describe('sniffing: the bytes say the type', () => {
  test('each accepted type is told by its bytes', async () => {
    expect(sniffUpload(await picture(4, 4, 'png'))).toBe('png')
    expect(sniffUpload(await picture(4, 4, 'jpeg'))).toBe('jpg')
    expect(sniffUpload(await picture(4, 4, 'webp'))).toBe('webp')
    expect(sniffUpload(await picture(4, 4, 'gif'))).toBe('gif')
    expect(sniffUpload(text(CLEAN_SVG))).toBe('svg')
    expect(sniffUpload(text('\uFEFF<!-- logo --><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'svg',
    )
  })

  test('anything else is no image, whatever it would be called', () => {
    expect(sniffUpload(text('<!doctype html><html><script>alert(1)</script></html>'))).toBe(
      undefined,
    )
    expect(sniffUpload(text('<html><body><svg></svg></body></html>'))).toBe(undefined)
    expect(sniffUpload(text('%PDF-1.7'))).toBe(undefined)
    expect(sniffUpload(new Uint8Array([0xff, 0xfe, 0x00, 0x3c]))).toBe(undefined)
    expect(sniffUpload(new Uint8Array())).toBe(undefined)
  })
})

describe('storeImage', () => {
  test('a PNG is kept as a PNG with its WebP copies, never enlarged', async () => {
    const image = await storeImage(config, await picture(2000, 1000, 'png'))
    expect(image.content_type).toBe('image/png')
    expect(image.url).toBe(`/api/payments/public/files/${image.key}`)
    expect(image.key).toMatch(/^[a-f0-9]{64}\.png$/)
    expect([image.width, image.height]).toEqual([2000, 1000])
    expect(image.variants.map(({ width, height }) => [width, height])).toEqual([
      [320, 160],
      [640, 320],
      [1280, 640],
    ])
    const stem = image.key.replace('.png', '')
    expect(image.variants.map(({ url }) => url)).toEqual(
      [320, 640, 1280].map((width) => `/api/payments/public/files/${stem}-${width}w.webp`),
    )
    expect(store.keys().sort()).toEqual(
      [image.key, ...[320, 640, 1280].map((width) => `${stem}-${width}w.webp`)].sort(),
    )
    const copy = await store.get(`${stem}-640w.webp`)
    expect(copy?.contentType).toBe('image/webp')
    const meta = await sharp(copy!.bytes).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 320])

    // Only the copies narrower than the image; none for a small one.
    expect((await storeImage(config, await picture(700, 300, 'jpeg'))).variants).toMatchObject([
      { width: 320 },
      { width: 640 },
    ])
    expect((await storeImage(config, await picture(320, 100, 'webp'))).variants).toEqual([])
  })

  test('each raster type keeps its type; the same picture is the same key', async () => {
    const jpeg = await picture(400, 300, 'jpeg')
    const first = await storeImage(config, jpeg)
    expect(first.content_type).toBe('image/jpeg')
    expect(first.key).toMatch(/\.jpg$/)
    expect((await storeImage(config, jpeg)).key).toBe(first.key)
    expect((await storeImage(config, await picture(10, 10, 'webp'))).key).toMatch(/\.webp$/)
    const gif = await storeImage(config, await picture(500, 50, 'gif'))
    expect(gif.content_type).toBe('image/gif')
    expect(gif.variants).toMatchObject([{ width: 320, height: 32 }])
  })

  test('an animated GIF stays animated, and so do its copies', async () => {
    const frames = await Promise.all(
      ['#f00', '#0f0'].map((color) =>
        sharp({ create: { width: 400, height: 200, channels: 3, background: color } })
          .raw()
          .toBuffer(),
      ),
    )
    // Two frames of 400×200, one under the other.
    const framed = await sharp(Buffer.concat(frames), {
      raw: { width: 400, height: 400, channels: 3, pageHeight: 200 },
    })
      .gif({ loop: 0, delay: [100, 100] })
      .toBuffer()
    const image = await storeImage(config, new Uint8Array(framed))
    expect([image.width, image.height]).toEqual([400, 200])
    const kept = await sharp((await store.get(image.key))!.bytes, { animated: true }).metadata()
    expect(kept.pages).toBe(2)
    const copy = await store.get(image.variants[0]!.url.split('/').at(-1)!)
    expect((await sharp(copy!.bytes, { animated: true }).metadata()).pages).toBe(2)
  })

  test('EXIF orientation becomes pixels; no metadata is kept', async () => {
    // A phone photo: stored 600×300 sideways, EXIF says "turn 90°", with a camera name.
    const photo = await sharp(await picture(600, 300, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'Telefone' } })
      .jpeg()
      .toBuffer()
    const sent = await sharp(photo).metadata()
    expect([sent.orientation, sent.exif?.includes('Telefone')]).toEqual([6, true])
    const image = await storeImage(config, new Uint8Array(photo))
    expect([image.width, image.height]).toEqual([300, 600])
    const kept = await sharp((await store.get(image.key))!.bytes).metadata()
    expect([kept.width, kept.height]).toEqual([300, 600])
    expect(kept.exif).toBeUndefined()
    expect(kept.orientation).toBeUndefined()
    expect(kept.icc).toBeUndefined()
  })

  test('a clean SVG is drawn into a PNG big enough for the copies', async () => {
    const image = await storeImage(config, text(CLEAN_SVG))
    expect(image.content_type).toBe('image/png')
    expect([image.width, image.height]).toEqual([1280, 640])
    expect(image.variants.map(({ width }) => width)).toEqual([320, 640])
    expect(store.keys().some((key) => key.endsWith('.svg'))).toBe(false)
  })

  test.each([
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['a namespaced script', '<svg xmlns:h="x"><h:script>alert(1)</h:script></svg>'],
    ['an event handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['an event on a shape', '<svg><rect width="9" height="9"\nonclick = "x()"/></svg>'],
    ['a javascript: link', '<svg><a href="javascript:alert(1)"><rect/></a></svg>'],
    [
      'an encoded javascript: link',
      '<svg><a xlink:href="jav&#x61;script&#58;x()"><rect/></a></svg>',
    ],
    ['a split javascript: link', '<svg><a href="java\tscript:x()"><rect/></a></svg>'],
    ['foreignObject', '<svg><foreignObject><div>x</div></foreignObject></svg>'],
    ['an embedded document', '<svg><iframe src="https://example.com"/></svg>'],
    ['an entity', '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>'],
    ['an external image', '<svg><image href="https://tracker.example.com/p.png"/></svg>'],
    ['an external file', '<svg><image xlink:href="/etc/passwd"/></svg>'],
    ['an SVG inside', '<svg><image href="data:image/svg+xml;base64,PHN2Zz4="/></svg>'],
    ['a stylesheet import', '<svg><style>@import url(https://example.com/x.css);</style></svg>'],
    ['a CSS url', '<svg><rect style="fill:url(https://example.com/x)"/></svg>'],
    ['a stylesheet', '<?xml-stylesheet href="x.css"?><svg/>'],
  ])('an SVG with %s is refused, nothing kept', async (_, svg) => {
    const refused = await refusal(storeImage(config, text(svg), { field: 'desktop' }))
    expect(refused.refusal).toBe('unsafeSvg')
    expect(refused.field).toBe('desktop')
    expect(refused.status).toBe(422)
    expect(refused.message).toMatch(/^A imagem SVG traz scripts/)
    expect(store.keys()).toEqual([])
  })

  test('an SVG with an inline picture and internal references is accepted', async () => {
    const dot = Buffer.from(await picture(2, 2, 'png')).toString('base64')
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="20" height="10"><image width="20" height="10" xlink:href="data:image/png;base64,${dot}"/><rect style="fill:url(#g)"/></svg>`
    expect((await storeImage(config, text(svg))).content_type).toBe('image/png')
  })

  test('HTML, a PDF or an empty file is refused: the name and declared type are never asked', async () => {
    for (const bytes of [
      text('<!doctype html><title>x</title><script>alert(document.cookie)</script>'),
      text('%PDF-1.4\n'),
      // A PNG's signature followed by HTML: sniffed as PNG, but it does not decode.
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...text('<html>')]),
    ]) {
      const refused = await refusal(storeImage(config, bytes))
      expect(['type', 'undecodable']).toContain(refused.refusal)
      expect(refused.field).toBe('file')
    }
    expect((await refusal(storeImage(config, new Uint8Array()))).refusal).toBe('missing')
    expect((await refusal(storeImage(config, undefined))).message).toBe('Escolha uma imagem.')
    expect(store.keys()).toEqual([])
  })

  test('a truncated image is refused, not a crash', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) {
      const whole = await picture(800, 600, format)
      const cut = whole.slice(0, Math.floor(whole.byteLength / 2))
      const refused = await refusal(storeImage(config, cut))
      expect(refused.refusal).toBe('undecodable')
      expect(refused.message).toBe(
        'Não foi possível ler a imagem: o arquivo está incompleto ou corrompido.',
      )
    }
    expect(store.keys()).toEqual([])
  })

  test('past the limit: refused with the limit in Portuguese, no file written to disk', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'vitrine-files-'))
    folders.push(folder)
    const onDisk = loadConfig(
      { VITRINE_DATA_DIR: folder, UPLOAD_MAX_BYTES: '1536' },
      { cwd: '/', staticDir: '/' },
    )
    const big = await picture(200, 200, 'png')
    expect(big.byteLength).toBeGreaterThan(1536)
    const refused = await refusal(storeImage(onDisk, big))
    expect(refused.refusal).toBe('tooLarge')
    expect(refused.status).toBe(413)
    expect(refused.message).toBe('A imagem passa de 1,5 KB.')
    expect(refused.toApiError('en').message).toBe('The image is larger than 1.5 KB.')
    expect(await readdir(folder)).toEqual([])

    const fiveMb = await refusal(storeImage(config, new Uint8Array(5 * 1024 * 1024 + 1)))
    expect(fiveMb.message).toBe('A imagem passa de 5 MB.')

    // Within the limit, the disk store keeps it under the data directory.
    const kept = await storeImage(onDisk, big, { maxBytes: 1024 * 1024 })
    expect(await readdir(path.join(folder, 'files'))).toContain(kept.key)
  })

  test('a picture of too many pixels is refused before it is decoded', async () => {
    // A PNG whose header claims 10000×10000 pixels (100 megapixels), in a hundred bytes.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
      const length = Buffer.alloc(4)
      length.writeUInt32BE(data.length)
      const crc = Buffer.alloc(4)
      crc.writeUInt32BE(crc32(body))
      return Buffer.concat([length, body, crc])
    }
    const header = Buffer.alloc(13)
    header.writeUInt32BE(10000, 0)
    header.writeUInt32BE(10000, 4)
    header.set([8, 2, 0, 0, 0], 8)
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(1000))),
      chunk('IEND', Buffer.alloc(0)),
    ])
    const refused = await refusal(storeImage(config, new Uint8Array(bomb)))
    expect(refused.refusal).toBe('tooManyPixels')
    expect(refused.message).toBe('A imagem tem pixels demais (até 40 megapixels).')
  })
})
