import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  sampleSellers,
  sampleSplitVersions,
  sampleVersionWithSuspendedSeller,
} from '@vitrine/api/fixture'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  endAtTop,
  expectCalled,
  expectNoButtons,
  expectNotified,
  findDialog,
  withFixture,
  withOpenDialog,
  type PlayContext,
} from '../../testing/story-context.ts'
import { SplitRulesScreen } from './SplitRulesScreen.tsx'

const meta = {
  title: 'Payments/Split/Rules',
  component: SplitRulesScreen,
  args: { appId: 101, level: 'write', gatewayName: 'pix-da-loja', gatewayId: 1, page: 'rule' },
} satisfies Meta<typeof SplitRulesScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos pagamentos',
    title: 'Regra de divisão',
    untouched: (api) => [
      api.gateways.get,
      api.split.currentRule,
      api.split.listSellers,
      api.split.ruleHistory,
    ],
  },
  pending: 'Carregando a regra de divisão',
  error: {
    text: 'Não foi possível carregar a regra de divisão',
    retry: (api) => api.split.currentRule,
  },
})

/** Intl writes "R$" and the amount with a no-break space; compare as text people read. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** A split table's rows as [party, gross, fee, net, (difference)] texts. */
async function splitRows(canvas: PlayContext['canvas'], name: string) {
  const table = await canvas.findByRole('table', { name })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => plain(cell.textContent)),
    )
}
const draftRows = (canvas: PlayContext['canvas']) =>
  splitRows(canvas, 'Divisão com a regra em edição')

async function typeInto(field: HTMLElement, text: string) {
  await userEvent.clear(field)
  await userEvent.type(field, text)
}

const shareRow = async (canvas: PlayContext['canvas'], seller: string) =>
  within(
    within(await canvas.findByRole('list', { name: 'Partes dos vendedores' })).getByRole(
      'listitem',
      { name: seller },
    ),
  )

const ATELIE = 'Ateliê Maré Alta'
const JOANA = 'Joana Ribeiro Cerâmica'
const CARLOS = 'Carlos Menezes Artesanato'

