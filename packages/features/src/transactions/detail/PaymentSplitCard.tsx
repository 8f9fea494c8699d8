import { formatMoney, type PaymentSplit, type PaymentSplitParty } from '@vitrine/api'
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorState,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { errorMessage } from '../../shared/server-errors.ts'
import type { SellerNameOf } from '../shared/money-trail-labels.ts'

const roundingText = (cents: number) =>
  cents === 1 ? '+1 centavo do arredondamento' : `+${cents} centavos do arredondamento`

/** A refund's share of the party, or a dash when refunds took nothing of it. */
const reversedText = (cents: number) => (cents === 0 ? '—' : `−${formatMoney(cents)}`)

const amount = 'px-2 text-right whitespace-nowrap tabular-nums'

function PartyRow({ party }: { party: PaymentSplitParty }) {
  return (
    <TableRow>
      <TableCell className="px-3">
        <span className="font-medium">{party.name}</span>
        <span className="block text-sm text-muted-foreground">
          {party.seller_id === null ? 'Loja' : 'Vendedor'}
        </span>
        {party.rounding_cents > 0 ? (
          <Badge size="sm" tone="info" className="mt-1 flex w-fit">
            {roundingText(party.rounding_cents)}
          </Badge>
        ) : null}
      </TableCell>
      <TableCell className={amount}>{formatMoney(party.gross_cents)}</TableCell>
      <TableCell className={amount}>{formatMoney(party.fee_cents)}</TableCell>
      <TableCell className={amount}>{formatMoney(party.net_cents)}</TableCell>
      <TableCell className={amount}>{reversedText(party.reversed_cents)}</TableCell>
    </TableRow>
  )
}

function SplitParties({ split }: { split: PaymentSplit }) {
  const total = (pick: (party: PaymentSplitParty) => number) =>
    split.parties.reduce((sum, party) => sum + pick(party), 0)
  return (
    <Table aria-label="Partes da divisão do pagamento">
      <TableHeader>
        <TableRow>
          <TableHead className="px-3">Parte</TableHead>
          <TableHead className="px-3 text-right">Bruto</TableHead>
          <TableHead className="px-3 text-right">Tarifa</TableHead>
          <TableHead className="px-3 text-right">Líquido</TableHead>
          <TableHead className="px-3 text-right">Estornado</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {split.parties.map((party) => (
          <PartyRow key={party.seller_id ?? 'store'} party={party} />
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell className="px-3 font-medium">Total</TableCell>
          <TableCell className={amount}>
            {formatMoney(total((party) => party.gross_cents))}
          </TableCell>
          <TableCell className={amount}>{formatMoney(total((party) => party.fee_cents))}</TableCell>
          <TableCell className={amount}>{formatMoney(total((party) => party.net_cents))}</TableCell>
          <TableCell className={amount}>
            {reversedText(total((party) => party.reversed_cents))}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  )
}

/** The split's sellers by id, for their balances on the money trail. */
export function sellerNameOf(split: PaymentSplit | null | undefined): SellerNameOf {
  const names = new Map(
    (split?.parties ?? []).flatMap((party) =>
      party.seller_id === null ? [] : [[party.seller_id, party.name] as const],
    ),
  )
  return (sellerId) => names.get(sellerId)
}

export interface PaymentSplitCardProps {
  /** undefined while it loads; null when the payment was not split. */
  split: PaymentSplit | null | undefined
  error: unknown
  onRetry: () => void
}

/**
 * "Divisão do pagamento": how a payment received on a gateway with a split rule was divided —
 * the rule version, each party (the store first) with its gross share, its part of the
 * provider's fee, its net, the rounding centavos it took and what refunds took back of it; or
 * why it was not split. Most payments are not split, so nothing shows while it loads or when
 * there is none: a card that flashes a skeleton and vanishes would only move the page.
 */
export function PaymentSplitCard({ split, error, onRetry }: PaymentSplitCardProps) {
  if (!split && !error) return null
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Divisão do pagamento</h2>
        </CardTitle>
        {split ? (
          <CardDescription>
            {split.status === 'posted'
              ? `Dividido pela versão ${split.rule_version} da regra de divisão deste meio de pagamento. As partes dos vendedores ficam a liberar até a data de liberação; o restante é da loja.`
              : `A versão ${split.rule_version} da regra de divisão deste meio de pagamento não pôde ser aplicada.`}
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!split ? (
          <ErrorState
            size="sm"
            title="Não foi possível carregar a divisão do pagamento"
            message={errorMessage(error)}
            onRetry={onRetry}
          />
        ) : split.status === 'refused' ? (
          <Alert tone="warning">
            <AlertTitle>Pagamento não dividido</AlertTitle>
            <AlertDescription>{split.refusal} O valor ficou todo com a loja.</AlertDescription>
          </Alert>
        ) : (
          <>
            <SplitParties split={split} />
            {split.parties.some((party) => party.reversed_cents > 0) ? (
              <p className="text-sm text-muted-foreground">
                Estornado: o que reembolsos e chargebacks tiraram de cada parte, de quem a regra
                torna responsável por eles.
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  )
}
