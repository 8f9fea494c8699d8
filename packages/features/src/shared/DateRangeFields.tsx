import { Field, Input } from '@vitrine/ui'

/** The two ends of a period filter, as days ("2026-11-28"); a cleared end is undefined. */
export interface DateRange {
  from?: string | undefined
  to?: string | undefined
}

export interface DateRangeFieldsProps {
  from: string | undefined
  to: string | undefined
  /** Called with the end that changed. */
  onChange: (patch: DateRange) => void
}

/**
 * "De" and "Até" of a list's period filter (transactions, the audit log, the wallet's
 * statement): each end bounds the other's picker, so the period never runs backwards. Two
 * fields side by side in the caller's filter grid.
 */
export function DateRangeFields({ from, to, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <Field label="De">
        <Input
          type="date"
          value={from ?? ''}
          max={to}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
        />
      </Field>
      <Field label="Até">
        <Input
          type="date"
          value={to ?? ''}
          min={from}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
        />
      </Field>
    </>
  )
}
