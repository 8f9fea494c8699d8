// Pre-compresses the built panel: next to every text asset, a .gz made with zopfli (smaller than
// gzip -9, still plain gzip for every browser) and a .br (brotli, quality 11). The server sends
// the best one the browser accepts; nothing is compressed per request.
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'

const dist = fileURLToPath(new URL('../dist', import.meta.url))
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/
/** Tiny files gain nothing from compression (headers cost more than they save). */
const MIN_BYTES = 512
const brotli = promisify(zlib.brotliCompress)

async function* files(directory) {
  for (const entry of await fs.readdir(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name)
    if (entry.isDirectory()) yield* files(file)
    else if (COMPRESSIBLE.test(entry.name)) yield file
  }
}

let raw = 0
let gzipped = 0
let brotlied = 0
const started = performance.now()
const work = []
for await (const file of files(dist)) {
  work.push(
    (async () => {
      const content = await fs.readFile(file)
      if (content.length < MIN_BYTES) return
      const [gz, br] = await Promise.all([
        gzipAsync(content, { numiterations: 15 }),
        brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ])
      await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)])
      raw += content.length
      gzipped += gz.length
      brotlied += br.length
    })(),
  )
}
await Promise.all(work)
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`
console.log(
  `compressed ${work.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
    `${kb(raw)} → gzip ${kb(gzipped)}, brotli ${kb(brotlied)}`,
)
