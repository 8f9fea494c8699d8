import { useWatch, type Control } from 'react-hook-form'
import { fieldErrorsOf, isApiError, type Plan } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
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
import { Form, SelectField, SubmitButton, TextField } from '@vitrine/ui/form'
import { useNavigate } from '../../routes/navigation.tsx'
import { CustomerPicker } from '../../shared/CustomerPicker.tsx'
import { storeDay } from '../../shared/format.ts'
import { subscriptionHref } from '../shared/subscription-links.ts'
import { recurrenceMethodText } from '../shared/subscription-words.ts'
import { usePlanChoices } from '../shared/use-plan-choices.ts'
import {
  formFieldOf,
  newSubscriptionDefaults,
  NewSubscriptionFormSchema,
  subscriptionInputOf,
  type NewSubscriptionFormValues,
} from './new-subscription-form.ts'
import { priceEveryText } from '../shared/interval-words.ts'

export interface NewSubscriptionDialogProps {
  appId: number
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The list is asked again once the subscription exists. */
  onCreated: () => Promise<unknown>
}

const planLabel = (plan: Plan) => `${plan.name} — ${priceEveryText(plan)}`

/**
 * "Nova assinatura": one of the store's customers on one of its active plans, paid with a
 * method the plan accepts, from today or a later day; then on to the subscription's page,
 * whose subscriber link is what the customer pays through (the card is asked there).
 */
export function NewSubscriptionDialog({
  appId,
  open,
  onOpenChange,
  onCreated,
}: NewSubscriptionDialogProps) {
  const api = useApi()
  const notify = useNotify()
  const navigate = useNavigate()
  const { plans, error } = usePlanChoices(appId, open, true)

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Nova assinatura</DialogTitle>
          <DialogDescription>
            O cliente recebe o link da assinatura para pagar a primeira fatura; com teste grátis, a
            primeira cobrança fica para o fim do teste.
          </DialogDescription>
        </DialogHeader>
        <Form
          schema={NewSubscriptionFormSchema}
          aria-label="Nova assinatura"
          defaultValues={newSubscriptionDefaults}
          onSubmit={async (values, form) => {
            try {
              const created = await api.recurrence.createSubscription(
                appId,
                subscriptionInputOf(values),
              )
              await onCreated()
              notify({
                type: 'success',
                message: `Assinatura de ${created.subscription.customer.name} criada.`,
              })
              onOpenChange(false)
              navigate(subscriptionHref(appId, created.subscription.id))
            } catch (failure) {
              const fields = fieldErrorsOf(failure)
              const names = Object.keys(fields)
              for (const name of names) {
                form.setError(formFieldOf(name) as keyof NewSubscriptionFormValues, {
                  type: 'server',
                  message: fields[name],
                })
              }
              if (names.length === 0) {
                form.setError('root', {
                  type: 'server',
                  message: isApiError(failure)
                    ? failure.message
                    : 'Algo deu errado. Tente novamente.',
                })
              }
            }
          }}
        >
          {({ control }) => (
            <>
              <CustomerPicker
                appId={appId}
                hint="Pelo nome ou e-mail."
                failedHint="Não foi possível buscar os clientes. Tente de novo em instantes."
              />
              <PlanAndMethod
                control={control as unknown as Control<NewSubscriptionFormValues>}
                plans={plans}
                failed={Boolean(error)}
              />
              <TextField
                name="start_day"
                label="Primeira cobrança (opcional)"
                type="date"
                min={storeDay(new Date())}
                hint="Deixe em branco para cobrar hoje."
              />
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="secondary">Cancelar</Button>
                </DialogClose>
                <SubmitButton>Criar assinatura</SubmitButton>
              </DialogFooter>
            </>
          )}
        </Form>
      </DialogContent>
    </Dialog>
  )
}

/** The plan, and the methods that plan accepts (none offered until a plan is chosen). */
function PlanAndMethod({
  control,
  plans,
  failed,
}: {
  control: Control<NewSubscriptionFormValues>
  plans: Plan[] | undefined
  failed: boolean
}) {
  const planId = useWatch({ control, name: 'plan_id' })
  const plan = plans?.find((item) => String(item.id) === planId)
  let planHint: string | undefined
  if (failed) planHint = 'Não foi possível carregar os planos. Feche e abra de novo.'
  else if (plans?.length === 0) planHint = 'Nenhum plano ativo: crie ou ative um em Planos.'
  else if (plan && plan.trial_days > 0) planHint = `${plan.trial_days} dias de teste grátis.`
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        name="plan_id"
        label="Plano"
        required
        options={(plans ?? []).map((item) => ({ value: String(item.id), label: planLabel(item) }))}
        placeholder={plans ? 'Selecione' : 'Carregando planos…'}
        hint={planHint}
      />
      <SelectField
        name="method"
        label="Forma de pagamento"
        required
        disabled={!plan}
        options={(plan?.methods ?? []).map((method) => ({
          value: method,
          label: recurrenceMethodText(method),
        }))}
        hint={plan ? undefined : 'Escolha o plano primeiro.'}
      />
    </div>
  )
}
