import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  endAtTop,
  expectCalled,
  expectNoButtons,
  expectNotified,
  findDialog,
  onPhone,
  playThen,
  withFixture,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { sellerViewState } from '../gateways/seller-view.story-support.ts'
import { SplitSellersScreen } from './SplitSellersScreen.tsx'

const meta = {
  title: 'Payments/Split/Sellers',
  component: SplitSellersScreen,
  args: { appId: 101, level: 'write', gatewayName: 'pix-da-loja', gatewayId: 1 },
} satisfies Meta<typeof SplitSellersScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'empty', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos pagamentos',
    title: 'Vendedores',
    untouched: (api) => [api.split.listSellers, api.split.listGateways, api.split.sellerParts],
  },
  pending: 'Carregando os vendedores',
  error: {
    text: 'Não foi possível carregar os vendedores',
    retry: (api) => api.split.listSellers,
  },
  empty: 'Nenhum vendedor cadastrado',
})

const ATELIE = 'Ateliê Maré Alta'
const JOANA = 'Joana Ribeiro Cerâmica'

/** The names of the sellers listed, in order. */
const sellerNames = (canvas: PlayContext['canvas']) =>
  within(canvas.getByRole('list', { name: 'Vendedores' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)

/** Intl writes "R$" with a no-break space; compare as people read it. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

async function expectSampleSellers({ canvas }: PlayContext) {
  await canvas.findByRole('list', { name: 'Vendedores' })
  await expect(sellerNames(canvas)).toEqual([
    'Carlos Menezes Artesanato',
    'Estúdio Trama',
    JOANA,
    ATELIE,
  ])
  await expect(canvas.getByText('Pix da loja · Pix · regra na versão 2')).toBeVisible()
  const list = within(canvas.getByRole('list', { name: 'Vendedores' }))
  await expect(list.getByText('Aguardando verificação')).toBeVisible()
  await expect(list.getByText('Suspenso')).toBeVisible()
  await expect(list.getByText('341 — Itaú Unibanco · ag. 1234 · c/c 56789-3')).toBeVisible()
}

/** The balances of a seller's opened panel: [pending, available]. */
async function balancesOf(canvas: PlayContext['canvas'], seller: string) {
  const list = await canvas.findByLabelText(`Saldo de ${seller}`)
  return within(list)
    .getAllByRole('definition')
    .map((item) => plain(item.textContent))
}

async function typeInto(field: HTMLElement, text: string) {
  await userEvent.clear(field)
  await userEvent.type(field, text)
}

/** Fills the new seller's form: a CPF of Maria, receiving at an Itaú account. */
async function fillNewSeller(document: string) {
  const dialog = await findDialog('Novo vendedor')
  await typeInto(dialog.getByRole('textbox', { name: /^Nome/ }), 'Maria das Graças Bordados')
  await typeInto(dialog.getByRole('textbox', { name: /^CPF ou CNPJ/ }), document)
  await typeInto(dialog.getByRole('textbox', { name: /^E-mail/ }), 'maria@gracasbordados.com.br')
  await typeInto(dialog.getByRole('textbox', { name: /^Banco/ }), '341')
  await typeInto(dialog.getByRole('textbox', { name: /^Agência/ }), '0425')
  await typeInto(dialog.getByRole('textbox', { name: /^Conta(?! no)/ }), '12345')
  await typeInto(dialog.getByRole('textbox', { name: /^Dígito da conta/ }), '6')
  return dialog
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneEmpty: Story = matrix.NoneEmpty
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

/** The gateway exists but has no seller yet (the `empty` variant has no gateway at all). */
const noSellers: Parameters<typeof withFixture>[1] = {
  variant: 'default',
  state: { split: { sellers: [], versions: [] } },
}

export const ReadEmpty: Story = withFixture(
  playThen(matrix.ReadEmpty, async ({ canvas }) => {
    await expectNoButtons(canvas, 'Cadastrar vendedor', 'Novo vendedor')
  }),
  noSellers,
)
export const WriteEmpty: Story = withFixture(
  playThen(matrix.WriteEmpty, async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cadastrar vendedor' })).toBeEnabled()
  }),
  noSellers,
)

/** Read level: every seller, balances and parts; nothing to change. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: async (context) => {
    const { canvas } = context
    await expectSampleSellers(context)
    await expect(canvas.getByText(/Você pode consultar os vendedores/)).toBeVisible()
    await expectNoButtons(
      canvas,
      'Novo vendedor',
      'Importar CSV',
      `Editar ${JOANA}`,
      `Suspender ${JOANA}`,
    )
    await userEvent.click(canvas.getByRole('button', { name: `Saldo e partes de ${ATELIE}` }))
    await expect(await balancesOf(canvas, ATELIE)).toEqual(['R$ 32,00', 'R$ 73,00'])
    await expectNoButtons(canvas, 'Liberar agora')
  },
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: async (context) => {
    await expectSampleSellers(context)
    await expect(context.canvas.getByRole('link', { name: 'Regra de divisão' })).toHaveAttribute(
      'href',
      '/101/payments/split/rules/pix-da-loja/1',
    )
  },
}

/** "Importar CSV" opens the sellers' import (split/sellers-import) for this gateway. */
export const ImportCsv: Story = {
  ...matrix.WriteSuccess,
  name: 'Importar CSV',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Importar CSV' }))
    await expect(await findDialog('Importar vendedores')).toBeTruthy()
  },
}

/** A new seller: the contract's request, then the seller on top of the list. */
export const CreateSeller: Story = {
  ...matrix.WriteSuccess,
  name: 'Cadastrar vendedor',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Novo vendedor' }))
    const dialog = await fillNewSeller('153.509.460-56')
    await expect(dialog.getByText('Itaú Unibanco')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: 'Cadastrar vendedor' }))
    await expectCalled(apiOf(loaded).split.createSeller, 101, 1, {
      name: 'Maria das Graças Bordados',
      document: '15350946056',
      email: 'maria@gracasbordados.com.br',
      provider_account: null,
      payout: {
        kind: 'bank_account',
        bank_code: '341',
        agency: '0425',
        agency_digit: null,
        account: '12345',
        account_digit: '6',
        account_type: 'checking',
      },
    })
    await expectNotified('Vendedor «Maria das Graças Bordados» cadastrado.')
    await waitFor(() => expect(sellerNames(canvas)[0]).toBe('Maria das Graças Bordados'))
  },
}

