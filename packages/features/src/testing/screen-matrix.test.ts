import { describe, expect, it } from 'vitest'
import { screenMatrix } from './screen-matrix.ts'

describe('screenMatrix', () => {
  const matrix = screenMatrix({
    levels: ['none', 'read'],
    states: ['pending', 'error', 'empty', 'success'],
    noAccess: { heading: 'Sem acesso', untouched: (api) => [api.tokens.list] },
    pending: 'Carregando',
    error: { text: 'Falhou', retry: (api) => api.tokens.list },
  })

  it('gives every "none" story the no-access play, whatever its data state', () => {
    const plays = [matrix.NonePending, matrix.NoneError, matrix.NoneEmpty, matrix.NoneSuccess].map(
      (story) => story.play,
    )
    expect(new Set(plays).size).toBe(1)
    expect(plays[0]).toBeTypeOf('function')
  })

  it('plays the configured checks of each state and leaves the rest to the screen', () => {
    expect(matrix.ReadPending.play).toBeTypeOf('function')
    expect(matrix.ReadError.play).toBeTypeOf('function')
    expect(matrix.ReadPending.play).not.toBe(matrix.ReadError.play)
    // No `empty` text configured, and success is always the screen's own.
    expect(matrix.ReadEmpty).not.toHaveProperty('play')
    expect(matrix.ReadSuccess).not.toHaveProperty('play')
  })

  it('keeps the names, args and fixture of storyMatrix', () => {
    expect(matrix.ReadError).toMatchObject({
      name: 'Read · error',
      args: { level: 'read' },
      parameters: { fixture: { variant: 'error' }, dataState: 'error', level: 'read' },
    })
  })
})
