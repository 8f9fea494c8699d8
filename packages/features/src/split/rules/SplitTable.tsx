import { formatMoney, splitPartyKey, type SplitDifference, type SplitPart } from '@vitrine/api'
import { Badge, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@vitrine/ui'
import { partyName } from './rule-labels.ts'

/** +R$ 0,50, −R$ 0,50, or a dash when nothing changes. */
function signedMoney(cents: number): string {
  if (cents === 0) return '—'
  return `${cents > 0 ? '+' : '−'}${formatMoney(Math.abs(cents))}`
}

const roundingText = (cents: number) =>
  cents === 1 ? '+1 centavo do arredondamento' : `+${cents} centavos do arredondamento`

export interface SplitTableProps {
  label: string
  parts: readonly SplitPart[]
  nameOf: (sellerId: number) => string
  /** Each party's change against the rule in force (the draft's table only). */
  differences?: readonly SplitDifference[] | null
}

/**
 * One split, a line per party: gross share, its part of the fee and what it receives, with
 * the rounding centavos marked on whoever took them and, for the draft, the change in what
 * each party receives.
 */
export function SplitTable({ label, parts, nameOf, differences }: SplitTableProps) {
  const change = new Map(
    (differences ?? []).map((item) => [splitPartyKey(item.party), item.netDeltaCents]),
  )
  // A party only the rule in force pays (a seller taken out) shows with nothing now.
  const gone = (differences ?? []).filter((item) => item.draft === null)
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead className="px-3">Parte</TableHead>
          <TableHead className="px-3 text-right">Bruto</TableHead>
          <TableHead className="px-3 text-right">Tarifa</TableHead>
          <TableHead className="px-3 text-right">Líquido</TableHead>
          {differences ? <TableHead className="px-3 text-right">Diferença</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {parts.map((part) => {
          const key = splitPartyKey(part.party)
          return (
            <TableRow key={key}>
              <TableCell className="px-3 font-medium">
                {partyName(part.party, nameOf)}
                {part.roundingCents > 0 ? (
                  <Badge size="sm" tone="info" className="mt-1 flex w-fit">
                    {roundingText(part.roundingCents)}
                  </Badge>
                ) : null}
              </TableCell>
              <TableCell className="px-3 text-right tabular-nums">
                {formatMoney(part.grossCents)}
              </TableCell>
              <TableCell className="px-3 text-right tabular-nums">
                {formatMoney(part.feeCents)}
              </TableCell>
              <TableCell className="px-3 text-right tabular-nums">
                {formatMoney(part.netCents)}
              </TableCell>
              {differences ? (
                <TableCell className="px-3 text-right tabular-nums">
                  {signedMoney(change.get(key) ?? 0)}
                </TableCell>
              ) : null}
            </TableRow>
          )
        })}
        {gone.map((item) => (
          <TableRow key={splitPartyKey(item.party)}>
            <TableCell className="px-3 font-medium">{partyName(item.party, nameOf)}</TableCell>
            <TableCell className="px-3 text-right tabular-nums">{formatMoney(0)}</TableCell>
            <TableCell className="px-3 text-right tabular-nums">{formatMoney(0)}</TableCell>
            <TableCell className="px-3 text-right tabular-nums">{formatMoney(0)}</TableCell>
            <TableCell className="px-3 text-right tabular-nums">
              {signedMoney(item.netDeltaCents)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
