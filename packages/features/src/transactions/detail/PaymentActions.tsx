import { useState, type ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import {
  decimalAmount,
  formatMoney,
  isApiError,
  type SimulatedOutcome,
  type Transaction,
  type TransactionsApi,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useNotify,
} from '@vitrine/ui'
import { Form, SubmitButton, TextareaField, TextField } from '@vitrine/ui/form'
import { Ban, CheckCheck, FlaskConical, HandCoins, Mail, RotateCcw, Unlock } from 'lucide-react'
import { showServerError } from '../../shared/server-errors.ts'
import { useRequestKey } from '../../shared/request-key.ts'
import { captureFormSchema, refundFormSchema, resendFormSchema } from './action-forms.ts'
import { paymentActions, refundableOf, type PaymentAction } from './payment-actions.ts'

export interface PaymentActionsProps {
  appId: number
  payment: Transaction
  level: Parameters<typeof paymentActions>[1]
  /** The payment as an action left it. */
  onChanged: (payment: Transaction) => Promise<void>
}

const money = (cents: number) => formatMoney(cents)

/** What each simulation pretends, and the words for it. */
const SIMULATIONS: Record<
  SimulatedOutcome,
  { label: string; title: string; description: string; done: string }
> = {
  paid: {
    label: 'Simular pagamento',
    title: 'Simular o pagamento?',
    description:
      'O sandbox age como se o cliente tivesse pago agora: o pagamento fica “Pago” e o dinheiro entra no caminho do dinheiro. Nenhum dinheiro de verdade se move.',
    done: 'Pagamento simulado.',
  },
  expired: {
    label: 'Simular vencimento',
    title: 'Simular o vencimento?',
    description:
      'O sandbox age como se o prazo de pagamento tivesse acabado sem pagamento: a cobrança fica “Falhou”.',
    done: 'Vencimento simulado.',
  },
  settled: {
    label: 'Simular liquidação',
    title: 'Simular a liquidação?',
    description:
      'O sandbox age como se a adquirente tivesse liquidado o valor capturado: o pagamento fica “Pago” e o líquido é liberado para a loja.',
    done: 'Liquidação simulada.',
  },
  chargeback: {
    label: 'Simular chargeback',
    title: 'Simular um chargeback?',
    description:
      'O sandbox age como se o portador do cartão tivesse contestado a compra: o valor ainda não estornado volta ao cliente e o pagamento fica “Estornado”.',
    done: 'Chargeback simulado.',
  },
}

/**
 * The actions the payment allows (payment-actions.ts), each behind a confirmation: capture and
 * refund ask how much; the others say what will happen. Each confirmation carries its own
 * idempotency key, made when it opens, so pressing again after a lost answer never moves money
 * twice. Read level sees no buttons at all.
 */
export function PaymentActions({ appId, payment, level, onChanged }: PaymentActionsProps) {
  const actions = paymentActions(payment, level)
  if (actions.length === 0) return null
  const has = (action: PaymentAction) => actions.includes(action)
  const simulations = (['paid', 'expired', 'settled', 'chargeback'] as const).filter((outcome) =>
    has(`simulate-${outcome}`),
  )
  const common = { appId, payment, onChanged }
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end" data-slot="payment-actions">
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {has('capture') ? <CaptureAction {...common} /> : null}
        {has('refund') ? <RefundAction {...common} /> : null}
        {has('confirm') ? (
          <SimpleAction
            {...common}
            icon={<CheckCheck aria-hidden />}
            label="Confirmar pagamento"
            title="Confirmar o pagamento?"
            description={`Confirme só depois de conferir o valor de ${money(payment.amount_cents)} na conta da loja: o pagamento fica “Pago” e entra no caminho do dinheiro.`}
            confirmLabel="Confirmar pagamento"
            done="Pagamento confirmado."
            run={(calls, key) => calls.confirm(appId, payment.id, key)}
          />
        ) : null}
        {has('resend') ? <ResendAction {...common} /> : null}
        {has('cancel') ? (
          <SimpleAction
            {...common}
            tone="danger"
            icon={<Ban aria-hidden />}
            label="Cancelar cobrança"
            title="Cancelar a cobrança?"
            description="O código ou boleto deixa de valer e o cliente não consegue mais pagar. Não é possível desfazer."
            confirmLabel="Cancelar cobrança"
            cancelLabel="Voltar"
            done="Cobrança cancelada."
            run={(calls, key) => calls.cancel(appId, payment.id, key)}
          />
        ) : null}
        {has('void') ? (
          <SimpleAction
            {...common}
            tone="danger"
            icon={<Unlock aria-hidden />}
            label="Liberar pré-autorização"
            title="Liberar a pré-autorização?"
            description={`Os ${money(payment.amount_cents)} reservados voltam ao limite do cartão do cliente sem ser cobrados. Não é possível desfazer.`}
            confirmLabel="Liberar sem capturar"
            cancelLabel="Voltar"
            done="Pré-autorização liberada."
            run={(calls, key) => calls.cancel(appId, payment.id, key)}
          />
        ) : null}
      </div>
      {simulations.length > 0 ? (
        <div
          role="group"
          aria-label="Simulações do sandbox"
          className="flex flex-wrap items-center gap-2 sm:justify-end"
        >
          <span className="flex items-center gap-1 text-sm text-muted-foreground">
            <FlaskConical aria-hidden className="size-4" />
            Sandbox:
          </span>
          {simulations.map((outcome) => (
            <SimpleAction
              key={outcome}
              {...common}
              size="sm"
              variant="ghost"
              label={SIMULATIONS[outcome].label}
              title={SIMULATIONS[outcome].title}
              description={SIMULATIONS[outcome].description}
              confirmLabel={SIMULATIONS[outcome].label}
              done={SIMULATIONS[outcome].done}
              run={(calls, key) => calls.simulate(appId, payment.id, outcome, key)}
            />
          ))}
        </div>
      ) : null}
    </div>
  )
}

