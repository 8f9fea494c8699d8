import { formatMoney, type SellerPart } from '@vitrine/api'
import {
  Alert,
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { formatDate, formatDateTime } from '../../shared/format.ts'
import { errorMessage } from '../../shared/server-errors.ts'
import { useNarrowScreen } from '../../shared/use-narrow-screen.ts'
import { paymentTypeName } from '../rules/rule-labels.ts'
import { partStatusLabels, partStatusTones } from './seller-labels.ts'

export interface SellerPartsProps {
  sellerName: string
  parts: SellerPart[]
  hasMore: boolean
  loadingMore: boolean
  /** A next page's failure (the parts loaded so far stay). */
  error: unknown
  onLoadMore: () => void
}

const money = (cents: number) => (cents === 0 ? '—' : formatMoney(cents))

/**
 * The seller's part of each split payment: what the rule gave it (gross), the fee it paid, what
 * it receives (net), the rounding centavo, what refunds took back, and when it is released.
 */
export function SellerParts({
  sellerName,
  parts,
  hasMore,
  loadingMore,
  error,
  onLoadMore,
}: SellerPartsProps) {
  // A table of eight columns does not fit a phone: there each part is a short list of its own.
  const narrow = useNarrowScreen()
  if (parts.length === 0) {
    return (
      <p className="text-muted-foreground">
        Nenhum pagamento dividido com este vendedor ainda. As partes aparecem aqui quando um
        pagamento do meio de pagamento é recebido com uma regra em vigor.
      </p>
    )
  }
  return (
    <div className="flex flex-col gap-3">
      {narrow ? (
        <PartList sellerName={sellerName} parts={parts} />
      ) : (
        <Table aria-label={`Partes de ${sellerName}`} className="text-sm">
          <TableHeader>
            <TableRow>
              <TableHead>Pagamento</TableHead>
              <TableHead className="text-right">Bruto</TableHead>
              <TableHead className="text-right">Tarifa</TableHead>
              <TableHead className="text-right">Líquido</TableHead>
              <TableHead className="text-right">Arredondamento</TableHead>
              <TableHead className="text-right">Estornado</TableHead>
              <TableHead>Situação</TableHead>
              <TableHead>Regra</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {parts.map((part) => (
              <TableRow key={part.payment_id}>
                <TableCell>
                  <span className="font-medium">nº {part.payment_id}</span>
                  <span className="block text-muted-foreground">
                    {paymentTypeName(part.payment_type)}, recebido em{' '}
                    {formatDateTime(part.received_at)}
                  </span>
                </TableCell>
                <TableCell className="text-right">{formatMoney(part.gross_cents)}</TableCell>
                <TableCell className="text-right">{money(part.fee_cents)}</TableCell>
                <TableCell className="text-right font-medium">
                  {formatMoney(part.net_cents)}
                </TableCell>
                <TableCell className="text-right">{money(part.rounding_cents)}</TableCell>
                <TableCell className="text-right">{money(part.reversed_cents)}</TableCell>
                <TableCell>
                  <Badge size="sm" tone={partStatusTones[part.status]}>
                    {partStatusLabels[part.status]}
                  </Badge>
                  <span className="block text-muted-foreground">{releaseText(part)}</span>
                </TableCell>
                <TableCell>versão {part.rule_version}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {error ? (
        <Alert tone="danger">Não foi possível carregar mais partes. {errorMessage(error)}</Alert>
      ) : null}
      {hasMore || error ? (
        <Button
          variant="secondary"
          size="sm"
          className="w-fit"
          disabled={loadingMore}
          onClick={onLoadMore}
        >
          {loadingMore ? 'Carregando mais partes…' : 'Carregar mais partes'}
        </Button>
      ) : null}
    </div>
  )
}

/** When the part is (or was) the seller's to withdraw. */
function releaseText(part: SellerPart): string {
  if (part.status === 'released' && part.released_at) return `em ${formatDate(part.released_at)}`
  if (part.status === 'pending') return `a partir de ${formatDateTime(part.release_at)}`
  return ''
}

/** The parts on a phone: one block per payment, its figures as a description list. */
function PartList({ sellerName, parts }: { sellerName: string; parts: SellerPart[] }) {
  return (
    <ul aria-label={`Partes de ${sellerName}`} className="flex flex-col divide-y divide-border">
      {parts.map((part) => {
        const figures: [string, string][] = [
          ['Recebido em', formatDateTime(part.received_at)],
          ['Bruto', formatMoney(part.gross_cents)],
          ['Tarifa', money(part.fee_cents)],
          ['Líquido', formatMoney(part.net_cents)],
          ['Arredondamento', money(part.rounding_cents)],
          ['Estornado', money(part.reversed_cents)],
          ['Regra', `versão ${part.rule_version}`],
        ]
        return (
          <li key={part.payment_id} className="flex flex-col gap-2 py-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">
                nº {part.payment_id} · {paymentTypeName(part.payment_type)}
              </span>
              <Badge size="sm" tone={partStatusTones[part.status]}>
                {partStatusLabels[part.status]}
              </Badge>
              <span className="text-sm text-muted-foreground">{releaseText(part)}</span>
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              {figures.map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="text-muted-foreground">{term}</dt>
                  <dd className="text-right">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        )
      })}
    </ul>
  )
}
