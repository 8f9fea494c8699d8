import { useState, type FormEvent, type ReactNode } from 'react'
import { isApiError, type Level, type OnboardingStep } from '@vitrine/api'
import { Alert, Button, Card, CardContent, EmptyState } from '@vitrine/ui'
import { Lock } from 'lucide-react'
import { href } from '../../routes/manifest.ts'
import { Link, useNavigate } from '../../routes/navigation.tsx'
import { afterStep, useOnboardingProgress, useStepMark } from './use-progress.ts'
import { Stepper } from './Stepper.tsx'

export interface StepFrameProps {
  appId: number
  step: OnboardingStep
  /** The viewer's level in the step's area: none shows why not, read shows without saving. */
  level: Level
  title: string
  description: string
  /** The step's form; it renders nothing of its own to submit. */
  children: ReactNode
  /**
   * Saves what the step configures, through its area's own API. Resolves true when saved
   * (the step is then marked done and the next one opens); false leaves the person on the step
   * (field errors are the step's to show).
   */
  onContinue?: () => Promise<boolean>
  /** The step's data is not in yet, or failed: no buttons to press meanwhile. */
  ready?: boolean
  continueLabel?: string
  /** Why reading this step is all the viewer may do. */
  readOnlyNotice?: string
}

/**
 * One onboarding step: the stepper, the step's form, and "Pular" / "Continuar". Pular marks the
 * step skipped (the checklist keeps it to come back to) and moves on; Continuar saves the
 * step's settings, marks it done and moves on.
 */
export function StepFrame({
  appId,
  step,
  level,
  title,
  description,
  children,
  onContinue,
  ready = true,
  continueLabel = 'Continuar',
  readOnlyNotice = 'Você pode ver esta etapa, mas não alterá-la: peça acesso de edição a esta área.',
}: StepFrameProps) {
  const { data: progress } = useOnboardingProgress(appId, level !== 'none')
  const mark = useStepMark(appId, step)
  const navigate = useNavigate()
  const [busy, setBusy] = useState<'skip' | 'continue' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const canWrite = level === 'write'

  async function run(kind: 'skip' | 'continue') {
    setBusy(kind)
    setFailure(null)
    try {
      if (kind === 'continue' && onContinue && !(await onContinue())) return
      await mark(kind === 'skip' ? 'skipped' : 'done')
    } catch (error) {
      setFailure(
        isApiError(error) ? error.message : 'Não foi possível salvar a etapa. Tente novamente.',
      )
    } finally {
      setBusy(null)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canWrite) {
      navigate(afterStep(appId, step))
      return
    }
    void run('continue')
  }

  return (
    <div className="flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Stepper appId={appId} current={step} progress={progress} />
        <Link
          href={href('onboarding-checklist', { appID: appId })}
          className="text-sm text-primary underline-offset-4 hover:underline"
        >
          Ver checklist
        </Link>
      </div>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {level === 'none' ? (
        <EmptyState
          titleAs="h2"
          icon={<Lock aria-hidden />}
          title="Você não tem acesso a esta etapa"
          description="Quem administra a loja pode concluí-la, ou dar a você acesso a esta área."
        />
      ) : (
        <form className="flex flex-col gap-6" onSubmit={submit} noValidate aria-label={title}>
          {!canWrite ? <Alert>{readOnlyNotice}</Alert> : null}
          <Card>
            <CardContent className="flex flex-col gap-4">{children}</CardContent>
          </Card>
          {failure ? <Alert tone="danger">{failure}</Alert> : null}
          {ready ? (
            <div className="flex flex-wrap justify-end gap-3">
              {canWrite ? (
                <Button
                  type="button"
                  variant="secondary"
                  loading={busy === 'skip'}
                  disabled={busy !== null}
                  onClick={() => void run('skip')}
                >
                  Pular
                </Button>
              ) : null}
              <Button type="submit" loading={busy === 'continue'} disabled={busy !== null}>
                {canWrite ? continueLabel : 'Próxima etapa'}
              </Button>
            </div>
          ) : null}
        </form>
      )}
    </div>
  )
}
