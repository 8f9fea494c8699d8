import { describe, expect, it } from 'vitest'
import { storyMatrix } from './story-matrix.ts'

describe('storyMatrix', () => {
  it('builds one story per level and data state, with the level as a prop and the state from a fixture variant', () => {
    const matrix = storyMatrix({
      levels: ['read', 'write'],
      states: ['pending', 'error', 'empty', 'success'],
    })
    expect(Object.keys(matrix)).toEqual([
      'ReadPending',
      'ReadError',
      'ReadEmpty',
      'ReadSuccess',
      'WritePending',
      'WriteError',
      'WriteEmpty',
      'WriteSuccess',
    ])
    expect(matrix.ReadEmpty).toEqual({
      name: 'Read · empty',
      args: { level: 'read' },
      parameters: { fixture: { variant: 'empty' }, dataState: 'empty', level: 'read' },
    })
    expect(matrix.WritePending.parameters.fixture.variant).toBe('loading')
    expect(matrix.WriteError.parameters.fixture.variant).toBe('error')
  })

  it('names stories by state alone for screens without an access level', () => {
    const matrix = storyMatrix({ states: ['idle', 'error'], fixture: { delayMs: 10 } })
    expect(Object.keys(matrix)).toEqual(['Idle', 'Error'])
    expect(matrix.Idle.args).toEqual({})
    expect(matrix.Error.parameters.fixture).toEqual({ delayMs: 10, variant: 'error' })
  })

  it('maps levels to props through levelArgs', () => {
    const matrix = storyMatrix({
      levels: ['none', 'write'],
      states: ['success'],
      levelArgs: (level): { canEdit: boolean } => ({ canEdit: level === 'write' }),
    })
    expect(matrix.NoneSuccess.args).toEqual({ canEdit: false })
    expect(matrix.WriteSuccess.args).toEqual({ canEdit: true })
  })
})
