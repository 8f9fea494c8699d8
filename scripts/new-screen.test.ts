import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newScreen, screenNames } from './new-screen.mjs'

// The generated screen compiling, linting and passing its stories is checked by generating one
// into packages/features/src (see the scaffold's report); here, what the generator writes where.
let target: string
beforeEach(() => {
  target = mkdtempSync(path.join(tmpdir(), 'new-screen-'))
})
afterEach(() => rmSync(target, { recursive: true, force: true }))

const read = (...parts: string[]) => readFileSync(path.join(target, ...parts), 'utf8')

describe('new:screen', () => {
  it('writes the screen, its stories, test, data hook and index under <area>/<screen>', () => {
    const result = newScreen('payments/transaction-list', { target })
    const folder = path.join('payments', 'transaction-list')
    expect(result.files).toEqual(
      [
        'TransactionListScreen.tsx',
        'TransactionListScreen.stories.tsx',
        'TransactionListScreen.test.tsx',
        'use-transaction-list.ts',
        'index.ts',
      ].map((name) => path.join(folder, name)),
    )
    expect(readdirSync(path.join(target, folder)).sort()).toEqual(
      result.files.map((file) => path.basename(file)).sort(),
    )
  })

  it('puts the names into every file, and leaves no placeholder behind', () => {
    newScreen('payments/transaction-list', { target })
    const at = (name: string) => read('payments', 'transaction-list', name)
    expect(at('TransactionListScreen.tsx')).toContain(
      'export function TransactionListScreen({ appId, level }: TransactionListScreenProps)',
    )
    expect(at('TransactionListScreen.tsx')).toContain(
      "import { useTransactionList } from './use-transaction-list.ts'",
    )
    expect(at('TransactionListScreen.tsx')).toContain(
      '<h1 className="text-2xl font-semibold">Transaction list</h1>',
    )
    expect(at('use-transaction-list.ts')).toContain(
      "export const transactionListKey = (appId: number) => ['payments/transaction-list', appId] as const",
    )
    expect(at('TransactionListScreen.stories.tsx')).toContain("title: 'Payments/Transaction list'")
    expect(at('TransactionListScreen.stories.tsx')).toContain("levels: ['none', 'read', 'write']")
    expect(at('TransactionListScreen.stories.tsx')).toContain(
      "states: ['pending', 'error', 'empty', 'success']",
    )
    expect(at('TransactionListScreen.test.tsx')).toContain('<TransactionListScreen appId={101}')
    expect(at('index.ts')).toBe(
      "export { TransactionListScreen, type TransactionListScreenProps } from './TransactionListScreen.tsx'\n",
    )
    for (const name of readdirSync(path.join(target, 'payments', 'transaction-list'))) {
      expect(at(name), name).not.toMatch(/\[object Object\]|\$\{/)
    }
  })

  it('says whether the area is new (its routes.ts is then still to write)', () => {
    expect(newScreen('payments/transaction-list', { target }).newArea).toBe(true)
    expect(newScreen('payments/payout-list', { target }).newArea).toBe(false)
  })

  it('refuses a folder that exists, and leaves it as it was', () => {
    const folder = path.join(target, 'payments', 'transaction-list')
    mkdirSync(folder, { recursive: true })
    writeFileSync(path.join(folder, 'index.ts'), 'mine\n')
    expect(() => newScreen('payments/transaction-list', { target })).toThrow(/already exists/)
    expect(readdirSync(folder)).toEqual(['index.ts'])
    expect(read('payments', 'transaction-list', 'index.ts')).toBe('mine\n')
  })

  it.each([
    ['payments', /<area>\/<screen>/],
    ['payments/transaction-list/extra', /<area>\/<screen>/],
    ['Payments/transaction-list', /"Payments" is not kebab-case/],
    ['payments/transactionList', /"transactionList" is not kebab-case/],
    ['payments/transaction_list', /not kebab-case/],
    ['payments/-list', /not kebab-case/],
    ['payments/list-', /not kebab-case/],
    ['payments/', /not kebab-case/],
    ['shared/format', /common folder/],
  ])('rejects "%s" and writes nothing', (spec, message) => {
    expect(() => newScreen(spec, { target })).toThrow(message)
    expect(readdirSync(target)).toEqual([])
  })

  it('derives the names from kebab-case words, digits included', () => {
    expect(screenNames('payments/pix-2fa-settings')).toEqual({
      area: 'payments',
      screen: 'pix-2fa-settings',
      pascal: 'Pix2faSettings',
      camel: 'pix2faSettings',
      title: 'Pix 2fa settings',
      storyTitle: 'Payments/Pix 2fa settings',
    })
  })
})
