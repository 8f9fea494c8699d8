import * as v from 'valibot'
import {
  destinationLabel,
  PayoutDestinationSchema,
  WALLET_MAX_PAYOUT_CENTS,
  walletLabels,
  type WalletSettings,
  type WalletSettingsInput,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle, useNotify } from '@vitrine/ui'
import { Form, SubmitButton, TextField } from '@vitrine/ui/form'
import { moneyField, moneyInput } from '../../shared/money-field.ts'
import { showServerError } from '../../shared/server-errors.ts'
import { PayoutDestinationFields } from '../../shared/payout-destination/PayoutDestinationFields.tsx'
import {
  DestinationFormValuesSchema,
  destinationFormValues,
  destinationInputOf,
} from '../../shared/payout-destination/destination-form.ts'

/*
 * The wallet's settings, in two cards that save on their own: the limits (minimum withdrawal,
 * daily cap) and the store's own account for withdrawals. The contract saves them together, so
 * each card sends the other's values as they are.
 */

export const LimitsFormSchema = v.object({
  min_withdrawal_cents: moneyField(walletLabels.minWithdrawal, 1, WALLET_MAX_PAYOUT_CENTS),
  daily_withdrawal_cap_cents: moneyField(walletLabels.dailyCap, 1, 10 * WALLET_MAX_PAYOUT_CENTS),
})

/** The account as typed (both kinds' fields), then the contract's variant on the chosen one. */
const DestinationFormSchema = v.pipe(
  v.object({ destination: DestinationFormValuesSchema }),
  v.transform(({ destination }) => ({ destination: destinationInputOf(destination) })),
  v.object({ destination: PayoutDestinationSchema }),
)

/** The settings as saved, with one part replaced. */
export function settingsInput(
  settings: WalletSettings,
  change: Partial<WalletSettingsInput>,
): WalletSettingsInput {
  return {
    min_withdrawal_cents: settings.min_withdrawal_cents,
    daily_withdrawal_cap_cents: settings.daily_withdrawal_cap_cents,
    destination: settings.destination,
    ...change,
  }
}

export interface WalletSettingsCardsProps {
  appId: number
  settings: WalletSettings
  canWrite: boolean
  onSaved: (settings: WalletSettings) => unknown
}

export function WalletSettingsCards(props: WalletSettingsCardsProps) {
  return (
    <>
      <LimitsCard {...props} />
      <DestinationCard {...props} />
    </>
  )
}

function LimitsCard({ appId, settings, canWrite, onSaved }: WalletSettingsCardsProps) {
  const api = useApi()
  const notify = useNotify()
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Limites de saque</h2>
        </CardTitle>
        <CardDescription>
          Valem para cada saque da carteira; o limite diário conta os saques do dia, no horário de
          Brasília, menos os que falharam.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          // Saved values become the form's new starting point.
          key={`${settings.min_withdrawal_cents}-${settings.daily_withdrawal_cap_cents}`}
          schema={LimitsFormSchema}
          aria-label="Limites de saque"
          defaultValues={{
            min_withdrawal_cents: moneyInput(settings.min_withdrawal_cents),
            daily_withdrawal_cap_cents: moneyInput(settings.daily_withdrawal_cap_cents),
          }}
          onSubmit={async (values, form) => {
            try {
              onSaved(await api.wallet.saveSettings(appId, settingsInput(settings, values)))
              notify({ type: 'success', message: 'Limites de saque salvos.' })
            } catch (error) {
              showServerError(form, error)
            }
          }}
        >
          {({ control }) => (
            <fieldset disabled={!canWrite} className="flex flex-col gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  control={control}
                  name="min_withdrawal_cents"
                  label="Saque mínimo"
                  hint="O menor valor de um saque."
                  inputMode="decimal"
                  startAdornment={<span aria-hidden>R$</span>}
                  autoComplete="off"
                  required
                />
                <TextField
                  control={control}
                  name="daily_withdrawal_cap_cents"
                  label="Limite diário de saques"
                  hint="O máximo que sai em saques num mesmo dia."
                  inputMode="decimal"
                  startAdornment={<span aria-hidden>R$</span>}
                  autoComplete="off"
                  required
                />
              </div>
              {canWrite ? <SubmitButton className="w-fit">Salvar limites</SubmitButton> : null}
            </fieldset>
          )}
        </Form>
      </CardContent>
    </Card>
  )
}

function DestinationCard({ appId, settings, canWrite, onSaved }: WalletSettingsCardsProps) {
  const api = useApi()
  const notify = useNotify()
  return (
    <Card id="conta-de-saque">
      <CardHeader>
        <CardTitle asChild>
          <h2>Conta de saque</h2>
        </CardTitle>
        <CardDescription>
          {settings.destination
            ? `Os saques vão para ${destinationLabel(settings.destination)}.`
            : 'Nenhuma conta cadastrada: cadastre a conta bancária ou a chave pix da loja para poder sacar.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          key={JSON.stringify(settings.destination)}
          schema={DestinationFormSchema}
          aria-label="Conta de saque"
          defaultValues={{ destination: destinationFormValues(settings.destination, 'pix') }}
          onSubmit={async (values, form) => {
            try {
              onSaved(
                await api.wallet.saveSettings(
                  appId,
                  settingsInput(settings, { destination: values.destination }),
                ),
              )
              notify({ type: 'success', message: 'Conta de saque salva.' })
            } catch (error) {
              showServerError(form, error)
            }
          }}
        >
          <div className="flex flex-col gap-4">
            <PayoutDestinationFields name="destination" disabled={!canWrite} />
            {canWrite ? <SubmitButton className="w-fit">Salvar conta de saque</SubmitButton> : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  )
}
