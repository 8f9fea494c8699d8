import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const eslint = new ESLint({ cwd: root })

/** The rule ids ESLint reports for `code` as if it were a file at `file` (never written). */
async function problemsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages.map((message) => message.ruleId ?? message.message)
}

// The first run loads the parser and the TypeScript resolver (several seconds on a busy machine).
beforeAll(() => problemsOf('packages/features/src/shared/LintProbe.ts', ''), 60_000)

// A file that does not exist, in an area that does: the resolver needs real import targets.
const probe = 'packages/features/src/whitelabel/list/LintProbe.tsx'

describe('feature areas are sealed', () => {
  it('refuses an import from another area', async () => {
    const problems = await problemsOf(
      probe,
      "export { AppsScreen } from '../../apps/list/AppsScreen.tsx'\n",
    )
    expect(problems).toContain('import-x/no-restricted-paths')
  })

  it('lets an area import its own files, shared/, routes/ and testing/', async () => {
    const problems = await problemsOf(
      probe,
      [
        "export { WhitelabelListScreen } from './WhitelabelListScreen.tsx'",
        "export { AppCard } from '../../shared/AppCard.tsx'",
        "export { hrefOf } from '../../routes/manifest.ts'",
        "export { storyMatrix } from '../../testing/story-matrix.ts'",
        '',
      ].join('\n'),
    )
    expect(problems).not.toContain('import-x/no-restricted-paths')
  })

  it('keeps shared/ out of the areas', async () => {
    const problems = await problemsOf(
      'packages/features/src/shared/LintProbe.ts',
      "export { AppsScreen } from '../apps/list/AppsScreen.tsx'\n",
    )
    expect(problems).toContain('import-x/no-restricted-paths')
  })
})

describe('screens reach the browser only through ports', () => {
  it.each([
    ['fetch', "export const load = () => fetch('/api')\n", 'no-restricted-globals'],
    [
      'localStorage',
      "export const read = () => localStorage.getItem('k')\n",
      'no-restricted-globals',
    ],
    [
      'sessionStorage',
      "export const read = () => sessionStorage.getItem('k')\n",
      'no-restricted-globals',
    ],
    [
      'window.localStorage',
      "export const read = () => window.localStorage.getItem('k')\n",
      'no-restricted-properties',
    ],
    [
      'globalThis.fetch',
      "export const load = () => globalThis.fetch('/api')\n",
      'no-restricted-properties',
    ],
    ['document.cookie', 'export const read = () => document.cookie\n', 'no-restricted-properties'],
  ])('refuses %s in packages/features', async (_name, code, rule) => {
    expect(await problemsOf(probe, code)).toContain(rule)
  })

  it('allows them in the host', async () => {
    const problems = await problemsOf(
      'apps/panel/src/LintProbe.ts',
      "export const read = () => localStorage.getItem('k') ?? document.cookie\n",
    )
    expect(problems).not.toContain('no-restricted-globals')
    expect(problems).not.toContain('no-restricted-properties')
  })
})
