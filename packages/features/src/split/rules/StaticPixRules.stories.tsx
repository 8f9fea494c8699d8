import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  sampleStaticPixSellers,
  sampleStaticPixVersions,
  type FixtureOptions,
} from '@vitrine/api/fixture'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  endAtTop,
  expectNoButtons,
  withFixture,
  type PlayContext,
} from '../../testing/story-context.ts'
import { SplitRulesScreen } from './SplitRulesScreen.tsx'

const meta = {
  title: 'Payments/Split/Rules (pix estático)',
  component: SplitRulesScreen,
  args: {
    appId: 101,
    level: 'write',
    gatewayName: 'qr-code-do-balcao',
    gatewayId: 9,
    page: 'static-pix',
  },
} satisfies Meta<typeof SplitRulesScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The counter's code: a delivery partner R$ 5,00 and a packer R$ 2,00 per payment. */
const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos pagamentos',
    title: 'Regra de divisão do pix estático',
    untouched: (api) => [api.gateways.get, api.split.currentRule, api.split.listSellers],
  },
  pending: 'Carregando a regra de divisão',
  error: {
    text: 'Não foi possível carregar a regra de divisão',
    retry: (api) => api.split.currentRule,
  },
})

/** Every story on the counter's data (the default state has no sellers on gateway 9). */
const onCounter = <S extends { parameters: { fixture: FixtureOptions } }>(story: S): S =>
  withFixture(story, {
    state: { split: { sellers: sampleStaticPixSellers, versions: sampleStaticPixVersions } },
  })

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

async function draftRows(canvas: PlayContext['canvas']) {
  const table = await canvas.findByRole('table', { name: 'Divisão com a regra em edição' })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => plain(cell.textContent)),
    )
}

/** Fixed amounts only: no kind to choose, no split per method. */
async function expectFixedShares({ canvas }: PlayContext) {
  const shares = within(await canvas.findByRole('list', { name: 'Partes dos vendedores' }))
  const amounts = shares.getAllByRole('textbox', { name: /Valor fixo/ })
  await expect(amounts.map((input) => (input as HTMLInputElement).value)).toEqual(['5,00', '2,00'])
  await expect(shares.queryByRole('combobox', { name: /Tipo/ })).toBeNull()
  await expect(canvas.queryByRole('heading', { name: 'Por forma de pagamento' })).toBeNull()
}

export const NonePending: Story = onCounter(matrix.NonePending)
export const NoneError: Story = onCounter(matrix.NoneError)
export const NoneSuccess: Story = onCounter(matrix.NoneSuccess)
export const ReadPending: Story = onCounter(matrix.ReadPending)
export const WritePending: Story = onCounter(matrix.WritePending)
export const ReadError: Story = onCounter(matrix.ReadError)
export const WriteError: Story = onCounter(matrix.WriteError)

const readSuccess = {
  ...matrix.ReadSuccess,
  play: endAtTop(async (context: PlayContext) => {
    await expectFixedShares(context)
    await expectNoButtons(context.canvas, 'Salvar nova versão', 'Adicionar vendedor')
  }),
}
export const ReadSuccess: Story = onCounter(readSuccess)

/** A payment below the fixed amounts is refused with its reason; above them the store keeps the rest. */
const writeSuccess = {
  ...matrix.WriteSuccess,
  play: endAtTop(async (context: PlayContext) => {
    const { canvas } = context
    await expectFixedShares(context)
    const amount = canvas.getByRole('textbox', { name: 'Valor do pagamento' })
    await userEvent.clear(amount)
    await userEvent.type(amount, '10,01')
    await waitFor(async () =>
      expect(await draftRows(canvas)).toEqual([
        ['Loja', 'R$ 3,01', 'R$ 0,10', 'R$ 2,91', '—'],
        ['Entregas Rápidas Vila Nova', 'R$ 5,00', 'R$ 0,00', 'R$ 5,00', '—'],
        ['Lucas Almeida Embalagens', 'R$ 2,00', 'R$ 0,00', 'R$ 2,00', '—'],
      ]),
    )
    await userEvent.clear(amount)
    await userEvent.type(amount, '5,00')
    const simulator = within(canvas.getByRole('region', { name: 'Simulador' }))
    await expect(
      await simulator.findAllByText(
        /^As partes fixas somam R\$\s7,00, mais que o valor do pagamento \(R\$\s5,00\)/,
      ),
    ).toHaveLength(2)
  }),
}
export const WriteSuccess: Story = onCounter(writeSuccess)
