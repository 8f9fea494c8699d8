import { useId, useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import {
  destinationLabel,
  fieldErrorsOf,
  formatMoney,
  isApiError,
  walletText,
  type Supplier,
  type WalletBalance,
  type WalletSettings,
} from '@vitrine/api'
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
import { Form, SubmitButton, TextField } from '@vitrine/ui/form'
import { Send } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'
import { showServerError } from '../../shared/server-errors.ts'
import { enableHref } from '../shared/wallet-links.ts'
import { documentText } from '../suppliers/supplier-labels.ts'
import { isFinalRefusal, paySupplierFormSchema } from './pay-supplier-form.ts'
import { useRequestKey } from '../../shared/request-key.ts'

export interface PaySupplierActionProps {
  appId: number
  supplier: Supplier
  /** The wallet's balance: undefined while it loads (or when it could not be read). */
  balance: WalletBalance | undefined
  /** The wallet's settings (on or off, the minimum): undefined while they load. */
  settings: WalletSettings | undefined
  /** The supplier, its payments and the balance as the payment left them. */
  onPaid: () => Promise<unknown>
}

/**
 * "Pagar fornecedor": the amount and what it pays for, beside the available balance; then a
 * confirmation of who receives what and where, and only then the payment. The form is mounted
 * afresh at each opening, and with it its idempotency key.
 */
export function PaySupplierAction({
  appId,
  supplier,
  balance,
  settings,
  onPaid,
}: PaySupplierActionProps) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>
        <Send aria-hidden />
        Pagar fornecedor
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pagar fornecedor</DialogTitle>
          <DialogDescription>
            O valor sai do saldo disponível da carteira e vai para {supplier.name} por{' '}
            {supplier.destination.kind === 'pix' ? 'pix' : 'transferência bancária'}.
          </DialogDescription>
        </DialogHeader>
        <PaySupplierForm
          appId={appId}
          supplier={supplier}
          balance={balance}
          settings={settings}
          onPaid={onPaid}
          close={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  )
}

interface Confirming {
  amount: number
  description: string
}

function PaySupplierForm({
  appId,
  supplier,
  balance,
  settings,
  onPaid,
  close,
}: PaySupplierActionProps & { close: () => void }) {
  const api = useApi()
  const notify = useNotify()
  const keyFor = useRequestKey()
  const [confirming, setConfirming] = useState<Confirming | null>(null)
  // Each final refusal makes the next try another request, with a key of its own.
  const [refusals, setRefusals] = useState(0)
  const checkId = useId()
  const available = balance?.available_cents
  const minimum = settings?.min_withdrawal_cents
  return (
    <Form
      schema={paySupplierFormSchema(available, minimum)}
      aria-label="Pagamento ao fornecedor"
      defaultValues={{ amount: '', description: '' }}
      onSubmit={async (values, form) => {
        // The first press shows what will be paid; the second, on the confirmation, pays.
        if (!confirming) {
          setConfirming(values)
          return
        }
        const input = { amount_cents: values.amount, description: values.description }
        try {
          await api.wallet.paySupplier(appId, supplier.id, input, keyFor({ input, refusals }))
          await onPaid()
          notify({
            type: 'success',
            message: `Pagamento de ${formatMoney(values.amount)} a ${supplier.name} enviado.`,
          })
          close()
        } catch (error) {
          if (isFinalRefusal(error)) setRefusals((count) => count + 1)
          setConfirming(null)
          showRefusal(form, error)
        }
      }}
    >
      {(form) => (
        <>
          <div hidden={confirming !== null} className="flex flex-col gap-4">
            {settings && !settings.enabled ? (
              // Said before anything is typed; the server refuses the same way if it is tried.
              <Alert tone="warning" data-slot="wallet-off">
                {walletText('pt-BR', 'walletDisabled')}
                <Link href={enableHref(appId)} className="w-fit underline">
                  Ativar a carteira
                </Link>
              </Alert>
            ) : null}
            <p className="text-sm" data-slot="available-balance">
              {available !== undefined ? (
                <>
                  Saldo disponível:{' '}
                  <strong className="tabular-nums">{formatMoney(available)}</strong>
                </>
              ) : (
                <span className="text-muted-foreground">
                  O saldo disponível é conferido quando o pagamento é enviado.
                </span>
              )}
            </p>
            <TextField
              name="amount"
              label="Valor"
              hint={minimum !== undefined ? `Mínimo de ${formatMoney(minimum)}.` : undefined}
              inputMode="decimal"
              startAdornment={<span aria-hidden>R$</span>}
              autoComplete="off"
              required
            />
            <TextField
              name="description"
              label="Descrição"
              hint="O que está sendo pago; aparece no extrato e no histórico do fornecedor."
              maxLength={140}
              autoComplete="off"
              required
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">Cancelar</Button>
              </DialogClose>
              <SubmitButton>Continuar</SubmitButton>
            </DialogFooter>
          </div>
          {confirming ? (
            <section aria-labelledby={checkId} className="flex flex-col gap-4">
              <h3
                id={checkId}
                // The fields the keyboard was on are hidden now: it goes to what is to be checked.
                ref={(heading) => heading?.focus()}
                tabIndex={-1}
                className="font-semibold outline-none"
              >
                Confira antes de pagar
              </h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">Valor</dt>
                <dd className="font-semibold tabular-nums">{formatMoney(confirming.amount)}</dd>
                <dt className="text-muted-foreground">Para</dt>
                <dd>
                  {supplier.name} · {documentText(supplier)}
                </dd>
                <dt className="text-muted-foreground">Recebe em</dt>
                <dd>{destinationLabel(supplier.destination)}</dd>
                <dt className="text-muted-foreground">Descrição</dt>
                <dd>{confirming.description}</dd>
                {available !== undefined ? (
                  <>
                    <dt className="text-muted-foreground">Saldo depois</dt>
                    <dd className="tabular-nums">{formatMoney(available - confirming.amount)}</dd>
                  </>
                ) : null}
              </dl>
              <p className="text-sm text-muted-foreground">
                O dinheiro fica em trânsito até o banco confirmar; se a transferência falhar, ele
                volta ao saldo disponível.
              </p>
              <DialogFooter>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setConfirming(null)
                    // Back on the amount once the fields show again.
                    requestAnimationFrame(() => form.setFocus('amount'))
                  }}
                >
                  Corrigir
                </Button>
                <SubmitButton>Confirmar pagamento</SubmitButton>
              </DialogFooter>
            </section>
          ) : null}
        </>
      )}
    </Form>
  )
}

/**
 * A refusal on the field it is about: the amount (under the minimum, over the balance, and the
 * wallet off or the supplier archived, which stop any amount), or the description.
 */
function showRefusal<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'setError' | 'getValues' | 'setFocus'>,
  error: unknown,
) {
  const fields = fieldErrorsOf(error)
  const amount =
    fields.amount_cents ??
    (isApiError(error) && error.statusCode === 409 ? error.message : undefined)
  if (amount === undefined && fields.description === undefined) {
    showServerError(form, error)
    return
  }
  if (amount !== undefined) {
    form.setError('amount' as Path<TValues>, { type: 'server', message: amount })
  }
  if (fields.description !== undefined) {
    form.setError('description' as Path<TValues>, { type: 'server', message: fields.description })
  }
  // The fields show again on the next frame; the keyboard goes to the refused one.
  requestAnimationFrame(() =>
    form.setFocus((amount !== undefined ? 'amount' : 'description') as Path<TValues>),
  )
}
