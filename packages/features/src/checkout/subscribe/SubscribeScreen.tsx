import { useCallback, useRef, useState } from 'react'
import { formatMoney, type PublicChargeInput, type SignupPage } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert } from '@vitrine/ui/components/alert'
import { declineOf } from '../shared/decline.ts'
import { PaymentForm, type ChargeOutcome } from '../shared/PaymentForm.tsx'
import {
  PublicCard,
  PublicPage,
  UnansweredPage,
  type UnansweredTexts,
} from '../shared/PublicPage.tsx'
import { formatDateTime } from '../shared/texts.ts'
import { usePublicAnswer } from '../shared/use-public-answer.ts'
import { PendingCharge } from './PendingCharge.tsx'
import { PlanSummary } from './PlanSummary.tsx'
import { useFocusOnShow } from './use-focus-on-show.ts'
import { usePendingWatch } from './use-pending-watch.ts'

export interface SubscribeScreenProps {
  /** The subscription's public id (`/subscriptions/{subscriptionId}/{cicle}/subscribe`). */
  subscriptionId: string
  /** The cycle the page is about (1 and up; the host shows not-found for anything else). */
  cycle: number
}

const UNANSWERED: UnansweredTexts = {
  loading: 'Carregando a assinatura…',
  notFound: {
    title: 'Cobrança não encontrada',
    text: 'Este endereço não corresponde a uma cobrança de assinatura. Confira o link que você recebeu da loja; se o problema continuar, fale com ela.',
  },
  failure: 'Não foi possível abrir a assinatura',
}

/** Every cycle is charged whole: the card form offers paying at once only. */
const AT_ONCE = {
  max_installments: 1,
  interest_free: 1,
  monthly_rate_bps: 0,
  min_installment_cents: 0,
  by_brand: [],
}

const receiptHref = (token: string | null) =>
  token ? `/public/transaction?token=${encodeURIComponent(token)}` : null

/**
 * `/subscriptions/{subscriptionId}/{cicle}/subscribe` (issue 13 item 6): where a subscriber
 * starts a subscription the store created or pays one of its cycles — the plan in words, the
 * cycle's charge line by line, and the payer's form (pre-filled with what the store knows) with
 * the plan's methods. A card is kept for the next cycles; a pix or boleto shows here once
 * issued. A cycle already paid, or closed, says so plainly instead of taking a payment.
 */
