import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  DEFAULT_INSTALLMENT_SETUP,
  formatMoney,
  installmentOptions,
  type InstallmentsSetup,
} from '@vitrine/api'
import { screenMatrix } from '../../testing/screen-matrix.ts'
import {
  apiOf,
  endAtTop,
  expectCalled,
  expectNoButtons,
  expectNotified,
  onPhone,
  type PlayContext,
} from '../../testing/story-context.ts'
import { InstallmentsScreen } from './InstallmentsScreen.tsx'

const meta = {
  title: 'Payments/Gateways/Installments',
  component: InstallmentsScreen,
  args: { appId: 101, level: 'write' },
} satisfies Meta<typeof InstallmentsScreen>
export default meta
type Story = StoryObj<typeof meta>

const matrix = screenMatrix({
  levels: ['none', 'read', 'write'],
  states: ['pending', 'error', 'success'],
  noAccess: {
    heading: 'Você não tem acesso aos pagamentos',
    title: 'Parcelamento',
    untouched: (api) => [api.gateways.installments],
  },
  pending: 'Carregando o parcelamento',
  error: {
    text: 'Não foi possível carregar o parcelamento',
    retry: (api) => api.gateways.installments,
  },
})

/** The store's default: 12x, 3 without interest, 2,99 % a month, R$ 5,00 minimum. */
const storeSetup: InstallmentsSetup = {
  maxInstallments: DEFAULT_INSTALLMENT_SETUP.max_installments,
  interestFreeUpTo: DEFAULT_INSTALLMENT_SETUP.interest_free,
  monthlyRateBasisPoints: DEFAULT_INSTALLMENT_SETUP.monthly_rate_bps,
  minInstallmentCents: DEFAULT_INSTALLMENT_SETUP.min_installment_cents,
}

/** Intl writes "R$" and the amount with a no-break space; compare as text people read. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim()

/** The simulator's rows as [count, installment, total, interest] texts, as shown (innerText). */
async function simulatedRows(canvas: PlayContext['canvas']) {
  const table = await canvas.findByRole('table', { name: /^Parcelas para/ })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => plain(cell.innerText)),
    )
}

/** Row by row, what installmentOptions says for this price and setup. */
const expectedRows = (priceCents: number, setup: InstallmentsSetup) =>
  installmentOptions(priceCents, setup).map((option) => [
    `${option.count}x`,
    plain(formatMoney(option.installmentCents)) +
      (option.firstInstallmentCents === option.installmentCents
        ? ''
        : ` a 1ª de ${plain(formatMoney(option.firstInstallmentCents))}`),
    plain(formatMoney(option.totalCents)),
    option.count === 1 ? 'à vista' : option.interestFree ? 'sem juros' : 'com juros',
  ])

/** R$ 1.000,00 in 12x, 3 without interest, 2,99 % a month: the Price table, row by row. */
async function expectDefaultSimulation({ canvas }: PlayContext) {
  const rows = await simulatedRows(canvas)
  await expect(rows).toEqual(expectedRows(100_000, storeSetup))
  // A few rows written out, so the numbers are checked, not only the wiring.
  await expect(rows[0]).toEqual(['1x', 'R$ 1.000,00', 'R$ 1.000,00', 'à vista'])
  await expect(rows[2]).toEqual(['3x', 'R$ 333,33 a 1ª de R$ 333,34', 'R$ 1.000,00', 'sem juros'])
  await expect(rows[3]).toEqual(['4x', 'R$ 268,96', 'R$ 1.075,84', 'com juros'])
  await expect(rows[11]).toEqual(['12x', 'R$ 100,40', 'R$ 1.204,80', 'com juros'])
}

export const NonePending: Story = matrix.NonePending
export const NoneError: Story = matrix.NoneError
export const NoneSuccess: Story = matrix.NoneSuccess
export const ReadPending: Story = matrix.ReadPending
export const WritePending: Story = matrix.WritePending
export const ReadError: Story = matrix.ReadError
export const WriteError: Story = matrix.WriteError

