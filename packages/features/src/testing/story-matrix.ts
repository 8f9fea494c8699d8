import type { Level } from '@vitrine/api'
import type { FixtureOptions } from '@vitrine/api/fixture'

/** Data states of a screen (specification section 4: idle, pending, success, error; plus empty). */
export type DataState = 'idle' | 'pending' | 'error' | 'empty' | 'success'

/** Which fixture adapter variant produces each data state. */
const variantOf = {
  idle: 'default',
  pending: 'loading',
  error: 'error',
  empty: 'empty',
  success: 'default',
} as const satisfies Record<DataState, FixtureOptions['variant']>

const capitalize = <S extends string>(value: S) =>
  (value.charAt(0).toUpperCase() + value.slice(1)) as Capitalize<S>

export interface MatrixStory<TArgs> {
  name: string
  args: Partial<TArgs>
  parameters: { fixture: FixtureOptions; dataState: DataState; level?: Level }
}

type StoryName<L extends Level | never, S extends DataState> = [L] extends [never]
  ? Capitalize<S>
  : `${Capitalize<L>}${Capitalize<S>}`

/**
 * The level × data-state matrix of a screen, from fixtures (ARCHITECTURE.md): one story per
 * combination, named `WriteSuccess`, `ReadEmpty`, …, with the level as a prop and the state
 * from the fixture adapter variant (read by the Storybook loader in .storybook/fixture-api.tsx).
 * Screens without an access level (sign-in, account) pass no `levels` and get `Success`, `Error`, ….
 * Stories files use screenMatrix (screen-matrix.ts), which adds the standard plays on top.
 */
export function storyMatrix<
  TArgs,
  const L extends Level = never,
  const S extends DataState = DataState,
>(options: {
  states: readonly S[]
  levels?: readonly L[]
  /** How a level becomes props (default `{ level }`). */
  levelArgs?: (level: L) => Partial<TArgs>
  fixture?: Omit<FixtureOptions, 'variant' | 'wrap'>
}): Record<StoryName<L, S>, MatrixStory<TArgs>> {
  const levels: readonly (L | undefined)[] = options.levels?.length ? options.levels : [undefined]
  const stories: Record<string, MatrixStory<TArgs>> = {}
  for (const level of levels) {
    for (const state of options.states) {
      const name = `${level ? capitalize(level) : ''}${capitalize(state)}`
      stories[name] = {
        name: level ? `${capitalize(level)} · ${state}` : capitalize(state),
        args: level ? (options.levelArgs?.(level) ?? ({ level } as unknown as Partial<TArgs>)) : {},
        parameters: {
          fixture: { ...options.fixture, variant: variantOf[state] },
          dataState: state,
          level,
        },
      }
    }
  }
  return stories as Record<StoryName<L, S>, MatrixStory<TArgs>>
}