interface ActionProps {
  appId: number
  payment: Transaction
  onChanged: (payment: Transaction) => Promise<void>
}

interface SimpleActionProps extends ActionProps {
  label: string
  title: string
  description: string
  confirmLabel: string
  cancelLabel?: string
  done: string
  icon?: ReactNode
  tone?: 'danger' | 'primary'
  size?: 'sm' | 'md'
  variant?: 'secondary' | 'ghost'
  run: (calls: TransactionsApi, idempotencyKey: string) => Promise<Transaction>
}

/**
 * An action that needs only a yes: the confirmation says what happens; a refusal (a 409 when
 * the payment moved meanwhile) shows in it, and pressing again resends the same key.
 */
function SimpleAction({
  label,
  title,
  description,
  confirmLabel,
  cancelLabel,
  done,
  icon,
  tone = 'primary',
  size = 'md',
  variant = 'secondary',
  run,
  onChanged,
}: SimpleActionProps) {
  const api = useApi()
  const notify = useNotify()
  const [open, setOpen] = useState(false)
  // A new key each time the confirmation opens: one intent, however many presses.
  const [key, setKey] = useState('')
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setKey(crypto.randomUUID())
        setOpen(next)
      }}
      tone={tone}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      trigger={
        <Button variant={variant} size={size}>
          {icon}
          {label}
        </Button>
      }
      onConfirm={async () => {
        const changed = await run(api.transactions, key)
        await onChanged(changed)
        notify({ type: 'success', message: done })
      }}
    />
  )
}

/** A form action's dialog: the trigger, and the form mounted afresh at each opening. */
function FormAction({
  label,
  icon,
  title,
  description,
  children,
}: {
  label: string
  icon: ReactNode
  title: string
  description: ReactNode
  children: (close: () => void) => ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {icon}
        {label}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  )
}

/** An over-refund or an illegal move reads best at the top of the dialog, as the server said it. */
function showRefusal<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'setError' | 'getValues'>,
  error: unknown,
) {
  if (isApiError(error) && error.statusCode === 409) {
    form.setError('root', { type: 'server', message: error.message })
    return
  }
  showServerError(form, error)
}

/**
 * A form's money move: sent under the request's idempotency key (a new one only when what is
 * asked changes), then the payment shown as it now stands, the success told and the dialog
 * closed; a refusal shows on the form.
 */
function useMoveSubmit(onChanged: ActionProps['onChanged'], close: () => void) {
  const notify = useNotify()
  const keyFor = useRequestKey()
  return async <TValues extends FieldValues, TInput>(
    form: Pick<UseFormReturn<TValues, unknown, unknown>, 'setError' | 'getValues'>,
    input: TInput,
    send: (input: TInput, idempotencyKey: string) => Promise<Transaction>,
    done: string,
  ) => {
    try {
      const changed = await send(input, keyFor(input))
      await onChanged(changed)
      notify({ type: 'success', message: done })
      close()
    } catch (error) {
      showRefusal(form, error)
    }
  }
}

/** A form dialog's buttons: "Voltar" closes it, the submit button acts. */
function FormFooter({ submit }: { submit: ReactNode }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="secondary">Voltar</Button>
      </DialogClose>
      {submit}
    </DialogFooter>
  )
}

