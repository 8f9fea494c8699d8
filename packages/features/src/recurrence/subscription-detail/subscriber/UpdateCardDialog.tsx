import * as v from 'valibot'
import type { SubscriberView } from '@vitrine/api'
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
import { MaskedField } from '@vitrine/ui/components/masked-input'
import { Form, SubmitButton, TextField } from '@vitrine/ui/form'
import { CreditCard } from 'lucide-react'
import { useState } from 'react'
import {
  CardFormSchema,
  cardInputOf,
  formatCardNumber,
  formatExpiry,
} from '../../../shared/card-form.ts'
import { showServerError } from '../../../shared/server-errors.ts'

const UpdateCardFormSchema = v.object({ card: CardFormSchema })

export interface UpdateCardDialogProps {
  subscription: SubscriberView
  onChanged: (view: SubscriberView) => unknown
}

/**
 * "Atualizar cartão": the card the next charges use (and a retry waiting for one). The number
 * goes only to the call; the page keeps the brand and last four digits the answer brings.
 */
export function UpdateCardDialog({ subscription, onChanged }: UpdateCardDialogProps) {
  const api = useApi()
  const notify = useNotify()
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <CreditCard aria-hidden />
        Atualizar cartão
      </Button>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Atualizar cartão</DialogTitle>
          <DialogDescription>
            As próximas cobranças de {subscription.plan.name} usam este cartão
            {subscription.status === 'past_due' ? ', e a fatura em atraso é cobrada nele' : ''}.
          </DialogDescription>
        </DialogHeader>
        <Form
          schema={UpdateCardFormSchema}
          aria-label="Atualizar cartão"
          defaultValues={{ card: { number: '', holder: '', expiry: '', cvv: '' } }}
          onSubmit={async (values, form) => {
            try {
              const view = await api.recurrence.publicUpdateCard(subscription.id, {
                card: cardInputOf(values.card),
              })
              await onChanged(view)
              notify({ type: 'success', message: 'Cartão atualizado.' })
              setOpen(false)
            } catch (error) {
              showServerError(form, error)
            }
          }}
        >
          <MaskedField
            name="card.number"
            label="Número do cartão"
            required
            inputMode="numeric"
            autoComplete="cc-number"
            format={formatCardNumber}
          />
          <TextField
            name="card.holder"
            label="Nome impresso no cartão"
            required
            autoComplete="cc-name"
            autoCapitalize="characters"
          />
          <div className="grid grid-cols-2 gap-3">
            <MaskedField
              name="card.expiry"
              label="Validade"
              required
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/AA"
              format={formatExpiry}
            />
            <TextField
              name="card.cvv"
              label="CVV"
              required
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancelar</Button>
            </DialogClose>
            <SubmitButton>Salvar cartão</SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
