import * as v from 'valibot'
import { useWatch, type Control } from 'react-hook-form'
import { formatMoney, PRORATION_RULE_TEXT, type Plan, type Subscription } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useNotify,
} from '@vitrine/ui'
import { Form, SelectField, SubmitButton } from '@vitrine/ui/form'
import { showServerError } from '../../shared/server-errors.ts'
import { recurrenceMethodText } from '../shared/subscription-words.ts'
import { usePlanChoices } from '../shared/use-plan-choices.ts'
import { prorationPreview } from './proration-preview.ts'
import type { SubscriptionChanged } from './use-subscription.ts'
import { priceEveryText } from '../shared/interval-words.ts'

const ChangePlanFormSchema = v.object({
  plan_id: v.pipe(v.string(), v.nonEmpty('Escolha o novo plano.'), v.transform(Number)),
})
type ChangePlanFormValues = v.InferInput<typeof ChangePlanFormSchema>

export interface ChangePlanDialogProps {
  appId: number
  subscription: Subscription
  open: boolean
  onOpenChange: (open: boolean) => void
  onChanged: SubscriptionChanged
}

/**
 * "Trocar plano": the store's active plans that accept the subscription's method, and for the
 * one chosen what the change does to the next invoice, computed live with the contract's
 * proration, under the rule in words.
 */
export function ChangePlanDialog({
  appId,
  subscription,
  open,
  onOpenChange,
  onChanged,
}: ChangePlanDialogProps) {
  const api = useApi()
  const notify = useNotify()
  const { plans } = usePlanChoices(appId, open, true)
  const choices = (plans ?? []).filter(
    (plan) => plan.id !== subscription.plan.id && plan.methods.includes(subscription.method),
  )
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Trocar plano</DialogTitle>
          <DialogDescription>
            Hoje: {subscription.plan.name}, {priceEveryText(subscription.plan)}.
          </DialogDescription>
        </DialogHeader>
        <Form
          schema={ChangePlanFormSchema}
          aria-label="Trocar plano"
          defaultValues={{ plan_id: '' }}
          onSubmit={async (values, form) => {
            try {
              const changed = await api.recurrence.changePlan(appId, subscription.id, values)
              await onChanged(changed)
              notify({
                type: 'success',
                message: `Plano trocado para ${changed.subscription.plan.name}.`,
              })
              onOpenChange(false)
            } catch (error) {
              showServerError(form, error)
            }
          }}
        >
          {({ control }) => (
            <>
              <SelectField
                name="plan_id"
                label="Novo plano"
                required
                options={choices.map((plan) => ({
                  value: String(plan.id),
                  label: `${plan.name} — ${priceEveryText(plan)}`,
                }))}
                placeholder={plans ? 'Selecione' : 'Carregando planos…'}
                hint={
                  plans && choices.length === 0
                    ? `Nenhum outro plano ativo aceita ${recurrenceMethodText(subscription.method).toLowerCase()}.`
                    : undefined
                }
              />
              <ProrationLine
                control={control as unknown as Control<ChangePlanFormValues>}
                subscription={subscription}
                plans={choices}
              />
              <p className="text-sm text-muted-foreground" data-slot="proration-rule">
                {PRORATION_RULE_TEXT}
              </p>
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="secondary">Cancelar</Button>
                </DialogClose>
                <SubmitButton>Trocar plano</SubmitButton>
              </DialogFooter>
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  )
}

/** The adjustment the chosen plan makes on the next invoice, as of now. */
function ProrationLine({
  control,
  subscription,
  plans,
}: {
  control: Control<ChangePlanFormValues>
  subscription: Subscription
  plans: Plan[]
}) {
  const planId = useWatch({ control, name: 'plan_id' })
  const plan = plans.find((item) => String(item.id) === planId)
  if (!plan) return null
  const cents = prorationPreview(subscription, plan.price_cents)
  let text: string
  if (subscription.status === 'trialing') {
    text = 'Em teste grátis nada foi pago ainda: a troca não gera ajuste.'
  } else if (cents > 0) {
    text = `A próxima fatura terá ${formatMoney(cents)} a mais pelo tempo que falta no ciclo atual.`
  } else if (cents < 0) {
    text = `A próxima fatura terá ${formatMoney(-cents)} de desconto pelo tempo que falta no ciclo atual.`
  } else {
    text = 'A troca não gera ajuste na próxima fatura.'
  }
  return (
    <Alert tone="info" data-slot="proration" aria-live="polite">
      {text} Depois, {priceEveryText(plan)}.
    </Alert>
  )
}
