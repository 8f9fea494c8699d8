import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  withOpenDialog,
} from '../../../testing/story-context.ts'
import { TermRulesScreen } from './TermRulesScreen.tsx'

const meta = {
  title: 'E-commerce/Search/Term rules',
  component: TermRulesScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof TermRulesScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao e-commerce',
    untouched: (api) => [api.ecommerceSearch.listTermRules, api.ecommerceSearch.search],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Nova regra' })],
  },
  pending: 'Carregando as regras por termo',
  error: {
    text: 'Não foi possível carregar as regras por termo',
    retry: (api) => api.ecommerceSearch.listTermRules,
  },
  empty: 'Nenhuma regra por termo ainda.',
})

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const ReadError: Story = matrix.ReadError
export const ReadEmpty: Story = matrix.ReadEmpty
export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError
export const WriteEmpty: Story = matrix.WriteEmpty

/** Read level sees the rules and may test the search, but changes nothing. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('cell', { name: 'tenis' })).toBeVisible()
    await expect(canvas.getByText('sapatilha (nos dois sentidos)')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Nova regra' })).not.toBeInTheDocument()
    await expect(
      canvas.queryByRole('button', { name: 'Excluir a regra «tenis»' }),
    ).not.toBeInTheDocument()
  },
}

/** Write adds a synonym rule, and the tester then finds a product through the synonym. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('cell', { name: 'tenis' })
    await userEvent.click(canvas.getByRole('button', { name: 'Nova regra' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText(/Termo/), 'Bolsa')
    await userEvent.type(dialog.getByLabelText('Sinônimos'), 'mochila{Enter}')
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar regra' }))
    const api = apiOf(loaded)
    await expectCalled(
      api.ecommerceSearch.createTermRule,
      101,
      expect.objectContaining({ term: 'Bolsa', synonyms: ['mochila'], both_ways: true }),
    )
    await expectNotified('Regra «Bolsa» salva.')
    await expect(await canvas.findByRole('cell', { name: 'Bolsa' })).toBeVisible()

    await userEvent.type(canvas.getByLabelText('Termo a testar'), 'bolsa')
    await userEvent.click(canvas.getByRole('button', { name: 'Testar' }))
    const results = within(await canvas.findByRole('list', { name: 'Resultados' }))
    await expect(results.getByText('Mochila Urbana Impermeável')).toBeVisible()
    await expect(results.getByText('sinônimo: «mochila»')).toBeVisible()
    await expect(results.getByText('Bolsa Tiracolo Palha')).toBeVisible()
  },
}

/** A redirect rule answers the address instead of results. */
export const TesterRedirect: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Termo a testar'), 'Liquidação')
    await userEvent.click(canvas.getByRole('button', { name: 'Testar' }))
    await expect(await canvas.findByText('redirecionado pela regra «liquidação»')).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Resultados' })).not.toBeInTheDocument()
  },
}

/** Deleting asks first, then the rule leaves the list. */
export const WriteDelete: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Excluir a regra «liquidação»' }),
    )
    const dialog = within(await screen.findByRole('alertdialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }))
    await expectNotified('Regra «liquidação» excluída.')
    await waitFor(() =>
      expect(canvas.queryByRole('cell', { name: 'liquidação' })).not.toBeInTheDocument(),
    )
    await expect(apiOf(loaded).state.ecommerceSearch.termRules).toHaveLength(1)
  },
}
