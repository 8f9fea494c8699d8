import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import { endAtTop, expectNoButtons, type PlayContext } from '../../testing/story-context.ts'
import { SplitRulesScreen } from './SplitRulesScreen.tsx'

const meta = {
  title: 'Payments/Split/Rules (eficustom)',
  component: SplitRulesScreen,
  args: { appId: 101, level: 'write', gatewayName: 'pix-da-loja', gatewayId: 1, page: 'eficustom' },
} satisfies Meta<typeof SplitRulesScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos pagamentos',
    title: 'Regra de divisão no formato eficustom',
    untouched: (api) => [api.split.efiCustomRule, api.split.currentRule],
  },
  pending: 'Carregando a regra de divisão',
  error: {
    text: 'Não foi possível carregar a regra de divisão',
    retry: (api) => api.split.currentRule,
  },
})

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** Version 2 in the provider's format, and the simulator fed by what the text says. */
async function expectVersionTwo({ canvas }: PlayContext) {
  // The JSON is laid out on lines: compare without the spaces.
  const editor = await canvas.findByRole<HTMLTextAreaElement>('textbox', {
    name: 'Regra no formato eficustom',
  })
  await waitFor(() =>
    expect(editor.value.replace(/\s/g, '')).toContain(
      '"minhaParte":{"tipo":"porcentagem","valor":"70.00"}',
    ),
  )
  const table = await canvas.findByRole('table', { name: 'Divisão com a regra em edição' })
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => plain(cell.textContent)),
    )
  await expect(rows).toEqual([
    ['Loja', 'R$ 70,00', 'R$ 0,99', 'R$ 69,01', '—'],
    ['Ateliê Maré Alta', 'R$ 20,00', 'R$ 0,00', 'R$ 20,00', '—'],
    ['Joana Ribeiro Cerâmica', 'R$ 10,00', 'R$ 0,00', 'R$ 10,00', '—'],
  ])
  await expect(canvas.getByRole('link', { name: 'Editar no formulário' })).toHaveAttribute(
    'href',
    '/101/payments/split/rules/pix-da-loja/1',
  )
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: endAtTop(async (context) => {
    await expectVersionTwo(context)
    await expectNoButtons(context.canvas, 'Salvar nova versão')
  }),
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: endAtTop(async (context) => {
    await expectVersionTwo(context)
    await expect(context.canvas.getByRole('button', { name: 'Salvar nova versão' })).toBeEnabled()
  }),
}
