import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { screenMatrix } from '../../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  withOpenDialog,
} from '../../../testing/story-context.ts'
import { FixedRulesScreen } from './FixedRulesScreen.tsx'

const meta = {
  title: 'E-commerce/Search/Fixed rules',
  component: FixedRulesScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof FixedRulesScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao e-commerce',
    untouched: (api) => [api.ecommerceSearch.listFixedRules, api.ecommerceSearch.search],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Nova regra fixa' })],
  },
  pending: 'Carregando as regras fixas',
  error: {
    text: 'Não foi possível carregar as regras fixas',
    retry: (api) => api.ecommerceSearch.listFixedRules,
  },
  empty: 'Nenhuma regra fixa ainda.',
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

/** Read level sees the pinned products, changes nothing. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('cell', { name: 'camiseta' })).toBeVisible()
    await expect(canvas.getByText(/1º Camiseta Manga Longa Térmica/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Nova regra fixa' })).not.toBeInTheDocument()
  },
}

/** Write pins a product for a term; the tester shows it first, marked. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('cell', { name: 'camiseta' })
    await userEvent.click(canvas.getByRole('button', { name: 'Nova regra fixa' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText(/Termo/), 'tenis')
    await userEvent.type(dialog.getByLabelText('Buscar produto para fixar'), 'mochila{Enter}')
    await userEvent.click(
      await dialog.findByRole('button', { name: 'Fixar «Mochila Urbana Impermeável»' }),
    )
    await expect(dialog.getByLabelText('Posição de «Mochila Urbana Impermeável»')).toHaveValue(1)
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar regra' }))
    const api = apiOf(loaded)
    await expectCalled(api.ecommerceSearch.createFixedRule, 101, {
      term: 'tenis',
      pins: [{ product_id: expect.any(Number), position: 1 }],
    })
    await expectNotified('Regra fixa «tenis» salva.')

    await userEvent.type(canvas.getByLabelText('Termo a testar'), 'tênis')
    await userEvent.click(canvas.getByRole('button', { name: 'Testar' }))
    const results = within(await canvas.findByRole('list', { name: 'Resultados' }))
    const first = within(results.getAllByRole('listitem')[0] as HTMLElement)
    await expect(first.getByText('Mochila Urbana Impermeável')).toBeVisible()
    await expect(first.getByText('fixado na posição 1')).toBeVisible()
    await expect(results.getByText('Tênis Corrida Leve')).toBeVisible()
  },
}