/** Editing Joana: her account changes to a pix key; only the pix key is sent. */
export const EditSeller: Story = {
  ...matrix.WriteSuccess,
  name: 'Editar vendedor',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Editar ${JOANA}` }))
    const dialog = await findDialog('Editar vendedor')
    await expect(dialog.getByRole('textbox', { name: /^CPF ou CNPJ/ })).toHaveValue(
      '529.982.247-25',
    )
    await userEvent.click(dialog.getByRole('radio', { name: /^Chave pix/ }))
    await typeInto(
      dialog.getByRole('textbox', { name: /^Chave pix/ }),
      'joana@ribeiroceramica.com.br',
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar vendedor' }))
    await expectCalled(apiOf(loaded).split.updateSeller, 101, 1, 2, {
      name: JOANA,
      document: '52998224725',
      email: 'joana@ribeiroceramica.com.br',
      provider_account: '4402176',
      payout: { kind: 'pix', pix_key: 'joana@ribeiroceramica.com.br' },
    })
    await expectNotified(`Vendedor «${JOANA}» atualizado.`)
    await expect(await canvas.findByText('Pix: joana@ribeiroceramica.com.br')).toBeVisible()
  },
}

/** A CPF whose check digits are wrong: said under the field, nothing sent. */
export const InvalidDocument: Story = {
  ...matrix.WriteSuccess,
  name: 'CPF inválido',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Novo vendedor' }))
    const dialog = await fillNewSeller('123.456.789-00')
    await userEvent.click(dialog.getByRole('button', { name: 'Cadastrar vendedor' }))
    const field = dialog.getByRole('textbox', { name: /^CPF ou CNPJ/ })
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Informe um CPF ou CNPJ válido: confira os dígitos.'),
      ),
    )
    await expect(apiOf(loaded).split.createSeller).not.toHaveBeenCalled()
  },
}

/** Joana's CPF again: the server's 409 lands on the document field. */
export const DuplicateDocument: Story = {
  ...matrix.WriteSuccess,
  name: 'Documento já cadastrado',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Novo vendedor' }))
    const dialog = await fillNewSeller('529.982.247-25')
    await userEvent.click(dialog.getByRole('button', { name: 'Cadastrar vendedor' }))
    await expect(apiOf(loaded).split.createSeller).toHaveBeenCalled()
    const field = dialog.getByRole('textbox', { name: /^CPF ou CNPJ/ })
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Já há um vendedor com este CPF ou CNPJ neste meio de pagamento.'),
      ),
    )
  },
}

/** Suspending asks first; the seller stays, suspended, and can be reactivated. */
export const SuspendSeller: Story = {
  ...matrix.WriteSuccess,
  name: 'Suspender vendedor',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: `Suspender ${JOANA}` }))
    const dialog = await findDialog(`Suspender ${JOANA}?`, 'alertdialog')
    await userEvent.click(dialog.getByRole('button', { name: 'Suspender vendedor' }))
    await expectCalled(apiOf(loaded).split.suspendSeller, 101, 1, 2)
    await expectNotified(`Vendedor «${JOANA}» suspenso.`)
    await expect(await canvas.findByRole('button', { name: `Reativar ${JOANA}` })).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

/** "Liberar agora": confirmed, sent with an idempotency key, and the balances follow. */
export const ReleaseNow: Story = {
  ...matrix.WriteSuccess,
  name: 'Liberar agora',
  parameters: { ...matrix.WriteSuccess.parameters, ...withOpenDialog },
  play: endAtTop(async ({ canvas, loaded }: PlayContext) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Saldo e partes de ${ATELIE}` }),
    )
    await expect(await balancesOf(canvas, ATELIE)).toEqual(['R$ 32,00', 'R$ 73,00'])
    const parts = await canvas.findByRole('table', { name: `Partes de ${ATELIE}` })
    await expect(within(parts).getAllByText('A liberar')).toHaveLength(2)
    await expect(within(parts).getByText('Estornada')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Liberar agora' }))
    const dialog = await findDialog(`Liberar R$\u00a032,00 para ${ATELIE}?`, 'alertdialog')
    await userEvent.click(dialog.getByRole('button', { name: 'Liberar agora' }))
    await expectCalled(apiOf(loaded).split.releaseSeller, 101, 1, 1, expect.any(String))
    await expectNotified(`R$ 32,00 liberados para ${ATELIE}.`)
    await waitFor(async () =>
      expect(await balancesOf(canvas, ATELIE)).toEqual(['R$ 0,00', 'R$ 105,00']),
    )
    await expect(within(parts).queryByText('A liberar')).toBeNull()
  }),
}

