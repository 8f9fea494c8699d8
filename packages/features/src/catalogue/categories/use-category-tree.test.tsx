import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderHook } from 'vitest-browser-react'
import { ApiError } from '@vitrine/api'
import { createFixtureApi } from '@vitrine/api/fixture'
import { VitrineProvider } from '@vitrine/api/react'
import { useCategoryTree } from './use-category-tree.ts'

/** The top level's names, in order. */
const roots = (categories: { name: string; parent_id: number | null; position: number }[] = []) =>
  categories
    .filter((category) => category.parent_id === null)
    .sort((a, b) => a.position - b.position)
    .map((category) => category.name)

function setup() {
  const api = createFixtureApi()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VitrineProvider api={api}>{children}</VitrineProvider>
  )
  return { api, wrapper }
}

describe('useCategoryTree', () => {
  it('shows a move at once and sends moves one after the other, in order', async () => {
    const { api, wrapper } = setup()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // The fixture's own move, kept before the spy wraps it: the first call waits for `release`.
    const original = api.catalogue.moveCategory.bind(api.catalogue)
    const move = vi.spyOn(api.catalogue, 'moveCategory')
    move.mockImplementationOnce(async (...args) => {
      await held
      return original(...args)
    })
    const { result, act } = await renderHook(() => useCategoryTree(101, true), { wrapper })
    await vi.waitFor(() => expect(result.current.categories).toBeDefined())
    expect(roots(result.current.categories)).toEqual(['Roupas', 'Calçados', 'Acessórios', 'Casa'])

    // Casa to the top, then Acessórios above it: both shown before the server answers.
    await act(() => void result.current.move(11, { parent_id: null, position: 0 }))
    await act(() => void result.current.move(8, { parent_id: null, position: 0 }))
    expect(roots(result.current.categories)).toEqual(['Acessórios', 'Casa', 'Roupas', 'Calçados'])
    expect(result.current.moving).toBe(true)
    // The second waits for the first.
    expect(move).toHaveBeenCalledTimes(1)
    release()
    await vi.waitFor(() => expect(result.current.moving).toBe(false))
    expect(move.mock.calls.map((call) => call[1])).toEqual([11, 8])
    expect(roots(result.current.categories)).toEqual(['Acessórios', 'Casa', 'Roupas', 'Calçados'])
  })

  it('goes back to what the server said when a move is refused, dropping the ones behind it', async () => {
    const { api, wrapper } = setup()
    const move = vi.spyOn(api.catalogue, 'moveCategory')
    move.mockRejectedValueOnce(
      new ApiError({ statusCode: 422, statusMessage: 'Unprocessable Entity', message: 'Não.' }),
    )
    const { result, act } = await renderHook(() => useCategoryTree(101, true), { wrapper })
    await vi.waitFor(() => expect(result.current.categories).toBeDefined())
    let outcome: Promise<unknown> | null = null
    await act(() => {
      outcome = result.current.move(11, { parent_id: null, position: 0 })
      void result.current.move(8, { parent_id: null, position: 0 })
    })
    await expect(outcome).resolves.toEqual({ ok: false, message: 'Não.' })
    await vi.waitFor(() => expect(result.current.moving).toBe(false))
    expect(result.current.failure).toBe('Não.')
    expect(roots(result.current.categories)).toEqual(['Roupas', 'Calçados', 'Acessórios', 'Casa'])
    // The move queued behind the refused one was never sent.
    expect(move).toHaveBeenCalledTimes(1)
  })

  it('a move to where the category already is sends nothing', async () => {
    const { api, wrapper } = setup()
    const move = vi.spyOn(api.catalogue, 'moveCategory')
    const { result } = await renderHook(() => useCategoryTree(101, true), { wrapper })
    await vi.waitFor(() => expect(result.current.categories).toBeDefined())
    expect(result.current.move(1, { parent_id: null, position: 0 })).toBeNull()
    expect(move).not.toHaveBeenCalled()
  })
})
