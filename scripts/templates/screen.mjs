// @ts-check
/**
 * The files of a new screen (scripts/new-screen.mjs), as template literals: what a generated
 * screen looks like is read here, in one place. Texts are generic Portuguese placeholders the
 * developer rewrites for the screen; the stories and the test check the same texts.
 */

/**
 * @typedef {{ area: string, screen: string, pascal: string, camel: string, title: string,
 *   storyTitle: string }} ScreenNames
 */

/** @param {ScreenNames} names */
const data = ({ area, screen, pascal, camel }) => `import useSWR from 'swr'
import type { Api } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/**
 * The API call that lists this screen's items, the one place it is named: the screen loads it,
 * the stories spy on it. Generated on the store's API tokens, a real list that every fixture
 * variant answers, so the screen and its stories run from the start; point it at the area's own
 * resource (and its fixture), then adjust the screen to the new item's fields.
 */
export const listCall = (api: Api) => api.tokens.list

/** One item as the API answers it; follows \`listCall\`. */
export type ${pascal}Item = Awaited<ReturnType<ReturnType<typeof listCall>>>[number]

/** The SWR cache key of this screen's list, apart from every other screen's. */
export const ${camel}Key = (appId: number) => ['${area}/${screen}', appId] as const

/** The list, or nothing asked of the server when the viewer has no access (\`allowed\` false). */
export function use${pascal}(appId: number, allowed: boolean) {
  const api = useApi()
  return useSWR(allowed ? ${camel}Key(appId) : null, () => listCall(api)(appId))
}
`

/** @param {ScreenNames} names */
const component = ({ screen, pascal, title }) => `import type { Level } from '@vitrine/api'
import { Alert, Card, EmptyState, ErrorState, Skeleton, SkeletonGroup } from '@vitrine/ui'
import { Lock } from 'lucide-react'
import { use${pascal} } from './use-${screen}.ts'

export interface ${pascal}ScreenProps {
  appId: number
  /** The viewer's level in this area: none sees a notice, read sees without changing. */
  level: Level
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : undefined)

/** "${title}": the area's items, from the API call named in use-${screen}.ts. */
export function ${pascal}Screen({ appId, level }: ${pascal}ScreenProps) {
  const allowed = level !== 'none'
  const { data, error, isLoading, mutate } = use${pascal}(appId, allowed)

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">${title}</h1>
      </header>

      {!allowed ? (
        <EmptyState
          titleAs="h2"
          bordered
          icon={<Lock aria-hidden />}
          title="Você não tem acesso a esta área"
          description="Peça a quem administra a loja para liberar o seu acesso."
        />
      ) : error ? (
        <ErrorState
          titleAs="h2"
          title="Não foi possível carregar os itens"
          message={errorMessage(error)}
          onRetry={() => mutate()}
        />
      ) : isLoading || !data ? (
        <SkeletonGroup label="Carregando itens">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="w-64" />
          ))}
        </SkeletonGroup>
      ) : (
        <>
          {/* Controls that change data render only when level is 'write'. */}
          {level === 'write' ? null : (
            <Alert tone="info" data-slot="read-only-note">
              Você pode consultar esta área; para alterar, é preciso permissão de edição.
            </Alert>
          )}
          {data.length === 0 ? (
            <EmptyState titleAs="h2" bordered title="Nenhum item ainda." />
          ) : (
            <Card className="gap-0 py-0">
              <ul aria-label="${title}">
                {data.map((item) => (
                  <li key={item.id} className="border-b border-border px-4 py-3 last:border-b-0">
                    {item.name}
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </>
      )}
    </div>
  )
}
`

/** @param {ScreenNames} names */
const stories = ({
  screen,
  pascal,
  title,
  storyTitle,
}) => `import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { apiOf, type PlayContext } from '../../testing/story-context.ts'
import { ${pascal}Screen } from './${pascal}Screen.tsx'
import { listCall } from './use-${screen}.ts'

const meta = {
  title: '${storyTitle}',
  component: ${pascal}Screen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof ${pascal}Screen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso a esta área',
    title: '${title}',
    untouched: (api) => [listCall(api)],
  },
  pending: 'Carregando itens',
  error: { text: 'Não foi possível carregar os itens', retry: (api) => listCall(api) },
  empty: 'Nenhum item ainda.',
})

const readOnlyNote = /Você pode consultar esta área/

/** The store's items, one per row, asked for once for this store. */
async function expectListed({ canvas, loaded }: PlayContext) {
  const list = await canvas.findByRole('list', { name: '${title}' })
  await expect(list.children.length).toBeGreaterThan(0)
  await expect(listCall(apiOf(loaded))).toHaveBeenCalledWith(101)
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

export const ReadEmpty: Story = {
  ...matrix.ReadEmpty,
  play: async (context) => {
    await matrix.ReadEmpty.play(context)
    await expect(context.canvas.getByText(readOnlyNote)).toBeVisible()
  },
}

export const WriteEmpty: Story = {
  ...matrix.WriteEmpty,
  play: async (context) => {
    await matrix.WriteEmpty.play(context)
    await expect(context.canvas.queryByText(readOnlyNote)).not.toBeInTheDocument()
  },
}

/** Read level: the list, and a note saying why nothing can be changed. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async (context) => {
    await expectListed(context)
    await expect(context.canvas.getByText(readOnlyNote)).toBeVisible()
  },
}

/** Write level: the list, without the read-only note. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async (context) => {
    await expectListed(context)
    await expect(context.canvas.queryByText(readOnlyNote)).not.toBeInTheDocument()
  },
}
`

/** @param {ScreenNames} names */
const test = ({ screen, pascal, title }) => `import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { createFixtureApi } from '@vitrine/api/fixture'
import { VitrineProvider } from '@vitrine/api/react'
import { ${pascal}Screen } from './${pascal}Screen.tsx'
import { listCall } from './use-${screen}.ts'

describe('${pascal}Screen', () => {
  it('lists each item the API answers, by name, in its order', async () => {
    const api = createFixtureApi()
    const expected = (await listCall(api)(101)).map((item) => item.name)
    const screen = await render(
      <VitrineProvider api={api}>
        <${pascal}Screen appId={101} level="write" />
      </VitrineProvider>,
    )
    const list = screen.getByRole('list', { name: '${title}' })
    await expect.element(list).toBeVisible()
    const shown = list.getByRole('listitem').elements()
    expect(shown.map((item) => item.textContent)).toEqual(expected)
  })
})
`

/** @param {ScreenNames} names */
const index = ({ pascal }) =>
  `export { ${pascal}Screen, type ${pascal}ScreenProps } from './${pascal}Screen.tsx'\n`

/**
 * File name → content of a new screen's folder.
 * @param {ScreenNames} names
 * @returns {Record<string, string>}
 */
export function screenFiles(names) {
  return {
    [`${names.pascal}Screen.tsx`]: component(names),
    [`${names.pascal}Screen.stories.tsx`]: stories(names),
    [`${names.pascal}Screen.test.tsx`]: test(names),
    [`use-${names.screen}.ts`]: data(names),
    'index.ts': index(names),
  }
}
