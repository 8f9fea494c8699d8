// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(fileURLToPath(import.meta.url))

/**
 * The import boundaries of ARCHITECTURE.md: `ui ← features ← apps/panel`, `api ← features`,
 * `api ← apps/server`. Each entry forbids what a layer must never reach.
 * @type {Array<{ files: string[], forbidden: string[], why: string }>}
 */
const boundaries = [
  {
    files: ['packages/ui/**'],
    forbidden: ['@vitrine/api', '@vitrine/features', '@vitrine/panel', '@vitrine/server'],
    why: 'the design system knows no data and no app',
  },
  {
    files: ['packages/api/**'],
    forbidden: ['@vitrine/ui', '@vitrine/features', '@vitrine/panel', '@vitrine/server'],
    why: 'the contract is shared by the panel and the server and depends on neither',
  },
  {
    files: ['packages/features/**'],
    forbidden: ['@vitrine/panel', '@vitrine/server', 'wouter'],
    why: 'screens take route params as props and never import an app or the router',
  },
  {
    files: ['apps/panel/**'],
    forbidden: ['@vitrine/server'],
    why: 'the panel reaches the server only through the HTTP adapter',
  },
  {
    files: ['apps/server/**'],
    forbidden: ['@vitrine/ui', '@vitrine/features', '@vitrine/panel', 'react', 'react-dom'],
    why: 'the server shares only the contract (@vitrine/api)',
  },
]

/**
 * Feature areas are sealed rooms: a folder under packages/features/src imports only itself and
 * the common folders below, so an area can change (or go) without touching another. What
 * several areas use moves to `shared/`. Read from the disk, so a new area is covered at once.
 */
const featuresSource = 'packages/features/src'
const commonFolders = ['routes', 'testing', 'shared']
const areas = readdirSync(path.join(root, featuresSource), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !commonFolders.includes(entry.name))
  .map((entry) => entry.name)

/** @param {string} folder @param {string[]} allowed folders of features/src it may import @param {string} message */
const sealedZone = (folder, allowed, message) => ({
  target: `${featuresSource}/${folder}`,
  from: featuresSource,
  except: allowed.map((name) => `./${name}`),
  message,
})

const areaZones = [
  ...areas.map((area) =>
    sealedZone(
      area,
      [area, ...commonFolders],
      `Feature area "${area}" may import only its own files, routes/, testing/ and shared/: move what several areas use to packages/features/src/shared/.`,
    ),
  ),
  sealedZone(
    'shared',
    commonFolders,
    'shared/ is what several areas use; it never reaches into one of them.',
  ),
]

/** Screens reach the network and the browser's storage only through injected ports. */
const portMessages = {
  fetch: 'Screens call the server through the API adapter: useApi() from @vitrine/api/react.',
  storage:
    'Screens keep preferences through the storage port: useStorage() from @vitrine/api/react.',
  cookie: 'Cookies belong to the host (apps/panel) and reach screens through the API adapter.',
}
const browserHolders = ['window', 'globalThis', 'self']

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // no-cycle skips type-only imports (no option changes that in import-x 4.18); those
      // circles are caught by `npm run lint:cycles` (dpdm), which counts every import.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-relative-packages': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Playwright fixtures receive a function named `use`; it is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: [`${featuresSource}/**`],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: areaZones }],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: portMessages.fetch },
        { name: 'localStorage', message: portMessages.storage },
        { name: 'sessionStorage', message: portMessages.storage },
      ],
      'no-restricted-properties': [
        'error',
        ...browserHolders.flatMap((object) => [
          { object, property: 'fetch', message: portMessages.fetch },
          { object, property: 'localStorage', message: portMessages.storage },
          { object, property: 'sessionStorage', message: portMessages.storage },
        ]),
        { object: 'document', property: 'cookie', message: portMessages.cookie },
      ],
    },
  },
  ...boundaries.map(({ files, forbidden, why }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map((name) => ({
            group: [name, `${name}/*`],
            message: `Import boundary: ${why} (see ARCHITECTURE.md).`,
          })),
        },
      ],
    },
  })),
)
