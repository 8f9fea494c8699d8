import type { CheckoutStep } from '@vitrine/api'
import { Button } from '@vitrine/ui'
import { ArrowDown, ArrowUp } from 'lucide-react'
import { STEP_LABELS } from './labels.ts'

/** The checkout's four steps in the store's order, each moved up or down by a button. */
export function StepOrder({
  steps,
  readOnly,
  message,
  onChange,
}: {
  steps: CheckoutStep[]
  readOnly: boolean
  message?: string
  onChange: (steps: CheckoutStep[]) => void
}) {
  const move = (from: number, to: number) => {
    const next = [...steps]
    const [step] = next.splice(from, 1)
    next.splice(to, 0, step!)
    onChange(next)
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Ordem das etapas</legend>
      <ol className="flex flex-col gap-1">
        {steps.map((step, index) => (
          <li
            key={step}
            className="flex items-center justify-between gap-2 rounded-md border bg-surface px-3 py-1.5"
          >
            <span>
              {index + 1}. {STEP_LABELS[step]}
            </span>
            {readOnly ? null : (
              <span className="flex gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Subir ${STEP_LABELS[step]}`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Descer ${STEP_LABELS[step]}`}
                  disabled={index === steps.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
              </span>
            )}
          </li>
        ))}
      </ol>
      {message ? <p className="text-sm text-danger-foreground">{message}</p> : null}
    </fieldset>
  )
}