/** Read level: the setup in view, nothing changeable, the simulator still at hand. */
export const ReadSuccess: Story = {
  ...matrix.ReadSuccess,
  play: endAtTop(async (context) => {
    const { canvas } = context
    await expectDefaultSimulation(context)
    await expect(canvas.getByText(/Você pode consultar o parcelamento/)).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: /^Máximo de parcelas/ })).toBeDisabled()
    await expect(canvas.getByRole('textbox', { name: /^Juros ao mês/ })).toBeDisabled()
    await expectNoButtons(canvas, 'Salvar', 'Adicionar regra por bandeira')
    const price = canvas.getByRole('textbox', { name: 'Preço de exemplo' })
    await userEvent.clear(price)
    await userEvent.type(price, '500,00')
    await waitFor(async () =>
      expect(await simulatedRows(canvas)).toEqual(expectedRows(50_000, storeSetup)),
    )
  }),
}

export const WriteSuccess: Story = {
  ...matrix.WriteSuccess,
  play: endAtTop(async (context) => {
    const { canvas } = context
    await expectDefaultSimulation(context)
    await expect(canvas.getByRole('combobox', { name: /^Máximo de parcelas/ })).toHaveValue('12')
    await expect(canvas.getByRole('combobox', { name: /^Sem juros até/ })).toHaveValue('3')
    await expect(canvas.getByRole('textbox', { name: /^Juros ao mês/ })).toHaveValue('2,99')
    await expect(canvas.getByRole('textbox', { name: /^Parcela mínima/ })).toHaveValue('5,00')
    await expect(canvas.getByText('Todas as bandeiras seguem as regras acima.')).toBeVisible()
  }),
}

/** The table follows what is typed: a lower rate, and a price too small for every count. */
export const SimulateWhileTyping: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · simulate while typing',
  play: endAtTop(async ({ canvas }) => {
    await simulatedRows(canvas)
    const rate = canvas.getByRole('textbox', { name: /^Juros ao mês/ })
    await userEvent.clear(rate)
    await userEvent.type(rate, '1,99')
    const lower = { ...storeSetup, monthlyRateBasisPoints: 199 }
    await waitFor(async () =>
      expect(await simulatedRows(canvas)).toEqual(expectedRows(100_000, lower)),
    )
    const price = canvas.getByRole('textbox', { name: 'Preço de exemplo' })
    await userEvent.clear(price)
    await userEvent.type(price, '30,00')
    // R$ 30,00 in 7x would be below the R$ 5,00 minimum installment.
    await waitFor(async () =>
      expect(await simulatedRows(canvas)).toEqual(expectedRows(3_000, lower)),
    )
    await expect((await simulatedRows(canvas)).length).toBe(6)
    await expect(
      canvas.getByText('Acima de 6x a parcela ficaria abaixo da parcela mínima.'),
    ).toBeVisible()
  }),
}

/** A brand of its own: added, simulated on its own, saved with the store's rules. */
export const BrandRule: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · brand rule',
  play: endAtTop(async ({ canvas, loaded }) => {
    await simulatedRows(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar regra por bandeira' }))
    const rule = within(await canvas.findByRole('listitem', { name: 'Visa' }))
    await userEvent.selectOptions(rule.getByRole('combobox', { name: 'Bandeira' }), 'amex')
    const amex = within(await canvas.findByRole('listitem', { name: 'American Express' }))
    await userEvent.selectOptions(amex.getByRole('combobox', { name: 'Máximo' }), '6x')
    await userEvent.selectOptions(amex.getByRole('combobox', { name: 'Sem juros até' }), '2x')

    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Regra simulada' }),
      'American Express',
    )
    const amexSetup = { ...storeSetup, maxInstallments: 6, interestFreeUpTo: 2 }
    await waitFor(async () =>
      expect(await simulatedRows(canvas)).toEqual(expectedRows(100_000, amexSetup)),
    )

    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expectCalled(apiOf(loaded).gateways.saveInstallments, 101, {
      max_installments: 12,
      interest_free: 3,
      monthly_rate_bps: 299,
      min_installment_cents: 500,
      by_brand: [{ brand: 'amex', max_installments: 6, interest_free: 2, monthly_rate_bps: 299 }],
    })
    await expectNotified('Parcelamento salvo.')
    await expect(apiOf(loaded).state.gateways.installments.by_brand).toHaveLength(1)
  }),
}

