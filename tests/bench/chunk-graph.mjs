// The built panel's chunks as a graph: which chunk imports which (statically, or on demand),
// and which chunk holds a given source module. esbuild reads the imports of Rolldown's output
// (it parses every chunk while bundling them again in memory); the source maps Vite writes
// beside each chunk say which modules went into it.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

/**
 * @param {string} dist the panel's dist directory (index.html, assets/)
 */
export async function loadChunkGraph(dist) {
  const assets = path.join(dist, 'assets')
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'))
  /** Chunks are named by their address as the browser asks for them: /assets/x.js. */
  const address = (file) => `/assets/${path.basename(file)}`

  const { metafile } = await build({
    entryPoints: files.map((file) => path.join(assets, file)),
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: path.join(dist, '.chunk-graph'),
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  /** @type {Map<string, { static: string[], dynamic: string[] }>} */
  const imports = new Map()
  for (const [input, { imports: found }] of Object.entries(metafile.inputs)) {
    const of = (kind) => found.filter((i) => i.kind === kind).map((i) => address(i.path))
    imports.set(address(input), { static: of('import-statement'), dynamic: of('dynamic-import') })
  }

  /** @type {Map<string, string>} absolute source path → chunk address */
  const chunkOfModule = new Map()
  for (const file of files) {
    let map
    try {
      map = JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8'))
    } catch {
      continue
    }
    const base = path.resolve(assets, map.sourceRoot ?? '')
    for (const source of map.sources) chunkOfModule.set(path.resolve(base, source), address(file))
  }

  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(
    readFileSync(path.join(dist, 'index.html'), 'utf8'),
  )?.[1]
  if (!entry) throw new Error(`No module script in ${dist}/index.html`)

  const entryChunk = new URL(entry, 'http://x').pathname

  /**
   * The chunks reachable from the entry through imports (static ones, and on-demand ones when
   * `loaded` says the visit made them), never passing through `avoid`.
   */
  function reachable({ loaded, avoid } = {}) {
    const seen = new Set()
    const queue = [entryChunk]
    while (queue.length) {
      const chunk = queue.pop()
      if (seen.has(chunk) || chunk === avoid) continue
      seen.add(chunk)
      const next = imports.get(chunk)
      if (next)
        queue.push(...next.static, ...(loaded ? next.dynamic.filter((c) => loaded.has(c)) : []))
    }
    return seen
  }

  return {
    /** The entry chunk and everything it imports statically: the shell every visit loads. */
    shell: reachable(),
    /**
     * Of the chunks a visit loaded, those only its screen explains: the others are reachable
     * from the entry through chunks the visit loaded without passing through the screen's —
     * the shell, the layout, the guards, the adapter, the area's screen table.
     * @param {string} screen the screen's chunk
     * @param {Set<string>} loaded
     */
    ownChunks(screen, loaded) {
      const host = reachable({ loaded, avoid: screen })
      return [...loaded].filter((chunk) => !host.has(chunk))
    },
    /** The chunk a source module was bundled into. */
    chunkOf(sourceFile) {
      const chunk = chunkOfModule.get(path.resolve(sourceFile))
      if (!chunk) throw new Error(`No built chunk holds ${sourceFile}`)
      return chunk
    },
  }
}
