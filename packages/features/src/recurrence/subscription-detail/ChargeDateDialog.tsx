import { recurrenceText, type Subscription } from '@vitrine/api'
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
import { Form, SubmitButton, TextField } from '@vitrine/ui/form'
import { formatDate } from '../../shared/format.ts'
import { showServerError } from '../../shared/server-errors.ts'
import { chargeDateBounds, chargeDateSchema, chargeInstantOf } from './charge-date.ts'
import type { SubscriptionChanged } from './use-subscription.ts'
import { fieldErrorsOf } from '@vitrine/api'

export interface ChargeDateDialogProps {
  appId: number
  subscription: Subscription
  open: boolean
  onOpenChange: (open: boolean) => void
  onChanged: SubscriptionChanged
}

/**
 * "Mudar data de cobrança": the next charge moves to the day chosen and the later cycles follow
 * from it. No proration: the current cycle simply lasts longer or shorter.
 */
export function ChargeDateDialog({
  appId,
  subscription,
  open,
  onOpenChange,
  onChanged,
}: ChargeDateDialogProps) {
  const api = useApi()
  const notify = useNotify()
  const { min, max } = chargeDateBounds(subscription)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Mudar data de cobrança</DialogTitle>
          <DialogDescription>
            {subscription.next_charge_at
              ? `Hoje a próxima cobrança é em ${formatDate(subscription.next_charge_at)}. `
              : ''}
            As cobranças seguintes passam a contar da nova data; o ciclo atual fica mais longo ou
            mais curto, sem ajuste de valor.
          </DialogDescription>
        </DialogHeader>
        <Form
          schema={chargeDateSchema(subscription)}
          aria-label="Mudar data de cobrança"
          defaultValues={{ day: '' }}
          onSubmit={async ({ day }, form) => {
            try {
              const changed = await api.recurrence.changeChargeDate(appId, subscription.id, {
                next_charge_at: chargeInstantOf(subscription, day),
              })
              await onChanged(changed)
              notify({
                type: 'success',
                message: `Próxima cobrança marcada para ${formatDate(changed.subscription.next_charge_at ?? chargeInstantOf(subscription, day))}.`,
              })
              onOpenChange(false)
            } catch (error) {
              // The server words its range rule on `next_charge_at`: this form's `day`.
              const fields = fieldErrorsOf(error)
              if (fields.next_charge_at) {
                form.setError('day', { type: 'server', message: fields.next_charge_at })
              } else showServerError(form, error)
            }
          }}
        >
          <TextField
            name="day"
            label="Nova data da próxima cobrança"
            type="date"
            required
            min={min}
            max={max}
            hint={recurrenceText('pt-BR', 'chargeDateRange')}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancelar</Button>
            </DialogClose>
            <SubmitButton>Mudar data</SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
