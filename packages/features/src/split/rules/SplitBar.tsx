import { formatMoney, splitPartyKey, type SplitPart } from '@vitrine/api'
import { partyName } from './rule-labels.ts'

// The design system's tones, in turn; a 21st party starts over (a rule has at most 20 sellers).
const TONES = [
  'bg-primary',
  'bg-info',
  'bg-success',
  'bg-warning',
  'bg-danger',
  'bg-muted-foreground',
]

/** Who gets what of the money left after the fee, as one bar with a legend. */
export function SplitBar({
  parts,
  nameOf,
}: {
  parts: readonly SplitPart[]
  nameOf: (sellerId: number) => string
}) {
  const total = parts.reduce((sum, part) => sum + part.netCents, 0)
  if (total === 0) return null
  const described = parts
    .map((part) => `${partyName(part.party, nameOf)} ${formatMoney(part.netCents)}`)
    .join(', ')
  return (
    <figure className="flex flex-col gap-2">
      <div
        role="img"
        aria-label={`Quem recebe o quê: ${described}`}
        className="flex h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        {parts.map((part, index) => (
          <div
            key={splitPartyKey(part.party)}
            className={TONES[index % TONES.length]}
            style={{ width: `${(part.netCents / total) * 100}%` }}
          />
        ))}
      </div>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {parts.map((part, index) => (
            <li key={splitPartyKey(part.party)} className="flex items-center gap-1.5">
              <span
                aria-hidden
                className={`size-2.5 rounded-full ${TONES[index % TONES.length]}`}
              />
              {partyName(part.party, nameOf)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
