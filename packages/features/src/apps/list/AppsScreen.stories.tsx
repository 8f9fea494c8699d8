import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { AppListItem } from '@vitrine/api'
import { sampleApps } from '@vitrine/api/fixture'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { itemTitles, withFixture } from '../../testing/story-context.ts'
import { AppsScreen } from './AppsScreen.tsx'

const meta = {
  title: 'Apps/List',
  component: AppsScreen,
} satisfies Meta<typeof AppsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  states: ['pending', 'error', 'empty', 'success'],
  pending: { label: 'Carregando lojas', role: 'list' },
  error: {
    text: ['Não foi possível carregar suas lojas', /Não foi possível concluir a operação/],
    retry: (api) => api.apps.list,
  },
  empty: 'Você ainda não tem lojas',
})

const store = (app: Pick<AppListItem, 'id' | 'name'> & Partial<AppListItem>): AppListItem => ({
  layout_id: null,
  is_migrated: true,
  status: true,
  has_financial_pending: false,
  days_until_lockdown: 0,
  role: 'manager',
  ...app,
})

/** Enough stores for the search box to appear, with accented names to search without accents. */
const manyApps: AppListItem[] = [
  ...sampleApps,
  store({ id: 305, name: 'Açaí da Praia', role: 'owner' }),
  store({ id: 412, name: 'Pão & Café São Jorge' }),
  store({ id: 518, name: 'Ateliê Maré Alta', status: false }),
  store({ id: 623, name: 'Sapataria Bom Passo', role: 'owner', has_financial_pending: true }),
]

/** The names on the cards shown, in order. */
const cardNames = itemTitles

export const Pending: Story = matrix.Pending
export const Error: Story = matrix.Error

export const Empty: Story = {
  ...matrix.Empty,
  play: async (context) => {
    await matrix.Empty.play(context)
    await expect(context.canvas.queryByRole('searchbox')).not.toBeInTheDocument()
    // A new account is led to create its store (onboarding's new-app).
    await expect(
      context.canvas.getByRole('link', { name: 'Criar minha primeira loja' }),
    ).toHaveAttribute('href', '/onboarding/new-app')
    await expect(context.canvas.queryByRole('link', { name: 'Nova loja' })).not.toBeInTheDocument()
  },
}

/** Two stores: who the user is in each and whether it needs attention. */
export const Success: Story = {
  ...matrix.Success,
  play: async ({ canvas, canvasElement }) => {
    const [aurora, casa] = await canvas.findAllByRole('listitem')
    await expect(cardNames(canvasElement)).toEqual(['Loja Aurora', 'Casa Bonita Decor'])
    const auroraCard = within(aurora!)
    await expect(auroraCard.getByText('Proprietário')).toBeVisible()
    await expect(auroraCard.getByText('Ativa')).toBeVisible()
    await expect(auroraCard.queryByText('Pendência financeira')).not.toBeInTheDocument()
    const casaCard = within(casa!)
    await expect(casaCard.getByText('Gerente')).toBeVisible()
    await expect(casaCard.getByText('Ativa')).toBeVisible()
    await expect(casaCard.getByText('Pendência financeira')).toBeVisible()
    // Two stores need no search, and without appHref the cards are not links.
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument()
    await expect(within(aurora!).queryByRole('link')).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Nova loja' })).toHaveAttribute(
      'href',
      '/onboarding/new-app',
    )
  },
}

/** From four stores on, a search box filters by name (ignoring accents and case) or number. */
export const ManyApps: Story = {
  ...withFixture(matrix.Success, { state: { apps: { apps: manyApps } } }),
  name: 'Success · many stores, search',
  play: async ({ canvas, canvasElement }) => {
    const search = await canvas.findByRole('searchbox', { name: 'Buscar loja' })
    await waitFor(() => expect(cardNames(canvasElement)).toHaveLength(manyApps.length))

    await userEvent.type(search, 'acai')
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Açaí da Praia']))

    await userEvent.clear(search)
    await userEvent.type(search, 'SÃO')
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Pão & Café São Jorge']))

    await userEvent.clear(search)
    await userEvent.type(search, 'mare')
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Ateliê Maré Alta']))

    await userEvent.clear(search)
    await userEvent.type(search, '238')
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(['Casa Bonita Decor']))

    await userEvent.clear(search)
    await userEvent.type(search, 'xyzw')
    await expect(await canvas.findByText('Nenhuma loja encontrada')).toBeVisible()
    await expect(canvas.getByText('Nenhuma loja corresponde a “xyzw”.')).toBeVisible()
    await expect(cardNames(canvasElement)).toEqual([])

    // Clearing the search brings every store back.
    await userEvent.clear(search)
    await waitFor(() => expect(cardNames(canvasElement)).toEqual(manyApps.map((app) => app.name)))
  },
}

/** Only the story with links navigates: it alone watches navigation. */
const { navigate, ...watchNavigation } = navigationSpy()

/** With `appHref`, each card is a link; a plain click navigates inside the panel. */
export const WithLinks: Story = {
  ...matrix.Success,
  name: 'Success · with links',
  args: { appHref: (app) => `/${app.id}` },
  ...watchNavigation,
  play: async ({ canvas }) => {
    const aurora = await canvas.findByRole('link', { name: 'Loja Aurora' })
    await expect(aurora).toHaveAttribute('href', '/101')
    await expect(canvas.getByRole('link', { name: 'Casa Bonita Decor' })).toHaveAttribute(
      'href',
      '/238',
    )
    // The link's overlay covers the card: a click on a badge lands on the link too.
    const badge = canvas.getByText('Pendência financeira').getBoundingClientRect()
    const hit = document.elementFromPoint(badge.x + badge.width / 2, badge.y + badge.height / 2)
    await expect(hit?.closest('a')).toHaveAttribute('href', '/238')

    await userEvent.click(aurora)
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce())
    await expect(navigate).toHaveBeenCalledWith('/101')
  },
}

/**
 * An invitation's link opened while signed in (or a sign-in that could not accept it): the
 * card asks about it above the stores, which show as usual.
 */
export const WithInvitation: Story = {
  ...matrix.Success,
  name: 'Success · invitation',
  args: { invitation: 'convite-joana', onInvitationClosed: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    const title = await canvas.findByRole('heading', {
      level: 2,
      name: 'Convite para a loja Loja Aurora',
    })
    await expect(title).toBeVisible()
    await waitFor(() =>
      expect(cardNames(canvasElement)).toEqual(['Loja Aurora', 'Casa Bonita Decor']),
    )
    // The card comes first, right under the page's title.
    const list = canvas.getAllByRole('list')[0]!
    await expect(
      title.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    await userEvent.click(canvas.getByRole('button', { name: 'Agora não' }))
    await expect(args.onInvitationClosed).toHaveBeenCalledOnce()
  },
}
