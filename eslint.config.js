// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

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