export function SubscribeScreen({ subscriptionId, cycle }: SubscribeScreenProps) {
  const { recurrence } = useApi()
  /** Bumped to read the page again (a card charge still being answered). */
  const [round, setRound] = useState(0)
  const load = useCallback(
    (signal: AbortSignal) => recurrence.signup(subscriptionId, cycle, signal),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `round` asks for a new read
    [recurrence, subscriptionId, cycle, round],
  )
  const state = usePublicAnswer(load)
  /** The page as a charge made here left it (paid, or awaiting its pix or boleto). */
  const [charged, setCharged] = useState<SignupPage | null>(null)
  const answered = useRef<SignupPage | null>(null)
  /** Once a new attempt was made, the form tells its own outcome: the old decline goes. */
  const [attempted, setAttempted] = useState(false)
  const shown = state.kind === 'ready' ? (charged ?? state.value) : null
  // A pix paid in the bank's app (or a card answered) turns the page by itself.
  usePendingWatch(shown?.state === 'pending', load, setCharged)
  if (state.kind !== 'ready') return <UnansweredPage state={state} texts={UNANSWERED} />
  const page = charged ?? state.value

  const send = async (input: PublicChargeInput, key: string): Promise<ChargeOutcome> => {
    setAttempted(true)
    const next = await recurrence.signupCharge(
      subscriptionId,
      cycle,
      {
        name: input.name,
        email: input.email,
        document: input.document,
        gateway_id: input.gateway_id,
        ...(input.card ? { card: input.card } : {}),
      },
      key,
    )
    if (next.state === 'payable') {
      // Declined: the form explains the reason and takes another card.
      return {
        status: next.payment?.status === 'retry-error' ? 'retry-error' : 'failed',
        token: '',
        decline_reason: next.payment?.decline_reason ?? null,
      }
    }
    answered.current = next
    return {
      status: next.payment?.status ?? 'pending',
      token: next.receipt_token ?? '',
      decline_reason: null,
    }
  }

  const earlierDecline =
    !attempted &&
    page.state === 'payable' &&
    (page.payment?.status === 'failed' || page.payment?.status === 'retry-error')

  // What the cycle needs from the subscriber comes first on a phone: the form after the plan it
  // pays for; a paid, pending or closed cycle's news before the plan's details.
  return (
    <PublicPage store={page.store}>
      {page.state === 'payable' ? (
        <>
          <PlanSummary page={page} />
          {earlierDecline ? (
            <Alert tone="danger">
              <strong>O último pagamento não foi aprovado</strong>
              <p>{declineOf(page.payment?.decline_reason).text}</p>
            </Alert>
          ) : null}
          <PaymentForm
            methods={page.methods}
            setup={AT_ONCE}
            priceCents={page.invoice.amount_cents}
            payer={page.payer}
            send={send}
            onPaid={() => setCharged(answered.current)}
            retryLabel="Tentar de novo"
          />
          <p className="text-center text-sm text-muted-foreground">
            {page.methods.some((method) => method.type === 'creditcard')
              ? 'Pagando com cartão, ele fica guardado com segurança para as próximas cobranças desta assinatura.'
              : 'As próximas cobranças chegam por e-mail antes do vencimento.'}
          </p>
        </>
      ) : (
        <>
          {page.state === 'pending' ? (
            <PendingCharge
              payment={page.payment}
              amountCents={page.invoice.amount_cents}
              receiptHref={receiptHref(page.receipt_token)}
              focusOnShow={charged !== null}
              onRefresh={() => {
                setCharged(null)
                setRound((n) => n + 1)
              }}
            />
          ) : page.state === 'paid' ? (
            <Paid page={page} justNow={charged !== null} />
          ) : (
            <Closed page={page} />
          )}
          <PlanSummary page={page} />
        </>
      )}
      <StoreContact page={page} />
    </PublicPage>
  )
}

function Paid({ page, justNow }: { page: SignupPage; justNow: boolean }) {
  const href = receiptHref(page.receipt_token)
  const news = useFocusOnShow<HTMLDivElement>(justNow)
  return (
    <PublicCard>
      <div ref={news} tabIndex={-1} className="outline-none">
        <Alert tone="success">
          <strong>{justNow ? 'Pagamento confirmado' : 'Este ciclo já está pago'}</strong>
          <p>
            {page.invoice.paid_at
              ? `${formatMoney(page.invoice.amount_cents)} recebidos em ${formatDateTime(page.invoice.paid_at)}.`
              : `${formatMoney(page.invoice.amount_cents)} recebidos.`}{' '}
            {justNow ? 'Sua assinatura está em dia.' : 'Não é preciso pagar de novo.'}
          </p>
        </Alert>
      </div>
      {href ? (
        <a className="text-center font-medium text-primary underline" href={href}>
          Ver o comprovante
        </a>
      ) : null}
    </PublicCard>
  )
}

function Closed({ page }: { page: SignupPage }) {
  const stopped = page.subscription_status === 'canceled' || page.subscription_status === 'ended'
  return (
    <PublicCard>
      <h2 className="text-lg font-semibold">Esta cobrança foi encerrada</h2>
      <p className="text-muted-foreground">
        {stopped
          ? `A assinatura foi ${page.subscription_status === 'canceled' ? 'cancelada' : 'encerrada'} e esta cobrança não recebe mais pagamento.`
          : 'O prazo para pagar esta cobrança terminou e ela não recebe mais pagamento.'}{' '}
        Para continuar assinando, fale com {page.store.name}.
      </p>
    </PublicCard>
  )
}

function StoreContact({ page }: { page: SignupPage }) {
  if (!page.store.contact_email) return null
  return (
    <p className="text-center text-sm text-muted-foreground">
      Dúvidas sobre a assinatura? Fale com {page.store.name} em{' '}
      <a className="underline" href={`mailto:${page.store.contact_email}`}>
        {page.store.contact_email}
      </a>
      .
    </p>
  )
}