/** Removing a brand's row takes it out of what is saved. */
export const RemoveBrandRule: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · remove brand rule',
  parameters: {
    ...matrix.WriteSuccess.parameters,
    fixture: {
      ...matrix.WriteSuccess.parameters.fixture,
      state: {
        gateways: {
          gateways: [],
          installments: {
            ...DEFAULT_INSTALLMENT_SETUP,
            by_brand: [
              { brand: 'elo', max_installments: 10, interest_free: 1, monthly_rate_bps: 349 },
            ],
          },
        },
      },
    },
  },
  play: endAtTop(async ({ canvas, loaded }) => {
    const elo = within(await canvas.findByRole('listitem', { name: 'Elo' }))
    await expect(elo.getByRole('textbox', { name: 'Juros ao mês' })).toHaveValue('3,49')
    await userEvent.click(elo.getByRole('button', { name: 'Remover a regra de Elo' }))
    await expect(canvas.getByText('Todas as bandeiras seguem as regras acima.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await expectCalled(
      apiOf(loaded).gateways.saveInstallments,
      101,
      expect.objectContaining({ by_brand: [] }),
    )
  }),
}

/** What cannot be saved is said on its field, in Portuguese and in the units typed. */
export const Validation: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · validation',
  play: endAtTop(async ({ canvas, loaded }) => {
    await simulatedRows(canvas)
    const rate = canvas.getByRole('textbox', { name: /^Juros ao mês/ })
    await userEvent.clear(rate)
    await userEvent.type(rate, '12')
    const minimum = canvas.getByRole('textbox', { name: /^Parcela mínima/ })
    await userEvent.clear(minimum)
    await userEvent.type(minimum, '0,50')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(rate).toHaveAccessibleDescription(
        /Taxa de juros ao mês deve ser de no máximo 10,00%\.$/,
      ),
    )
    await expect(minimum).toHaveAccessibleDescription(
      /Parcela mínima deve estar entre R\$\s1,00 e R\$\s10\.000,00\.$/,
    )
    await expect(
      canvas.getByText('Corrija os campos do parcelamento para ver a simulação.'),
    ).toBeVisible()

    // Each field right, the contract's rule across them: no more free installments than in all.
    await userEvent.clear(rate)
    await userEvent.type(rate, '2,99')
    await userEvent.clear(minimum)
    await userEvent.type(minimum, '5,00')
    const free = canvas.getByRole('combobox', { name: /^Sem juros até/ })
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /^Máximo de parcelas/ }),
      '6x',
    )
    await userEvent.selectOptions(free, '10x')
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }))
    await waitFor(() =>
      expect(free).toHaveAccessibleDescription(
        /O limite sem juros não pode passar do máximo de parcelas \(6\)\.$/,
      ),
    )
    await waitFor(() => expect(free).toHaveFocus())
    await expect(apiOf(loaded).gateways.saveInstallments).not.toHaveBeenCalled()
  }),
}

/** A phone's width: the simulator goes under the rules. */
export const Mobile: Story = {
  ...matrix.WriteSuccess,
  name: 'Write · mobile',
  ...onPhone(matrix.WriteSuccess),
  play: endAtTop(async ({ canvas }) => {
    await simulatedRows(canvas)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375)
  }),
}
