// Bundles the server into dist/: our code and the workspace contract (@vitrine/api, shipped as
// TypeScript source) in, every npm dependency left as an import resolved from node_modules at
// run time. Code splitting keeps on-demand imports (the PGlite or PostgreSQL driver, the
// migrator) in their own chunks, so a server never loads the driver it does not use.
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const serverRoot = fileURLToPath(new URL('..', import.meta.url))
const outdir = path.join(serverRoot, 'dist')

/** Bundle only relative files and @vitrine/* workspace packages. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@vitrine/') ? undefined : { path: args.path, external: true },
    )
  },
}

await fs.rm(outdir, { recursive: true, force: true })
const result = await build({
  entryPoints: { start: path.join(serverRoot, 'src/start.ts') },
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [externalNpmPackages],
  metafile: true,
  logLevel: 'warning',
})

const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'))
const total = outputs.reduce((sum, [, output]) => sum + output.bytes, 0)
console.log(
  `built ${path.relative(process.cwd(), path.join(outdir, 'start.js'))} ` +
    `(${outputs.length} files, ${(total / 1024).toFixed(1)} KiB)`,
)
