import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { sampleApps } from '@vitrine/api/fixture'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNoButtons,
  expectNotified,
  onPhone,
  withFixture,
} from '../../testing/story-context.ts'
import { SeoScreen } from './SeoScreen.tsx'

const meta = {
  title: 'Layout/SEO',
  component: SeoScreen,
  args: { appId: 101, level: 'write', pageslug: 'home' },
} satisfies Meta<typeof SeoScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The empty variant has no stores; the CMS's empty pages still belong to the sample store. */
const withStores = <S extends Parameters<typeof withFixture>[0]>(story: S) =>
  withFixture(story, { state: { apps: { apps: structuredClone(sampleApps) } } })

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao layout da loja',
    title: 'SEO da página Início',
    untouched: (api) => [api.apps.get, api.cms.seo],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Salvar SEO' })],
  },
  pending: 'Carregando o SEO',
  error: {
    text: 'Não foi possível carregar o SEO da página',
    retry: (api) => api.apps.get,
  },
})

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

/** A page whose SEO was never filled: empty fields, the result says so. */
export const ReadEmpty: Story = {
  ...withStores(matrix.ReadEmpty),
  args: { ...matrix.ReadEmpty.args, pageslug: 'category' },
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('textbox', { name: 'Título' })
    await expect(title).toHaveValue('')
    await expect(title).toBeDisabled()
    const result = canvas.getByRole('figure', { name: 'Prévia no resultado de busca' })
    await expect(within(result).getByText('Sem título')).toBeVisible()
  },
}

export const WriteEmpty: Story = {
  ...withStores(matrix.WriteEmpty),
  args: { ...matrix.WriteEmpty.args, pageslug: 'category' },
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('textbox', { name: 'Título' })
    await expect(title).toHaveValue('')
    await expect(title).toHaveAccessibleDescription('0 de 60 caracteres')
    await expect(canvas.getByRole('textbox', { name: 'Descrição' })).toHaveAccessibleDescription(
      '0 de 160 caracteres',
    )
  },
}

/** Read level: everything shown, nothing to change. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('textbox', { name: 'Título' })
    await expect(title).toHaveValue('Loja Aurora | Moda praia e casual')
    await expect(title).toBeDisabled()
    await expect(canvas.getByText(/Você pode consultar o SEO/)).toBeVisible()
    await expectNoButtons(canvas, 'Salvar SEO')
  },
}

/** The saved SEO with its counts and previews. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Título' })).toHaveValue(
      'Loja Aurora | Moda praia e casual',
    )
    await expect(canvas.getByText('33 de 60 caracteres')).toBeVisible()
    const result = canvas.getByRole('figure', { name: 'Prévia no resultado de busca' })
    await expect(within(result).getByText('www.lojaaurora.com.br')).toBeVisible()
    await expect(within(result).getByText('Loja Aurora | Moda praia e casual')).toBeVisible()
    const card = canvas.getByRole('figure', { name: 'Prévia ao compartilhar' })
    await expect(within(card).getByText('Loja Aurora')).toBeVisible()
  },
}

/**
 * Past the counts the warning shows and the result is cut as Google cuts it; the save sends
 * the whole SEO.
 */
export const EditAndSave: Story = {
  ...matrix.WriteSuccess,
  name: 'Editar e salvar',
  play: async ({ canvas, loaded }) => {
    const title = await canvas.findByRole('textbox', { name: 'Título' })
    await userEvent.clear(title)
    await userEvent.type(
      title,
      'Loja Aurora | Moda praia, casual e fitness feita no Brasil com frete grátis',
    )
    await expect(
      await canvas.findByText(/o Google mostra só cerca de 60; o resto é cortado/),
    ).toBeVisible()
    const result = canvas.getByRole('figure', { name: 'Prévia no resultado de busca' })
    await expect(
      within(result).getByText('Loja Aurora | Moda praia, casual e fitness feita no Brasil ...'),
    ).toBeVisible()
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Indexação' }),
      'Não indexar (noindex) — a página fica fora das buscas',
    )
    await expect(canvas.getByText('Com “noindex”, a página não aparece nas buscas.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar SEO' }))
    await expectCalled(apiOf(loaded).cms.saveSeo, 11, 'home', {
      title: 'Loja Aurora | Moda praia, casual e fitness feita no Brasil com frete grátis',
      description:
        'Camisetas, vestidos e acessórios com frete grátis acima de R$ 299,00 e troca fácil em até 30 dias.',
      canonical_url: 'https://www.lojaaurora.com.br/',
      robots_index: 'noindex',
      robots_follow: 'follow',
      og_title: 'Loja Aurora',
      og_description: 'Moda praia e casual feita no Brasil.',
      og_image: expect.stringMatching(/^\/api\/payments\/public\/files\//),
    })
    await expectNotified('SEO da página salvo.')
  },
}

/** An address that is not one is refused on its field, before anything is sent. */
export const InvalidCanonical: Story = {
  ...matrix.WriteSuccess,
  name: 'URL canônica inválida',
  play: async ({ canvas, loaded }) => {
    const canonical = await canvas.findByRole('textbox', { name: /^URL canônica/ })
    await userEvent.clear(canonical)
    await userEvent.type(canonical, 'lojaaurora')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar SEO' }))
    await waitFor(() => expect(canonical).toHaveAccessibleDescription(/Informe um endereço válido/))
    await expect(apiOf(loaded).cms.saveSeo).not.toHaveBeenCalled()
  },
}

export const Phone: Story = {
  ...matrix.WriteSuccess,
  ...onPhone(matrix.WriteSuccess),
  name: 'No celular',
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Título' })).toBeVisible()
  },
}
