// @ts-check
/**
 * `npm run new:screen -- <area>/<screen>`: a new feature screen in packages/features/src, built
 * the way the others are, so a hundred screens start alike. Plain Node, no dependency.
 *
 * The generated screen lists items from one API call, named once in `use-<screen>.ts`
 * (`listCall`). It starts on the store's API tokens: a real call that every fixture variant
 * answers (sample, empty, error, never), so the screen, its level × state stories and its test
 * pass from the first minute without a stub that pretends. Pointing `listCall` at the area's own
 * resource is the first edit; the item type, the screen and the stories follow it.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { screenFiles } from './templates/screen.mjs'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
export const featuresSource = 'packages/features/src'

/** Folders of features/src that are not feature areas (eslint.config.js seals areas apart). */
const commonFolders = ['routes', 'testing', 'shared']

const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/

/**
 * The names a screen's files use, from "payments/transaction-list".
 * @param {string} spec
 */
export function screenNames(spec) {
  const parts = spec.split('/')
  if (parts.length !== 2) {
    throw new Error(`Expected <area>/<screen>, e.g. payments/transaction-list; got "${spec}".`)
  }
  const [area, screen] = /** @type {[string, string]} */ (parts)
  for (const part of parts) {
    if (!kebab.test(part)) {
      throw new Error(`"${part}" is not kebab-case (lowercase words joined by "-").`)
    }
  }
  if (commonFolders.includes(area)) {
    throw new Error(`"${area}" is a common folder of features/src, not a feature area.`)
  }
  const words = (/** @type {string} */ name) => name.split('-')
  const capital = (/** @type {string} */ word) => word.charAt(0).toUpperCase() + word.slice(1)
  const pascal = words(screen).map(capital).join('')
  return {
    area,
    screen,
    /** `TransactionList`: the component is `TransactionListScreen`. */
    pascal,
    /** `transactionList`: for the data hook and its cache key. */
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    /** `Transaction list`: the page's first title, until it gets its Portuguese one. */
    title: capital(words(screen).join(' ')),
    /** `Payments/Transaction list`: the Storybook title. */
    storyTitle: `${words(area).map(capital).join(' ')}/${capital(words(screen).join(' '))}`,
  }
}

/**
 * Writes the screen's folder under `<target>/<area>/<screen>` and returns the files written,
 * relative to `target`. Refuses a folder that already exists: nothing is overwritten.
 * @param {string} spec "<area>/<screen>"
 * @param {{ target?: string }} [options] the features source folder (a temp dir in tests)
 */
export function newScreen(spec, { target = path.join(root, featuresSource) } = {}) {
  const names = screenNames(spec)
  const folder = path.join(target, names.area, names.screen)
  if (existsSync(folder)) {
    throw new Error(`${path.relative(root, folder) || folder} already exists; nothing written.`)
  }
  const newArea = !existsSync(path.join(target, names.area))
  mkdirSync(folder, { recursive: true })
  const files = screenFiles(names)
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(folder, name), text, { flag: 'wx' })
  }
  return {
    names,
    folder,
    newArea,
    files: Object.keys(files).map((name) => path.join(names.area, names.screen, name)),
  }
}

/** @param {ReturnType<typeof newScreen>} result */
function nextSteps({ names, folder, newArea }) {
  const relative = path.relative(root, folder)
  const component = `${names.pascal}Screen`
  return [
    'Next steps:',
    `  1. Point listCall in ${relative}/use-${names.screen}.ts at the area's own API call;`,
    `     give the screen its Portuguese title and texts (its stories and test say them too).`,
    newArea
      ? `  2. Create ${featuresSource}/${names.area}/routes.ts (defineRoutes, like settings/routes.ts)`
      : `  2. Add the route to ${featuresSource}/${names.area}/routes.ts`,
    `     and spread it into ${featuresSource}/routes/manifest.ts if not there yet.`,
    `  3. In apps/panel/src/routes/: a module screens/<route-name>.tsx rendering`,
    `     <${component}> from '@vitrine/features/${names.area}/${names.screen}' through inApp(),`,
    newArea
      ? `     a table screens/${names.area}.ts listing it, and the route in screens.ts.`
      : `     listed in the area's table screens/<area>.ts, and the route in screens.ts.`,
    `  4. Run its stories twice (the first run writes the screenshot baselines):`,
    `     npx vitest run --project storybook ${relative}/${component}.stories.tsx`,
  ].join('\n')
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)

if (isMain) {
  const spec = process.argv[2]
  if (!spec || process.argv.length > 3) {
    console.error('Usage: npm run new:screen -- <area>/<screen>   e.g. payments/transaction-list')
    process.exit(1)
  }
  try {
    const result = newScreen(spec)
    // Long names wrap differently; the repository's own prettier settles the layout.
    const prettier = path.join(root, 'node_modules/.bin/prettier')
    if (existsSync(prettier)) {
      spawnSync(prettier, ['--write', '--log-level=warn', result.folder], { stdio: 'inherit' })
    }
    console.log(`Created in ${featuresSource}/:`)
    for (const file of result.files) console.log(`  ${file}`)
    console.log(`\n${nextSteps(result)}`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
