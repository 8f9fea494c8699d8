import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  rowOf,
  withOpenDialog,
} from '../../../testing/story-context.ts'
import { PromotionsScreen } from './PromotionsScreen.tsx'

const meta = {
  title: 'E-commerce/Discounts/Promotions',
  component: PromotionsScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof PromotionsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao e-commerce',
    untouched: (api) => [api.ecommerceDiscounts.listPromotions, api.ecommerceDiscounts.listChoices],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Nova promoção' })],
  },
  pending: 'Carregando as promoções',
  error: {
    text: 'Não foi possível carregar as promoções',
    retry: (api) => api.ecommerceDiscounts.listPromotions,
  },
  empty: 'Nenhuma promoção ainda.',
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

/** Read sees each promotion, where it stands today (21/11/2026), and may simulate. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const blackFriday = await rowOf(canvasElement, 'Black Friday: 20 % em tudo')
    await expect(blackFriday.getByText('Agendada')).toBeVisible()
    await expect(blackFriday.getByText('de 27/11/2026 até 29/11/2026')).toBeVisible()
    const ended = await rowOf(canvasElement, 'Volta às aulas: R$ 5 por peça')
    await expect(ended.getByText('Encerrada')).toBeVisible()
    const progressive = await rowOf(canvasElement, 'Atacado: 5 % a partir de 6 peças')
    await expect(progressive.getByText('Ativa')).toBeVisible()
    await expect(progressive.getByText('5 % de 6 un., 10 % de 12 un.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Nova promoção' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('region', { name: 'Simulador de descontos' })).toBeVisible()
  },
}

/** Write creates a progressive promotion with two tiers on a category. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await rowOf(canvasElement, 'Black Friday: 20 % em tudo')
    await userEvent.click(canvas.getByRole('button', { name: 'Nova promoção' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText(/^Nome/), 'Calçados no atacado')
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: 'Tipo' }),
      'Progressivo por quantidade',
    )
    await userEvent.type(dialog.getByLabelText('A partir de (unidades), faixa 1'), '3')
    await userEvent.type(dialog.getByLabelText('Desconto (%), faixa 1'), '5')
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar faixa' }))
    await userEvent.type(dialog.getByLabelText('A partir de (unidades), faixa 2'), '6')
    await userEvent.type(dialog.getByLabelText('Desconto (%), faixa 2'), '10,5')
    await userEvent.type(dialog.getByLabelText('Categorias incluídas'), 'calçados{Enter}')
    await userEvent.click(
      await dialog.findByRole('button', { name: 'Adicionar «Calçados» a categorias incluídas' }),
    )
    await expect(
      dialog.getByRole('button', { name: 'Remover «Calçados» de categorias incluídas' }),
    ).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar promoção' }))
    await expectCalled(
      apiOf(loaded).ecommerceDiscounts.createPromotion,
      101,
      expect.objectContaining({
        name: 'Calçados no atacado',
        kind: 'progressive',
        tiers: [
          { min_quantity: 3, basis_points: 500 },
          { min_quantity: 6, basis_points: 1050 },
        ],
        category_ids: [5],
      }),
    )
    await expectNotified('Promoção «Calçados no atacado» salva.')
    const row = await rowOf(canvasElement, 'Calçados no atacado')
    await expect(row.getByText('5 % de 3 un., 10,5 % de 6 un.')).toBeVisible()
  },
}

/** A refused promotion says why on its fields, and nothing is saved. */
export const WriteFieldErrors: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await rowOf(canvasElement, 'Black Friday: 20 % em tudo')
    await userEvent.click(canvas.getByRole('button', { name: 'Nova promoção' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText(/^Desconto \(%\)/), '150')
    await userEvent.type(dialog.getByLabelText('Início'), '2026-12-10')
    await userEvent.type(dialog.getByLabelText('Fim'), '2026-12-01')
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar promoção' }))
    await expect(await dialog.findByText('O percentual vai de 0,01 % a 100 %.')).toBeVisible()
    await expect(dialog.getByText('O fim deve ser depois do início.')).toBeVisible()
    await expect(dialog.getByLabelText(/^Nome/)).toHaveAttribute('aria-invalid', 'true')
  },
}

/** Write edits a promotion's priority; the list keeps the engine's order. */
export const WriteEdit: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await rowOf(canvasElement, 'Leve 3, pague 2 em meias')
    await userEvent.click(
      canvas.getByRole('button', { name: 'Editar a promoção Leve 3, pague 2 em meias' }),
    )
    const dialog = within(await screen.findByRole('dialog'))
    await expect(dialog.getByLabelText(/^Quantidade paga/)).toHaveValue('2')
    const priority = dialog.getByLabelText(/^Prioridade/)
    await userEvent.clear(priority)
    await userEvent.type(priority, '30')
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar promoção' }))
    await expectCalled(
      apiOf(loaded).ecommerceDiscounts.updatePromotion,
      101,
      1,
      expect.objectContaining({ kind: 'buy_x_get_y', buy_quantity: 2, priority: 30 }),
    )
    await expectNotified('Promoção «Leve 3, pague 2 em meias» salva.')
    await waitFor(() =>
      expect(within(canvas.getAllByRole('row')[1]!).getByText('30')).toBeVisible(),
    )
  },
}

/** Write deletes a promotion after confirming. */
export const WriteDelete: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await rowOf(canvasElement, 'Volta às aulas: R$ 5 por peça')
    await userEvent.click(
      canvas.getByRole('button', { name: 'Excluir a promoção Volta às aulas: R$ 5 por peça' }),
    )
    const confirm = within(await screen.findByRole('alertdialog'))
    await userEvent.click(confirm.getByRole('button', { name: 'Excluir' }))
    await expectCalled(apiOf(loaded).ecommerceDiscounts.removePromotion, 101, 4)
    await expectNotified('Promoção «Volta às aulas: R$ 5 por peça» excluída.')
    await waitFor(() =>
      expect(canvas.queryByText('Volta às aulas: R$ 5 por peça')).not.toBeInTheDocument(),
    )
  },
}
