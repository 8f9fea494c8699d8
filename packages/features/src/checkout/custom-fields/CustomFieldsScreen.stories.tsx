import type { Meta, StoryObj } from '@storybook/react-vite'
import { DEMO_CUSTOM_FIELDS, type CustomField } from '@vitrine/api'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  expectCalled,
  expectNotified,
  withFixture,
  withOpenDialog,
} from '../../testing/story-context.ts'
import { CustomFieldsScreen } from './CustomFieldsScreen.tsx'

const meta = {
  title: 'Checkout/Custom fields',
  component: CustomFieldsScreen,
  args: { appId: 101, level: 'write', group: 'identification' },
} satisfies Meta<typeof CustomFieldsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso ao checkout',
    untouched: (api) => [api.checkoutFields.list, api.checkoutAppearance.get],
    absent: (canvas) => [canvas.queryByRole('button', { name: 'Novo campo' })],
  },
  pending: 'Carregando os campos',
  error: {
    text: 'Não foi possível carregar os campos',
    retry: (api) => api.checkoutFields.list,
  },
  empty: 'Nenhum campo neste grupo',
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

const preview = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector<HTMLElement>('[aria-label="Pré-visualização do checkout"]')!)

/** Read level sees the group's fields and the preview, and changes nothing. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = within(
      await canvas.findByRole('list', { name: 'Campos do grupo, na ordem do checkout' }),
    )
    await expect(list.getByText('Inscrição estadual')).toBeVisible()
    await expect(list.getByText('Só para quem informa CNPJ')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Identificação' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.queryByRole('button', { name: 'Novo campo' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: /Reordenar/ })).not.toBeInTheDocument()
    // The cart's question shows in the preview's own section.
    await expect(
      await preview(canvasElement).findByText('Como conheceu a loja? (opcional)'),
    ).toBeVisible()
  },
}

/** Write creates a required CNPJ field: the preview shows it as typed, the list once saved. */
export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Campos do grupo, na ordem do checkout' })
    await userEvent.click(canvas.getByRole('button', { name: 'Novo campo' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.type(dialog.getByLabelText(/Rótulo/), 'CNPJ da filial')
    await expect(dialog.getByLabelText(/Chave/)).toHaveValue('cnpj_da_filial')
    await userEvent.selectOptions(dialog.getByLabelText('Tipo'), 'document')
    await userEvent.click(dialog.getByRole('switch', { name: 'Resposta obrigatória' }))
    await expect(await preview(canvasElement).findByText('CNPJ da filial')).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar campo' }))
    await expectCalled(
      apiOf(loaded).checkoutFields.create,
      101,
      expect.objectContaining({
        key: 'cnpj_da_filial',
        group: 'identification',
        type: 'document',
        required: true,
      }),
    )
    await expectNotified('Campo «CNPJ da filial» salvo.')
    const list = within(canvas.getByRole('list', { name: 'Campos do grupo, na ordem do checkout' }))
    await expect(await list.findByText('CNPJ da filial')).toBeVisible()
  },
}

/** The dialog refuses what the server would, in Portuguese, before sending anything. */
export const WriteInvalid: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Campos do grupo, na ordem do checkout' })
    await userEvent.click(canvas.getByRole('button', { name: 'Novo campo' }))
    const dialog = within(await screen.findByRole('dialog'))
    await userEvent.selectOptions(dialog.getByLabelText('Tipo'), 'select')
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar campo' }))
    await expect(await dialog.findByText('Rótulo é obrigatório.')).toBeVisible()
    await expect(
      dialog.getByText('Uma lista de seleção precisa de pelo menos uma opção.'),
    ).toBeVisible()
    await expect(apiOf(loaded).checkoutFields.create).not.toHaveBeenCalled()

    // A key the store already uses: the server's 409 lands under the key.
    await userEvent.type(dialog.getByLabelText(/Rótulo/), 'Como conheceu')
    await userEvent.clear(dialog.getByLabelText(/Chave/))
    await userEvent.type(dialog.getByLabelText(/Chave/), 'como_conheceu')
    await userEvent.click(dialog.getByRole('button', { name: 'Adicionar opção' }))
    await userEvent.type(dialog.getByLabelText('Rótulo da opção 1'), 'Instagram')
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar campo' }))
    await expect(
      await dialog.findByText('Já existe um campo com esta chave na loja.'),
    ).toBeVisible()
  },
}

const AT = '2026-03-10T12:00:00.000Z'
const stored = (id: number, position: number, field: (typeof DEMO_CUSTOM_FIELDS)[number]) =>
  ({ ...field, id, position, created_at: AT, updated_at: AT }) satisfies CustomField
const nickname = stored(4, 1, {
  ...DEMO_CUSTOM_FIELDS[0]!,
  key: 'apelido',
  label: 'Apelido',
  help_text: '',
  visible_when: null,
})

/** Reordering by keyboard (Alt+↓ on the handle) and by button, saved as one order. */
export const WriteReorder: Story = {
  ...withFixture(matrix.WriteSuccess, {
    state: { checkoutFields: { fields: [stored(1, 0, DEMO_CUSTOM_FIELDS[0]!), nickname] } },
  }),
  play: async ({ canvasElement, loaded }) => {
    const api = apiOf(loaded)
    const canvas = within(canvasElement)
    const rows = () =>
      canvas.getAllByRole('listitem').filter((row) => row.dataset.slot === 'custom-field-row')
    const handle = await canvas.findByRole('button', { name: /Reordenar «Inscrição estadual»/ })
    await expect(rows()).toHaveLength(2)
    handle.focus()
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
    await expectCalled(api.checkoutFields.reorder, 101, { group: 'identification', ids: [4, 1] })
    await expect(
      await canvas.findByText('«Inscrição estadual» agora na posição 2 de 2.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Apelido'))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Reordenar «Inscrição estadual»/ })).toHaveFocus(),
    )
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mover «Inscrição estadual» para cima' }),
    )
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Inscrição estadual'))
    await waitFor(() =>
      expect(api.state.checkoutFields.fields.find((f) => f.key === 'apelido')?.position).toBe(1),
    )
  },
}

/** Deleting asks first, then the field leaves the list. */
export const WriteDelete: Story = {
  ...matrix.WriteSuccess,
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Excluir o campo «Inscrição estadual»' }),
    )
    const dialog = within(await screen.findByRole('alertdialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Excluir campo' }))
    await expectNotified('Campo «Inscrição estadual» excluído.')
    await expect(await canvas.findByText('Nenhum campo neste grupo')).toBeVisible()
    await expect(apiOf(loaded).state.checkoutFields.fields).toHaveLength(2)
  },
}
