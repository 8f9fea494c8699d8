import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { screenMatrix } from '../../../testing/screen-matrix.ts'
import { apiOf, endAtTop, expectCalled, expectNotified } from '../../../testing/story-context.ts'
import { CatalogSettingsScreen } from './CatalogSettingsScreen.tsx'

const meta = {
  title: 'Layout/Settings/Catalog',
  component: CatalogSettingsScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof CatalogSettingsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao layout da loja',
    untouched: (api) => [api.layoutSettings.get],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Salvar' })],
  },
  pending: 'Carregando as configurações',
  error: {
    text: 'Não foi possível carregar as configurações',
    retry: (api) => api.layoutSettings.get,
  },
})

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const ReadError: Story = matrix.ReadError
export const WritePending: Story = matrix.WritePending
export const WriteError: Story = matrix.WriteError

/** Read level sees the settings, disabled. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvas }) => {
    const perPage = await canvas.findByRole('textbox', { name: /^Produtos por página/ })
    await expect(perPage).toHaveValue('36')
    await expect(perPage).toHaveAttribute('readonly')
    await expect(canvas.getByRole('combobox', { name: /^Ordem padrão/ })).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument()
  },
}

/**
 * The price line shows as the cards will; 200 per page is refused on its field in Portuguese;
 * fixed, the save goes through.
 */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: endAtTop(async ({ canvas, loaded }) => {
    const api = apiOf(loaded)
    const sample = await canvas.findByTestId('price-sample')
    await expect(sample).toHaveTextContent('em até 10× de R$ 29,90 sem juros')
    const installments = canvas.getByRole('textbox', { name: /^Parcelas/ })
    await userEvent.clear(installments)
    await userEvent.type(installments, '12')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sem juros' }))
    await expect(sample).toHaveTextContent('em até 12× de R$ 24,92')
    await expect(sample).not.toHaveTextContent('sem juros')

    const perPage = canvas.getByRole('textbox', { name: /^Produtos por página/ })
    await userEvent.clear(perPage)
    await userEvent.type(perPage, '200')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    const field =
      perPage.closest<HTMLElement>('[data-slot="field"]') ?? perPage.parentElement!.parentElement!
    await expect(await within(field).findByText('Use um número inteiro de 12 a 96.')).toBeVisible()
    await userEvent.clear(perPage)
    await userEvent.type(perPage, '48')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expectCalled(
      api.layoutSettings.saveCatalog,
      101,
      expect.objectContaining({
        per_page: 48,
        price_display: { mode: 'installments', installments: 12, interest_free: false },
      }),
    )
    await expectNotified('Configurações do catálogo salvas.')
  }),
}
