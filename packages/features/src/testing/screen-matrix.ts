import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { Level } from '@vitrine/api'
import type { FixtureApi, FixtureOptions } from '@vitrine/api/fixture'
import { apiOf, type PlayContext } from './story-context.ts'
import { storyMatrix, type DataState, type MatrixStory } from './story-matrix.ts'

/** A play function any story of the matrix can run, or run first and then add to. */
export type MatrixPlay = (context: PlayContext) => Promise<void>

/** Level "none": the screen says so and asks the server nothing. */
export interface NoAccessCheck {
  /** The level-2 heading that tells the viewer they have no access. */
  heading: string
  /** The page's own level-1 heading, when it stays above the message. */
  title?: string
  /** The API methods that must not have been called. */
  untouched: (api: FixtureApi) => readonly unknown[]
  /** Controls that must not be offered (queried, so absent ones are null). */
  absent?: (canvas: PlayContext['canvas']) => readonly (HTMLElement | null)[]
}

/** Pending: a busy element (a status unless said otherwise) named or saying `label`. */
export type PendingCheck = string | { label: string; role: Role }
type Role = Parameters<PlayContext['canvas']['getAllByRole']>[0]

/** Error: an alert with these texts, whose "Tentar novamente" asks `retry` again. */
export interface ErrorCheck {
  text: string | RegExp | readonly (string | RegExp)[]
  retry: (api: FixtureApi) => unknown
}

export interface Checks {
  noAccess?: NoAccessCheck
  pending?: PendingCheck
  error?: ErrorCheck
  /** Empty: this text shows. */
  empty?: string
}

export interface ScreenMatrixOptions<TArgs, L extends Level, S extends DataState> extends Checks {
  states: readonly S[]
  levels?: readonly L[]
  /** How a level becomes props (default `{ level }`). */
  levelArgs?: (level: L) => Partial<TArgs>
  fixture?: Omit<FixtureOptions, 'variant' | 'wrap'>
}

export type PlayedStory<TArgs> = MatrixStory<TArgs> & { play: MatrixPlay }

/** Which check plays a cell: "none" is the no-access check whatever the data; else the state. */
type CheckOf<L, S> = L extends 'none' ? 'noAccess' : S

type Cell<TArgs, O, K extends string, C> = {
  [Key in K]: C extends keyof O ? PlayedStory<TArgs> : MatrixStory<TArgs>
}
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (
  arg: infer I,
) => void
  ? I
  : never

/** Each story of the matrix, with `play` in its type exactly when a check was configured. */
export type ScreenMatrix<TArgs, L extends Level, S extends DataState, O> = UnionToIntersection<
  [L] extends [never]
    ? S extends DataState
      ? Cell<TArgs, O, Capitalize<S>, S>
      : never
    : L extends Level
      ? S extends DataState
        ? Cell<TArgs, O, `${Capitalize<L>}${Capitalize<S>}`, CheckOf<L, S>>
        : never
      : never
>

const noAccessPlay =
  ({ heading, title, untouched, absent }: NoAccessCheck): MatrixPlay =>
  async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: heading })).toBeVisible()
    if (title) await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible()
    for (const control of absent?.(canvas) ?? []) await expect(control).not.toBeInTheDocument()
    // Nothing is asked of the server for an area the viewer cannot see.
    for (const method of untouched(apiOf(loaded))) await expect(method).not.toHaveBeenCalled()
  }

const pendingPlay =
  (check: PendingCheck): MatrixPlay =>
  async ({ canvas }) => {
    const { label, role } = typeof check === 'string' ? { label: check, role: 'status' } : check
    const busy = await waitFor(() => {
      const found = canvas
        .getAllByRole(role)
        .find(
          (element) =>
            element.getAttribute('aria-label') === label || element.textContent?.includes(label),
        )
      if (!found) throw new Error(`No ${role} is named or says “${label}”`)
      return found
    })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
  }

const errorPlay =
  ({ text, retry }: ErrorCheck): MatrixPlay =>
  async ({ canvas, loaded }) => {
    const alert = await canvas.findByRole('alert')
    for (const part of typeof text === 'string' || text instanceof RegExp ? [text] : text) {
      await expect(alert).toHaveTextContent(part)
    }
    const method = retry(apiOf(loaded))
    await expect(method).toHaveBeenCalledOnce()
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
    await waitFor(() => expect(method).toHaveBeenCalledTimes(2))
  }

const emptyPlay =
  (text: string): MatrixPlay =>
  async ({ canvas }) => {
    await expect(await canvas.findByText(text)).toBeVisible()
  }

/**
 * A screen's level × data-state matrix as finished stories: names, args and fixture variant from
 * `storyMatrix`, and the standard play of each configured check — "none" stories check
 * `noAccess`, pending ones `pending`, error ones `error`, empty ones `empty`. Success and idle
 * stories are the screen's own to play. A stories file exports the cells as they are
 * (`export const ReadPending: Story = matrix.ReadPending`) or adds to a play (story-context.ts):
 *
 *   export const ReadEmpty: Story = playThen(matrix.ReadEmpty, async ({ canvas }) => {
 *     await expect(canvas.queryByRole('search')).toBeNull()
 *   })
 */
export function screenMatrix<
  TArgs,
  const L extends Level = never,
  const S extends DataState = DataState,
  const O extends Checks = Checks,
>(options: ScreenMatrixOptions<TArgs, L, S> & O): ScreenMatrix<TArgs, L, S, O> {
  const { noAccess, pending, error, empty, ...cells } = options
  const plays: Partial<Record<DataState | 'noAccess', MatrixPlay>> = {
    noAccess: noAccess && noAccessPlay(noAccess),
    pending: pending === undefined ? undefined : pendingPlay(pending),
    error: error && errorPlay(error),
    empty: empty === undefined ? undefined : emptyPlay(empty),
  }
  const stories: Record<string, MatrixStory<TArgs> & { play?: MatrixPlay }> = {}
  for (const [key, story] of Object.entries<MatrixStory<TArgs>>(storyMatrix<TArgs, L, S>(cells))) {
    const play = plays[story.parameters.level === 'none' ? 'noAccess' : story.parameters.dataState]
    stories[key] = play ? { ...story, play } : story
  }
  return stories as ScreenMatrix<TArgs, L, S, O>
}
