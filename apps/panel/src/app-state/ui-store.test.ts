import { describe, expect, it } from 'vitest'
import { createUiStore, UI_STORAGE_KEY } from './ui-store.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('UI store', () => {
  it('saves every change to storage and restores it in a new page', async () => {
    const storage = memoryStorage()
    const first = createUiStore(storage)
    first.state.financialModalShownAt['101'] = '2026-11-21T12:00:00.000Z'
    await Promise.resolve()
    expect(JSON.parse(storage.items.get(UI_STORAGE_KEY)!)).toEqual({
      financialModalShownAt: { 101: '2026-11-21T12:00:00.000Z' },
    })
    expect(createUiStore(storage).state.financialModalShownAt).toEqual({
      101: '2026-11-21T12:00:00.000Z',
    })
  })

  it('starts afresh from a corrupt or foreign entry', () => {
    expect(createUiStore(memoryStorage({ [UI_STORAGE_KEY]: '{oops' })).state).toEqual({
      financialModalShownAt: {},
    })
    expect(
      createUiStore(memoryStorage({ [UI_STORAGE_KEY]: '{"financialModalShownAt":[1]}' })).state,
    ).toEqual({
      financialModalShownAt: {},
    })
  })
})
