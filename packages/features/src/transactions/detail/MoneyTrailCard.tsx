import { formatMoney, type MoneyTrail, type Transaction } from '@vitrine/api'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  ErrorState,
  SkeletonGroup,
  SkeletonText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { ArrowRight } from 'lucide-react'
import { errorMessage } from '../../shared/server-errors.ts'
import { formatDateTime } from '../../shared/format.ts'
import { accountLabel, journalLabel, type SellerNameOf } from '../shared/money-trail-labels.ts'

/** Each account's balance over the payment's journals (debits positive). */
function balances(trail: MoneyTrail) {
  const sums = new Map<string, number>()
  for (const journal of trail) {
    for (const posting of journal.postings) {
      sums.set(posting.account, (sums.get(posting.account) ?? 0) + posting.amount_cents)
    }
  }
  return (account: string) => sums.get(account) ?? 0
}

/** What the split's sellers hold of the payment (their balances on it); null when none ever. */
function sellersHold(trail: MoneyTrail): number | null {
  const postings = trail.flatMap((journal) =>
    journal.postings.filter((posting) => posting.account.startsWith('seller_')),
  )
  if (postings.length === 0) return null
  return postings.reduce((sum, posting) => sum + posting.amount_cents, 0)
}

/** What a journal moved: its debits (equal to its credits, since it balances). */
const movedBy = (journal: MoneyTrail[number]) =>
  journal.postings.reduce((sum, posting) => sum + Math.max(0, posting.amount_cents), 0)

interface Stage {
  label: string
  amount: number
  /** Money that left (fees, refunds): shown with a minus sign. */
  out?: boolean
}

/**
 * The money's way in one line: charged → fees → net → still to be released → available, and
 * what went back. What the store holds is its balance on the two merchant accounts.
 */
function stagesOf(payment: Transaction, trail: MoneyTrail): Stage[] {
  const balance = balances(trail)
  const stages: Stage[] = [
    { label: 'Cobrado', amount: payment.captured_cents },
    { label: 'Taxas', amount: payment.fee_cents, out: true },
    { label: 'Líquido', amount: payment.net_cents },
  ]
  // A split payment: what its sellers hold of it, out of what the store keeps.
  const sellers = sellersHold(trail)
  if (sellers !== null) stages.push({ label: 'Vendedores', amount: sellers, out: true })
  stages.push(
    { label: 'A liberar', amount: balance('merchant_pending') },
    { label: 'Disponível', amount: balance('merchant_available') },
  )
  if (payment.refunded_cents > 0) {
    stages.push({ label: 'Reembolsado', amount: payment.refunded_cents, out: true })
  }
  return stages
}

/** Cells close together: the postings fit a phone. */
const tight = 'px-2'

function Postings({
  journal,
  sellerName,
}: {
  journal: MoneyTrail[number]
  sellerName?: SellerNameOf
}) {
  return (
    <Table className="text-sm" aria-label={`Lançamentos: ${journalLabel(journal.kind)}`}>
      <TableHeader>
        <TableRow>
          <TableHead className={cn(tight, 'h-8')}>Conta</TableHead>
          <TableHead className={cn(tight, 'h-8 text-end')}>Débito</TableHead>
          <TableHead className={cn(tight, 'h-8 text-end')}>Crédito</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {journal.postings.map((posting, index) => (
          <TableRow key={index}>
            <TableCell className={cn(tight, 'py-1.5')}>
              {accountLabel(posting.account, sellerName)}
            </TableCell>
            <TableCell className={cn(tight, 'py-1.5 text-end whitespace-nowrap tabular-nums')}>
              {posting.amount_cents > 0 ? formatMoney(posting.amount_cents) : ''}
            </TableCell>
            <TableCell className={cn(tight, 'py-1.5 text-end whitespace-nowrap tabular-nums')}>
              {posting.amount_cents < 0 ? formatMoney(-posting.amount_cents) : ''}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

export interface MoneyTrailCardProps {
  payment: Transaction
  trail: MoneyTrail | undefined
  error: unknown
  onRetry: () => void
  /** The split's sellers by id, so their balances read with their names. */
  sellerName?: SellerNameOf
}

/**
 * "Caminho do dinheiro": the ledger's journals about this payment, oldest first, as steps —
 * each with what it moved and its postings (debits and credits between the accounts), under a
 * summary from what was charged to what the store can withdraw.
 */
export function MoneyTrailCard({
  payment,
  trail,
  error,
  onRetry,
  sellerName,
}: MoneyTrailCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Caminho do dinheiro</h2>
        </CardTitle>
        <CardDescription>
          Cada movimento deste pagamento no livro-razão da loja, em partidas dobradas: em cada
          lançamento, os débitos somam o mesmo que os créditos.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {error && !trail ? (
          <ErrorState
            size="sm"
            title="Não foi possível carregar o caminho do dinheiro"
            message={errorMessage(error)}
            onRetry={onRetry}
          />
        ) : !trail ? (
          <SkeletonGroup label="Carregando o caminho do dinheiro">
            <SkeletonText lines={4} />
          </SkeletonGroup>
        ) : trail.length === 0 ? (
          <p className="text-muted-foreground">
            Nenhum dinheiro movimentado ainda: os lançamentos aparecem quando o pagamento é
            recebido.
          </p>
        ) : (
          <>
            <ol
              aria-label="Resumo do caminho do dinheiro"
              className="flex flex-wrap items-stretch gap-2"
            >
              {stagesOf(payment, trail).map((stage, index) => (
                <li key={stage.label} className="flex items-center gap-2">
                  {index > 0 ? (
                    <ArrowRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                  ) : null}
                  <div className="flex flex-col rounded-md border border-border px-3 py-1.5">
                    <span className="text-xs text-muted-foreground">{stage.label}</span>
                    <span
                      className={cn(
                        'font-semibold tabular-nums',
                        stage.out && 'text-danger-foreground',
                      )}
                    >
                      {stage.out && stage.amount > 0 ? '−' : ''}
                      {formatMoney(stage.amount)}
                    </span>
                  </div>
                </li>
              ))}
            </ol>
            <ol aria-label="Lançamentos, do mais antigo ao mais recente" data-slot="money-trail">
              {trail.map((journal, index) => (
                <li
                  key={journal.journal_id}
                  className="group/journal relative flex gap-3 pb-5 last:pb-0"
                >
                  <span
                    aria-hidden
                    className="absolute start-[11px] top-7 bottom-0 w-0.5 bg-border group-last/journal:hidden"
                  />
                  <span
                    aria-hidden
                    className="relative z-[1] flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-subtle text-xs font-semibold text-primary-subtle-foreground"
                  >
                    {index + 1}
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <h3 className="font-semibold">
                        {journalLabel(journal.kind)}
                        <span className="ms-2 font-medium tabular-nums">
                          {formatMoney(movedBy(journal))}
                        </span>
                      </h3>
                      <time dateTime={journal.at} className="text-sm text-muted-foreground">
                        {formatDateTime(journal.at)}
                      </time>
                    </div>
                    {journal.memo ? (
                      <p className="text-sm text-muted-foreground">{journal.memo}</p>
                    ) : null}
                    <div className="rounded-md border border-border px-2">
                      <Postings journal={journal} sellerName={sellerName} />
                    </div>
                  </div>
                </li>
              ))}
            </ol>
          </>
        )}
      </CardContent>
    </Card>
  )
}