/**
 * A seller signed in (`__seller`, read): only its own record, open with its balances and
 * parts; no registering, editing, suspending or releasing, and no link to the rule.
 */
const sellerRole = withFixture(
  {
    ...matrix.ReadSuccess,
    name: 'Vendedor (papel __seller)',
    args: { level: 'read' as const, role: '__seller' as const },
    play: async ({ canvas }: PlayContext) => {
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Minhas vendas' }),
      ).toBeVisible()
      await expect(await balancesOf(canvas, JOANA)).toEqual(['R$ 16,00', 'R$ 29,00'])
      await expect(canvas.getByRole('table', { name: `Partes de ${JOANA}` })).toBeVisible()
      await expectNoButtons(
        canvas,
        'Novo vendedor',
        'Importar CSV',
        `Editar ${JOANA}`,
        `Suspender ${JOANA}`,
        'Liberar agora',
      )
      await expect(canvas.queryByRole('link', { name: 'Regra de divisão' })).toBeNull()
      await expect(canvas.queryByRole('search')).toBeNull()
    },
  },
  { state: sellerViewState },
)

/** The seller's view on a phone: its balances first, the parts below. */
export const SellerRole: Story = sellerRole

export const SellerRoleOnPhone: Story = {
  ...sellerRole,
  ...onPhone(sellerRole),
  name: 'Vendedor (papel __seller) no celular',
  play: async ({ canvas }: PlayContext) => {
    await expect(await balancesOf(canvas, JOANA)).toEqual(['R$ 16,00', 'R$ 29,00'])
    const parts = canvas.getByRole('list', { name: `Partes de ${JOANA}` })
    await expect(within(parts).getAllByRole('listitem')).toHaveLength(4)
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}
