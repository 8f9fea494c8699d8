import type { ReactNode } from 'react'

export interface Fact {
  term: string
  value: ReactNode
  /** A sentence under the value (what a capture mode means). */
  note?: ReactNode
  /** Takes the whole row (a long term or value in a narrow card). */
  wide?: boolean
}

/** Terms and their values, two columns where there is room. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {facts.map((fact) => (
        <div
          key={fact.term}
          className={
            fact.wide
              ? 'flex min-w-0 flex-col gap-0.5 sm:col-span-2'
              : 'flex min-w-0 flex-col gap-0.5'
          }
        >
          <dt className="text-sm text-muted-foreground">{fact.term}</dt>
          <dd className="break-words">
            {fact.value}
            {fact.note ? <p className="mt-0.5 text-sm text-muted-foreground">{fact.note}</p> : null}
          </dd>
        </div>
      ))}
    </dl>
  )
}
