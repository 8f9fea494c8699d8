import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { navigationSpy } from '../../testing/navigation-spy.tsx'
import { expectCalled, onPhone } from '../../testing/story-context.ts'
import { repositoryDocs, type DocsSource } from '../docs-source.ts'
import { DocsScreen } from './DocsScreen.tsx'

/*
 * The help pages (`/docs/{path…}`). Open to anyone, so no level × state matrix: one story per
 * state, with the repository's own pages (a slow or failing source for loading and error).
 */
const { navigate, ...watchNavigation } = navigationSpy()

const meta = {
  title: 'Docs/Page',
  component: DocsScreen,
  args: { path: '' },
  parameters: { layout: 'padded' },
  ...watchNavigation,
} satisfies Meta<typeof DocsScreen>
export default meta
type Story = StoryObj<typeof meta>

const neverLoads: DocsSource = { ...repositoryDocs, loadPage: () => new Promise(() => {}) }
let failures = 0
const failsOnce: DocsSource = {
  ...repositoryDocs,
  loadPage: (path) =>
    failures++ === 0 ? Promise.reject(new Error('offline')) : repositoryDocs.loadPage(path),
}
const searchFails: DocsSource = {
  ...repositoryDocs,
  loadCorpus: () => Promise.reject(new Error('offline')),
}

const searchBox = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('combobox', { name: 'Buscar na documentação' })

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Documentação do Vitrine' }),
    ).toBeVisible()
    const sidebar = canvas.getByRole('navigation', { name: 'Páginas da documentação' })
    await expect(
      within(sidebar).getByRole('link', { name: 'Documentação do Vitrine' }),
    ).toHaveAttribute('aria-current', 'page')
    await expect(within(sidebar).getByRole('link', { name: 'Split de pagamento' })).toHaveAttribute(
      'href',
      '/docs/pagamentos/split',
    )
    await expect(canvas.getByRole('link', { name: 'Entrar' })).toBeVisible()
    // The first page has a next one and no previous one.
    const neighbours = canvas.getByRole('navigation', { name: 'Páginas vizinhas' })
    await expect(within(neighbours).getByRole('link', { name: /Próxima/ })).toHaveAttribute(
      'href',
      '/docs/comece-aqui/criar-a-loja',
    )
    await expect(within(neighbours).queryByRole('link', { name: /Anterior/ })).toBeNull()
  },
}

/** A page with a table of contents, tables and highlighted code (the signature recipe). */
export const PageWithTocAndCode: Story = {
  args: { path: 'integracoes/webhooks', signedIn: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Webhooks e verificação da assinatura',
      }),
    ).toBeVisible()
    const toc = canvas.getByRole('navigation', { name: 'Nesta página' })
    await expect(within(toc).getByRole('link', { name: 'Verificar a assinatura' })).toHaveAttribute(
      'href',
      '#verificar-a-assinatura',
    )
    await expect(canvasElement.querySelector('#verificar-a-assinatura')).toHaveTextContent(
      'Verificar a assinatura',
    )
    const code = canvas.getByRole('region', { name: 'Código (js)' })
    await expect(code).toHaveTextContent('timingSafeEqual(given, expected)')
    // Keywords and strings are coloured pieces of their own.
    await expect(within(code).getAllByText('import')[0]?.tagName).toBe('SPAN')
    await expect(canvas.getAllByRole('table').length).toBeGreaterThan(0)
    await expect(canvas.getByRole('link', { name: 'Minhas lojas' })).toHaveAttribute(
      'href',
      '/apps',
    )
  },
}

export const SearchWithResults: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Documentação do Vitrine' })
    const box = searchBox(canvas)
    await userEvent.type(box, 'split')
    const list = canvas.getByRole('listbox', { name: 'Resultados da busca' })
    const first = await within(list).findAllByRole('option')
    await expect(first[0]!).toHaveTextContent('Split de pagamento')
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    // ↓ chooses the first result, Enter opens it.
    await userEvent.keyboard('{ArrowDown}')
    await expect(box).toHaveAttribute('aria-activedescendant', first[0]!.id)
    await expect(first[0]!).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Enter}')
    await expectCalled(navigate, '/docs/pagamentos/split')
  },
}

export const SearchWithoutResults: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Documentação do Vitrine' })
    await userEvent.type(searchBox(canvas), 'xyzzyqq')
    await expect(
      await canvas.findByText('Nenhuma página encontrada para “xyzzyqq”. Tente outras palavras.'),
    ).toBeVisible()
    // Escape closes the list, a second Escape clears the box.
    await userEvent.keyboard('{Escape}')
    await expect(searchBox(canvas)).toHaveAttribute('aria-expanded', 'false')
    await userEvent.keyboard('{Escape}')
    await expect(searchBox(canvas)).toHaveValue('')
  },
}

export const SearchFailed: Story = {
  args: { source: searchFails },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Documentação do Vitrine' })
    await userEvent.type(searchBox(canvas), 'pix')
    await expect(await canvas.findByText('Não foi possível carregar a busca.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  },
}

export const NotFound: Story = {
  args: { path: 'nada/por/aqui' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible()
    await expect(canvas.getByTestId('not-found-message')).toHaveTextContent(
      'Page not found: /docs/nada/por/aqui',
    )
    await expect(
      canvas.getByRole('link', { name: 'Ir para o início da documentação' }),
    ).toHaveAttribute('href', '/docs')
    // The search is still at hand.
    await expect(searchBox(canvas)).toBeVisible()
  },
}

export const Loading: Story = {
  args: { path: 'pagamentos/split', source: neverLoads },
  play: async ({ canvas }) => {
    const label = await canvas.findByText('Carregando a página…')
    const status = label.closest('[role="status"]')
    await expect(status).toHaveAttribute('aria-busy', 'true')
  },
}

export const LoadFailed: Story = {
  args: { path: 'pagamentos/split', source: failsOnce },
  beforeEach: () => {
    failures = 0
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Não foi possível abrir a página' }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }))
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Split de pagamento' }),
    ).toBeVisible()
  },
}

export const Phone: Story = {
  // The open fold keeps its focus ring, cut by the narrow viewport's edge: its corner pixels
  // differed in a full run (what ran before decides how Chromium antialiases the cut).
  ...onPhone({ parameters: { visual: { allowedMismatchedPixels: 40 } } }),
  args: { path: 'pagamentos/parcelamento' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Parcelamento' }),
    ).toBeVisible()
    // The sidebar folds into "Todas as páginas"; the table of contents into "Nesta página".
    await userEvent.click(canvas.getByText('Todas as páginas'))
    await waitFor(() =>
      expect(
        canvas.getAllByRole('navigation', { name: 'Páginas da documentação' })[0],
      ).toBeVisible(),
    )
  },
}