/** Version 2 as the form shows it: 20 % and 10 %, the store paying the fee. */
async function expectVersionTwo({ canvas }: PlayContext) {
  await expect(await canvas.findByText(/versão 2 em vigor/)).toBeVisible()
  await expect(
    (await shareRow(canvas, ATELIE)).getByRole('textbox', { name: /Porcentagem/ }),
  ).toHaveValue('20,00')
  await expect(
    (await shareRow(canvas, JOANA)).getByRole('textbox', { name: /Porcentagem/ }),
  ).toHaveValue('10,00')
  await expect(canvas.getByRole('combobox', { name: /^Quem paga a tarifa/ })).toHaveValue(
    'merchant',
  )
  const history = within(await canvas.findByRole('list', { name: 'Versões da regra' }))
  const versions = history.getAllByRole('listitem').map((item) => plain(item.textContent))
  await expect(versions[0]).toContain('Versão 2 · 03/11/2026 · Marina Costa')
  await expect(versions[0]).toContain(`${ATELIE}: 25% → 20%; ${JOANA}: 5% → 10%.`)
  await expect(versions[1]).toContain('Versão 1 · 05/10/2026 · Marina Costa')
  await expect(versions[1]).toContain('Primeira versão.')
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

/** Read level: the rule, the simulator and the history; nothing changeable. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: endAtTop(async (context) => {
    const { canvas } = context
    await expectVersionTwo(context)
    await expect(canvas.getByText(/Você pode consultar a regra/)).toBeVisible()
    await expect(
      (await shareRow(canvas, ATELIE)).getByRole('textbox', { name: /Porcentagem/ }),
    ).toBeDisabled()
    await expectNoButtons(canvas, 'Salvar nova versão', 'Adicionar vendedor')
    // The simulator still works: R$ 100,00 by pix, the store paying R$ 0,99.
    await expect(await draftRows(canvas)).toEqual([
      ['Loja', 'R$ 70,00', 'R$ 0,99', 'R$ 69,01', '—'],
      [ATELIE, 'R$ 20,00', 'R$ 0,00', 'R$ 20,00', '—'],
      [JOANA, 'R$ 10,00', 'R$ 0,00', 'R$ 10,00', '—'],
    ])
  }),
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: endAtTop(async (context) => {
    await expectVersionTwo(context)
    await expect(context.canvas.getByRole('button', { name: 'Salvar nova versão' })).toBeEnabled()
  }),
}

/** R$ 10,01 between the store and two sellers of 33,33 %: 3,33 each, the store 3,35 with 2 centavos of rounding. */
export const RoundingThreeWays: Story = {
  ...matrix.WriteSuccess,
  name: 'R$ 10,01 em três partes',
  play: endAtTop(async ({ canvas }) => {
    await typeInto(
      (await shareRow(canvas, ATELIE)).getByRole('textbox', { name: /Porcentagem/ }),
      '33,33',
    )
    await typeInto(
      (await shareRow(canvas, JOANA)).getByRole('textbox', { name: /Porcentagem/ }),
      '33,33',
    )
    await typeInto(canvas.getByRole('textbox', { name: 'Valor do pagamento' }), '10,01')
    await waitFor(async () =>
      expect(await draftRows(canvas)).toEqual([
        ['Loja+2 centavos do arredondamento', 'R$ 3,35', 'R$ 0,10', 'R$ 3,25', '−R$ 3,66'],
        [ATELIE, 'R$ 3,33', 'R$ 0,00', 'R$ 3,33', '+R$ 1,33'],
        [JOANA, 'R$ 3,33', 'R$ 0,00', 'R$ 3,33', '+R$ 2,33'],
      ]),
    )
    await expect(canvas.getByText('+2 centavos do arredondamento')).toBeVisible()
    await expect(await splitRows(canvas, 'Divisão com a regra em vigor')).toEqual([
      ['Loja+1 centavo do arredondamento', 'R$ 7,01', 'R$ 0,10', 'R$ 6,91'],
      [ATELIE, 'R$ 2,00', 'R$ 0,00', 'R$ 2,00'],
      [JOANA, 'R$ 1,00', 'R$ 0,00', 'R$ 1,00'],
    ])
  }),
}

/** R$ 0,01: nobody's percentage reaches a centavo; the one centavo is the store's rounding. */
export const OneCentavo: Story = {
  ...matrix.WriteSuccess,
  name: 'R$ 0,01',
  play: endAtTop(async ({ canvas }) => {
    await typeInto(await canvas.findByRole('textbox', { name: 'Valor do pagamento' }), '0,01')
    await waitFor(async () =>
      expect(await draftRows(canvas)).toEqual([
        ['Loja+1 centavo do arredondamento', 'R$ 0,01', 'R$ 0,00', 'R$ 0,01', '—'],
        [ATELIE, 'R$ 0,00', 'R$ 0,00', 'R$ 0,00', '—'],
        [JOANA, 'R$ 0,00', 'R$ 0,00', 'R$ 0,00', '—'],
      ]),
    )
  }),
}

/** Shares over 100 %: the simulator refuses with the contract's words, and so does saving. */
export const SharesOverTotal: Story = {
  ...matrix.WriteSuccess,
  name: 'Partes acima de 100%',
  play: endAtTop(async ({ canvas, loaded }) => {
    await typeInto(
      (await shareRow(canvas, ATELIE)).getByRole('textbox', { name: /Porcentagem/ }),
      '95',
    )
    const message = 'As porcentagens somam 105%: juntas, não podem passar de 100%.'
    const simulator = within(canvas.getByRole('region', { name: 'Simulador' }))
    await expect(await simulator.findByText(message)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova versão' }))
    // Under the shares now too, beside the simulator's refusal.
    await waitFor(() => expect(canvas.getAllByText(message)).toHaveLength(2))
    await expect(apiOf(loaded).split.saveRule).not.toHaveBeenCalled()
  }),
}

/** Version 3 still names Carlos, suspended since: the form flags him and the server refuses. */
const suspendedSeller = {
  ...matrix.WriteSuccess,
  name: 'Vendedor suspenso',
  play: endAtTop(async ({ canvas, loaded }: PlayContext) => {
    await expect(
      await canvas.findByText(new RegExp(`^${CARLOS} não está ativo e tem uma parte`)),
    ).toBeVisible()
    const carlos = await shareRow(canvas, CARLOS)
    await expect(carlos.getByText(/está suspenso: não recebe/)).toBeVisible()
    // He cannot be picked for another share either.
    const ateliePick = (await shareRow(canvas, ATELIE)).getByRole('combobox', {
      name: /Vendedor/,
    })
    const option = within(ateliePick).getByRole('option', { name: `${CARLOS} (suspenso)` })
    await expect(option).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova versão' }))
    await expectCalled(apiOf(loaded).split.saveRule, 101, 1, expect.anything(), {
      baseVersion: 3,
    })
    await expect(
      await carlos.findByText(`O vendedor ${CARLOS} não está ativo: ative-o ou tire-o da divisão.`),
    ).toBeVisible()
  }),
}
export const SuspendedSeller: Story = withFixture(suspendedSeller, {
  state: {
    split: {
      sellers: sampleSellers,
      versions: [...sampleSplitVersions, sampleVersionWithSuspendedSeller],
    },
  },
})

/** Saving makes version 3, and the history shows it on top with what changed. */
export const SaveNewVersion: Story = {
  ...matrix.WriteSuccess,
  name: 'Salvar nova versão',
  play: endAtTop(async (context) => {
    const { canvas, loaded } = context
    await typeInto(
      (await shareRow(canvas, JOANA)).getByRole('textbox', { name: /Porcentagem/ }),
      '15',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova versão' }))
    await expectCalled(
      apiOf(loaded).split.saveRule,
      101,
      1,
      {
        shares: [
          { seller_id: 1, kind: 'percent', basis_points: 2000 },
          { seller_id: 2, kind: 'percent', basis_points: 1500 },
        ],
        fee_payer: { kind: 'merchant' },
        remainder_taker: { kind: 'merchant' },
        chargeback_liability: { kind: 'merchant' },
        overrides: [],
      },
      { baseVersion: 2 },
    )
    await expectNotified('Versão 3 salva: vale para os próximos pagamentos.')
    await expect(await canvas.findByText(/versão 3 em vigor/)).toBeVisible()
    await waitFor(() => {
      const history = within(canvas.getByRole('list', { name: 'Versões da regra' }))
      const first = plain(history.getAllByRole('listitem')[0]!.textContent)
      expect(first).toContain('Versão 3 · 21/11/2026 · Marina Costa')
      expect(first).toContain(`${JOANA}: 10% → 15%.`)
    })
  }),
}

/** Someone saved version 3 while this form showed version 2: 409, and the current one loads. */
export const StaleVersion: Story = {
  ...matrix.WriteSuccess,
  name: 'Versão desatualizada',
  play: endAtTop(async ({ canvas, loaded }) => {
    await expect(await canvas.findByText(/versão 2 em vigor/)).toBeVisible()
    // Another person, in another tab.
    await apiOf(loaded).split.saveRule(101, 1, {
      shares: [{ seller_id: 1, kind: 'percent', basis_points: 4000 }],
    })
    await typeInto(
      (await shareRow(canvas, JOANA)).getByRole('textbox', { name: /Porcentagem/ }),
      '12',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova versão' }))
    const warning = await canvas.findByText(
      'Enquanto você editava, a versão 3 desta divisão foi salva: confira a versão atual e salve de novo.',
    )
    await expect(warning).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Carregar a versão atual' }))
    await expect(await canvas.findByText(/versão 3 em vigor/)).toBeVisible()
    await expect(
      (await shareRow(canvas, ATELIE)).getByRole('textbox', { name: /Porcentagem/ }),
    ).toHaveValue('40,00')
    await expect(canvas.queryByRole('listitem', { name: JOANA })).toBeNull()
  }),
}

/** An older version opens read only. */
export const OlderVersion: Story = {
  ...matrix.ReadSuccess,
  name: 'Versão anterior',
  parameters: { ...matrix.ReadSuccess.parameters, ...withOpenDialog },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver a versão 1' }))
    const dialog = await findDialog('Versão 1')
    const shares = within(dialog.getByRole('list', { name: 'Partes dos vendedores' }))
    await expect(shares.getAllByRole('listitem').map((item) => plain(item.textContent))).toEqual([
      `${ATELIE}25%`,
      `${JOANA}5%`,
      'Lojao restante',
    ])
    await expect(dialog.queryByRole('textbox')).toBeNull()
  },
}

/** A static pix gateway opened on the general form: said, with the way to its own page. */
export const WrongPage: Story = {
  ...matrix.WriteSuccess,
  name: 'Página de outra variante',
  args: { gatewayId: 9, gatewayName: 'qr-code-do-balcao' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Este meio de pagamento é um pix estático' }),
    ).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: 'Abrir a regra deste meio de pagamento' }),
    ).toHaveAttribute('href', '/101/payments/split/rules/static-pix/qr-code-do-balcao/9')
  },
}
