import { formatMoney, type Transaction } from '@vitrine/api'
import {
  Card,
  cn,
  CardContent,
  CardHeader,
  CardTitle,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'

/** Cells close together, the outer ones flush with the card: the table fits a phone. */
const tight = 'px-2 first:ps-0 last:pe-0'

/** A figure of the payment: its label, and the amount (negative when money left the store). */
function Figure({
  label,
  cents,
  minus = false,
}: {
  label: string
  cents: number
  minus?: boolean
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">
        {minus && cents > 0 ? '−' : ''}
        {formatMoney(cents)}
      </dd>
    </div>
  )
}

/** What a card paid in installments beyond the interest-free ones added to the items' sum. */
const interestCents = (payment: Transaction) =>
  payment.amount_cents -
  payment.items.reduce((sum, line) => sum + line.quantity * line.unit_cents, 0)

/** What was charged (the items) and what it came to: captured, fees, net, refunded. */
export function ItemsCard({ payment }: { payment: Transaction }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Itens e valores</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {payment.description ? <p>{payment.description}</p> : null}
        <Table aria-label="Itens">
          <TableHeader>
            <TableRow>
              <TableHead className={tight}>Item</TableHead>
              <TableHead className={cn(tight, 'text-end')}>Qtd.</TableHead>
              <TableHead className={cn(tight, 'text-end')}>Unitário</TableHead>
              <TableHead className={cn(tight, 'text-end')}>Total</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {payment.items.map((line, index) => (
              <TableRow key={index}>
                <TableCell className={tight}>{line.description}</TableCell>
                <TableCell className={cn(tight, 'text-end tabular-nums')}>
                  {line.quantity}
                </TableCell>
                <TableCell className={cn(tight, 'text-end whitespace-nowrap tabular-nums')}>
                  {formatMoney(line.unit_cents)}
                </TableCell>
                <TableCell className={cn(tight, 'text-end whitespace-nowrap tabular-nums')}>
                  {formatMoney(line.quantity * line.unit_cents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            {interestCents(payment) > 0 ? (
              <TableRow>
                <TableCell colSpan={3} className={tight}>
                  Juros do parcelamento ({payment.installments}x)
                </TableCell>
                <TableCell className={cn(tight, 'text-end whitespace-nowrap tabular-nums')}>
                  {formatMoney(interestCents(payment))}
                </TableCell>
              </TableRow>
            ) : null}
            <TableRow>
              <TableCell colSpan={3} className={cn(tight, 'font-medium')}>
                Valor cobrado
              </TableCell>
              <TableCell
                className={cn(tight, 'text-end font-semibold whitespace-nowrap tabular-nums')}
              >
                {formatMoney(payment.amount_cents)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
        <dl className="divide-y divide-border rounded-md border border-border px-3">
          <Figure label="Recebido" cents={payment.captured_cents} />
          <Figure label="Taxas do provedor" cents={payment.fee_cents} minus />
          <Figure label="Líquido para a loja" cents={payment.net_cents} />
          {payment.refunded_cents > 0 ? (
            <Figure label="Estornado" cents={payment.refunded_cents} minus />
          ) : null}
        </dl>
      </CardContent>
    </Card>
  )
}