function RefundAction({ appId, payment, onChanged }: ActionProps) {
  const refundable = refundableOf(payment)
  return (
    <FormAction
      label="Estornar"
      icon={<RotateCcw aria-hidden />}
      title={`Estornar o pagamento #${payment.id}?`}
      description={
        <>
          O valor volta ao cliente pelo mesmo meio em que pagou. Pode ser estornado até{' '}
          <strong data-slot="refundable">{money(refundable)}</strong>
          {payment.refunded_cents > 0
            ? ` (já foram estornados ${money(payment.refunded_cents)}).`
            : '.'}
        </>
      }
    >
      {(close) => (
        <RefundForm
          appId={appId}
          payment={payment}
          refundable={refundable}
          onChanged={onChanged}
          close={close}
        />
      )}
    </FormAction>
  )
}

function RefundForm({
  appId,
  payment,
  refundable,
  onChanged,
  close,
}: ActionProps & { refundable: number; close: () => void }) {
  const api = useApi()
  const submit = useMoveSubmit(onChanged, close)
  return (
    <Form
      schema={refundFormSchema(refundable)}
      aria-label="Estorno"
      defaultValues={{ amount: decimalAmount(refundable, ','), reason: '' }}
      onSubmit={(values, form) =>
        submit(
          form,
          { amount_cents: values.amount, reason: values.reason },
          (input, key) => api.transactions.refund(appId, payment.id, input, key),
          `Estorno de ${money(values.amount)} registrado.`,
        )
      }
    >
      {({ control }) => (
        <>
          <TextField
            control={control}
            name="amount"
            label="Valor do estorno"
            hint="Para estornar só uma parte, diga quanto."
            inputMode="decimal"
            startAdornment={<span aria-hidden>R$</span>}
            autoComplete="off"
            required
          />
          <TextareaField
            control={control}
            name="reason"
            label="Motivo (opcional)"
            hint="Fica na linha do tempo do pagamento."
            rows={2}
          />
          <FormFooter submit={<SubmitButton variant="danger">Estornar</SubmitButton>} />
        </>
      )}
    </Form>
  )
}

function CaptureAction({ appId, payment, onChanged }: ActionProps) {
  return (
    <FormAction
      label="Capturar"
      icon={<HandCoins aria-hidden />}
      title={`Capturar o pagamento #${payment.id}?`}
      description={
        <>
          O cartão tem <strong>{money(payment.amount_cents)}</strong> pré-autorizados. Capture o
          valor todo ou só uma parte: o que não for capturado volta ao limite do cliente.
        </>
      }
    >
      {(close) => (
        <CaptureForm appId={appId} payment={payment} onChanged={onChanged} close={close} />
      )}
    </FormAction>
  )
}

function CaptureForm({ appId, payment, onChanged, close }: ActionProps & { close: () => void }) {
  const api = useApi()
  const submit = useMoveSubmit(onChanged, close)
  return (
    <Form
      schema={captureFormSchema(payment.amount_cents)}
      aria-label="Captura"
      defaultValues={{ amount: decimalAmount(payment.amount_cents, ',') }}
      onSubmit={(values, form) =>
        submit(
          form,
          { amount_cents: values.amount },
          (input, key) => api.transactions.capture(appId, payment.id, input, key),
          `Captura de ${money(values.amount)} registrada.`,
        )
      }
    >
      {({ control }) => (
        <>
          <TextField
            control={control}
            name="amount"
            label="Valor a capturar"
            inputMode="decimal"
            startAdornment={<span aria-hidden>R$</span>}
            autoComplete="off"
            required
          />
          <FormFooter submit={<SubmitButton>Capturar</SubmitButton>} />
        </>
      )}
    </Form>
  )
}

function ResendAction({ appId, payment }: ActionProps) {
  return (
    <FormAction
      label="Reenviar instruções"
      icon={<Mail aria-hidden />}
      title="Reenviar as instruções de pagamento?"
      description="O cliente recebe de novo, por e-mail, o código pix, o boleto ou as instruções para pagar."
    >
      {(close) => <ResendForm appId={appId} payment={payment} close={close} />}
    </FormAction>
  )
}

function ResendForm({
  appId,
  payment,
  close,
}: Pick<ActionProps, 'appId' | 'payment'> & { close: () => void }) {
  const api = useApi()
  const notify = useNotify()
  return (
    <Form
      schema={resendFormSchema}
      aria-label="Reenvio das instruções"
      defaultValues={{ email: payment.customer?.email ?? '' }}
      onSubmit={async (values, form) => {
        try {
          await api.transactions.resend(appId, payment.id, { email: values.email })
          notify({ type: 'success', message: `Instruções reenviadas para ${values.email}.` })
          close()
        } catch (error) {
          showRefusal(form, error)
        }
      }}
    >
      {({ control }) => (
        <>
          <TextField
            control={control}
            name="email"
            label="E-mail"
            type="email"
            autoComplete="off"
            required
          />
          <FormFooter submit={<SubmitButton>Reenviar</SubmitButton>} />
        </>
      )}
    </Form>
  )
}
