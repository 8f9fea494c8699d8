import {
  ONBOARDING_STEPS,
  STEP_LABELS,
  type OnboardingProgress,
  type OnboardingStep,
} from '@vitrine/api'
import { cn } from '@vitrine/ui'
import { href } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { STEP_ROUTES } from '../routes.ts'
import { STATUS_WORDS, StepStatusIcon } from './StepStatusIcon.tsx'

/**
 * "1 Layout · 2 Plataforma · 3 Pagamento · 4 Checkout": every step is a link (steps are
 * revisitable in any order), the current one marked for assistive technology too.
 */
export function Stepper({
  appId,
  current,
  progress,
}: {
  appId: number
  current: OnboardingStep
  progress: OnboardingProgress | undefined
}) {
  return (
    <nav aria-label="Etapas">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-2 text-sm">
        {ONBOARDING_STEPS.map((step, index) => {
          const status = progress?.steps.find((state) => state.step === step)?.status ?? 'pending'
          const isCurrent = step === current
          return (
            <li key={step} className="flex items-center gap-2">
              {index > 0 ? (
                <span aria-hidden className="text-muted-foreground">
                  ·
                </span>
              ) : null}
              <Link
                href={href(STEP_ROUTES[step], { appID: appId })}
                aria-current={isCurrent ? 'step' : undefined}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-md px-2 py-1 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                  isCurrent ? 'bg-muted font-semibold text-foreground' : 'text-muted-foreground',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'inline-flex size-5 items-center justify-center rounded-full border text-xs',
                    isCurrent && 'border-primary bg-primary text-primary-foreground',
                  )}
                >
                  {index + 1}
                </span>
                {STEP_LABELS[step]}
                <StepStatusIcon status={status} />
                <span className="sr-only">({STATUS_WORDS[status]})</span>
              </Link>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
