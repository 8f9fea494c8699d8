// Every route of the panel, read from the route manifest itself (packages/features), with the
// source file of the screen the panel wires for it (apps/panel/src/routes/screens*), so the
// benchmarks follow the manifest instead of a list kept by hand. Node 20 cannot import
// TypeScript, so esbuild bundles the two modules for Node first.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const screensDir = path.join(root, 'apps/panel/src/routes/screens')

/**
 * The screen modules themselves are React components with CSS and a design system behind them:
 * each is replaced by its own file name, which is all the benchmark needs to know about it.
 * @type {import('esbuild').Plugin}
 */
const screenFileNames = {
  name: 'screen-file-names',
  setup(bundle) {
    bundle.onResolve({ filter: /\.tsx$/ }, ({ path: file, importer, kind }) => {
      if (kind !== 'dynamic-import' || path.dirname(importer) !== screensDir) return undefined
      return { path: path.join(screensDir, file), namespace: 'screen-file' }
    })
    // A screen module that exports more than its default (one module for several routes, e.g.
    // `groupScreen(group)` of the checkout's custom fields) gets each named export as a stand-in
    // that is the file name when read as text and returns it when called.
    bundle.onLoad({ filter: /.*/, namespace: 'screen-file' }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8')
      const names = [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1])
      const name = JSON.stringify(file)
      const standIn = `Object.assign(() => ${name}, { [Symbol.toPrimitive]: () => ${name} })`
      return {
        contents: [
          `export default ${name}`,
          ...names.map((named) => `export const ${named} = ${standIn}`),
        ].join('\n'),
        loader: 'js',
      }
    })
  },
}

/**
 * @typedef {{ name: string, path: string, layout: string, login: boolean, area?: string,
 *   screenFile: string }} ManifestRoute
 * @returns {Promise<{ routes: ManifestRoute[], fillPath: (pattern: string,
 *   params: Record<string, string | number>) => string }>} the routes in the manifest's order,
 *   and the manifest's own way of filling a pattern's parameters
 */
export async function loadManifest() {
  const result = await build({
    stdin: {
      contents: [
        "export { routes } from './packages/features/src/routes/manifest.ts'",
        "export { fillPath } from './packages/features/src/routes/path.ts'",
        "export { tableOf } from './apps/panel/src/routes/screens.ts'",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
      sourcefile: 'bench-routes.ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [screenFileNames],
  })
  const code = result.outputFiles[0].text
  const { routes, fillPath, tableOf } = await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  )
  const withScreens = await Promise.all(
    routes.map(async (route) => {
      const { screens } = await (await tableOf(route.name))()
      const screen = await screens[route.name]?.()
      if (!screen) throw new Error(`No screen is wired for the route "${route.name}"`)
      return {
        name: route.name,
        path: route.path,
        layout: route.layout,
        login: route.login,
        area: route.area,
        screenFile: String(screen.default),
      }
    }),
  )
  return { routes: withScreens, fillPath }
}
