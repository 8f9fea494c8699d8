import { useEffect, useRef, useState } from 'react'
import {
  destinationLabel,
  formatMoney,
  isApiError,
  type Payout,
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
import { ArrowUpRight } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'
import { showServerError } from '../../shared/server-errors.ts'
import { useRequestKey } from '../../shared/request-key.ts'
import { enableHref } from '../shared/wallet-links.ts'
import { leftToday, WithdrawFormSchema } from './withdraw-form.ts'

export interface WithdrawDialogProps {
  appId: number
  settings: WalletSettings
  balance: WalletBalance
  /** The withdrawal was accepted: the balance, the statement and the payouts changed. */
  onWithdrawn: (payout: Payout) => Promise<unknown>
}

/** "Sacar": the button, and the dialog's content mounted afresh (a new request key) each time. */
export function WithdrawDialog(props: WithdrawDialogProps) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)}>
        <ArrowUpRight aria-hidden />
        Sacar
      </Button>
      <DialogContent>
        <WithdrawContent {...props} close={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  )
}

function WithdrawContent({
  appId,
  settings,
  balance,
  onWithdrawn,
  close,
}: WithdrawDialogProps & { close: () => void }) {
  const api = useApi()
  const notify = useNotify()
  const keyFor = useRequestKey()
  // The amount is asked, then confirmed: money leaves only on the second press.
  const [confirming, setConfirming] = useState<number | null>(null)
  // A refusal of the amount (400, 422) is the server's final answer to that key, which it
  // replays: asking again (money released meanwhile, a limit raised) is a new intent with a new
  // key. Anything else keeps the key: a request left without an answer (timeout, network) or
  // still running (409 in flight) must be answered by the first one, never paid twice; the
  // other 409s (wallet off, no destination) are fixed elsewhere, and a new opening is a new key.
  const [refusals, setRefusals] = useState(0)
  // The pressed button leaves with its step: the keyboard follows to the next step's control
  // (the confirmation's button, or the amount on the way back). Not on the first render.
  const stepRef = useRef<HTMLDivElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (!moved.current) {
      moved.current = true
      return
    }
    const target =
      confirming === null
        ? stepRef.current?.querySelector<HTMLElement>('input[name="amount_cents"]')
        : stepRef.current?.querySelector<HTMLElement>('button[type="submit"]')
    target?.focus()
  }, [confirming])
  const destination = settings.destination

  if (!destination) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Cadastre a conta de saque</DialogTitle>
          <DialogDescription>
            Os saques vão para uma conta bancária ou chave pix da própria loja, cadastrada uma vez.
          </DialogDescription>
        </DialogHeader>
        <Alert tone="warning">
          Cadastre a conta ou a chave pix que recebe os saques antes de sacar.
        </Alert>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Voltar</Button>
          </DialogClose>
          <Button asChild>
            <Link href={`${enableHref(appId)}#conta-de-saque`}>Cadastrar conta de saque</Link>
          </Button>
        </DialogFooter>
      </>
    )
  }

  const limits = [
    { label: 'Disponível', cents: balance.available_cents },
    { label: 'Mínimo por saque', cents: settings.min_withdrawal_cents },
    {
      label: 'Ainda dá para sacar hoje',
      cents: leftToday(settings.daily_withdrawal_cap_cents, settings.withdrawn_today_cents),
    },
  ]

  return (
    <>
      <DialogHeader>
        <DialogTitle>{confirming === null ? 'Sacar da carteira' : 'Confirmar o saque'}</DialogTitle>
        <DialogDescription>
          {confirming === null
            ? 'O valor sai do saldo disponível e fica em trânsito até o banco confirmar.'
            : 'Confira o valor e o destino: depois de confirmado, o saque é enviado ao banco.'}
        </DialogDescription>
      </DialogHeader>
      <Form
        schema={WithdrawFormSchema}
        aria-label="Saque"
        defaultValues={{ amount_cents: '' }}
        onSubmit={async (values, form) => {
          if (confirming === null) {
            setConfirming(values.amount_cents)
            return
          }
          const input = { amount_cents: values.amount_cents }
          try {
            const payout = await api.wallet.withdraw(appId, input, keyFor({ input, refusals }))
            await onWithdrawn(payout)
            notify({
              type: 'success',
              message: `Saque de ${formatMoney(payout.amount_cents)} enviado para ${payout.destination_label}.`,
            })
            close()
          } catch (error) {
            // Back to the amount, where the server's reason (with its figure) is shown.
            setConfirming(null)
            if (isApiError(error) && [400, 422].includes(error.statusCode)) {
              setRefusals((count) => count + 1)
            }
            if (isApiError(error) && error.statusCode === 409) {
              form.setError('root', { type: 'server', message: error.message })
            } else showServerError(form, error)
          }
        }}
      >
        {({ control }) => (
          <div ref={stepRef} className="contents">
            <div hidden={confirming !== null} className="flex flex-col gap-4">
              <dl
                data-slot="withdraw-limits"
                className="grid gap-3 rounded-md border bg-muted/40 p-3 sm:grid-cols-3"
              >
                {limits.map((limit) => (
                  <div key={limit.label}>
                    <dt className="text-sm text-muted-foreground">{limit.label}</dt>
                    <dd className="font-semibold tabular-nums">{formatMoney(limit.cents)}</dd>
                  </div>
                ))}
              </dl>
              <TextField
                control={control}
                name="amount_cents"
                label="Valor do saque"
                inputMode="decimal"
                startAdornment={<span aria-hidden>R$</span>}
                autoComplete="off"
                required
              />
              <p className="text-sm">
                Vai para <strong>{destinationLabel(destination)}</strong>.{' '}
                <Link
                  href={`${enableHref(appId)}#conta-de-saque`}
                  className="text-primary underline"
                >
                  Trocar a conta de saque
                </Link>
              </p>
            </div>
            {confirming !== null ? (
              <p data-slot="withdraw-summary" className="rounded-md border p-3">
                Sacar <strong className="tabular-nums">{formatMoney(confirming)}</strong> para{' '}
                <strong>{destinationLabel(destination)}</strong>?
              </p>
            ) : null}
            <DialogFooter>
              {confirming === null ? (
                <>
                  <DialogClose asChild>
                    <Button variant="secondary">Cancelar</Button>
                  </DialogClose>
                  <SubmitButton>Continuar</SubmitButton>
                </>
              ) : (
                <>
                  <Button variant="secondary" onClick={() => setConfirming(null)}>
                    Voltar
                  </Button>
                  <SubmitButton>Confirmar saque</SubmitButton>
                </>
              )}
            </DialogFooter>
          </div>
        )}
      </Form>
    </>
  )
}
