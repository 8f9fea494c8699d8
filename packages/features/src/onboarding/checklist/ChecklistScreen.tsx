import { STEP_LABELS, type Level, type OnboardingStepState } from '@vitrine/api'
import { Alert, Badge, Card, CardContent, ErrorState, Progress, Skeleton } from '@vitrine/ui'
import { ArrowRight, ExternalLink } from 'lucide-react'
import { href } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { AREA_ROUTES, STEP_ROUTES } from '../routes.ts'
import { STATUS_WORDS, StepStatusIcon } from '../shared/StepStatusIcon.tsx'
import { useOnboardingProgress } from '../shared/use-progress.ts'

export interface ChecklistScreenProps {
  appId: number
  /** Always allowed (section 6): the panel gives write; none only when embedded without access. */
  level: Level
}

const STEP_TEXTS: Record<OnboardingStepState['step'], { todo: string; area: string }> = {
  layout: { todo: 'Escolha um tema para a vitrine.', area: 'Editor de layout' },
  platform: { todo: 'Nome, contato e dados fiscais da loja.', area: 'Plataforma' },
  payment: { todo: 'Conecte uma chave pix para receber.', area: 'Gateways de pagamento' },
  checkout: { todo: 'Logo e cores da página de pagamento.', area: 'Aparência do checkout' },
}

const BADGE_TONES = { done: 'success', skipped: 'warning', pending: 'neutral' } as const

/**
 * Onboarding › checklist ("Primeiros passos"): the four steps done and left, with a progress
 * bar; each links to its step and to its area's full screen. Reseller accounts are sent to the
 * overview by the panel's guard before this renders.
 */
export function ChecklistScreen({ appId, level }: ChecklistScreenProps) {
  const {
    data: progress,
    error,
    isLoading,
    mutate,
  } = useOnboardingProgress(appId, level !== 'none')
  return (
    <div className="flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Primeiros passos</h1>
        <p className="text-muted-foreground">
          O que falta para a loja vender. Volte a qualquer etapa quando quiser.
        </p>
      </div>
      {level === 'none' ? (
        <Alert tone="warning">Você não tem acesso ao checklist desta loja.</Alert>
      ) : error ? (
        <ErrorState
          titleAs="h2"
          title="Não foi possível carregar o checklist"
          message={error instanceof Error ? error.message : undefined}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !progress ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Carregando o checklist"
          className="flex flex-col gap-3"
        >
          <Skeleton className="h-6 w-full" />
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-20 w-full" />
          ))}
        </div>
      ) : (
        <>
          <Progress
            label="Etapas concluídas"
            value={progress.done}
            max={progress.steps.length}
            valueText={`${progress.done} de ${progress.steps.length}`}
          />
          {progress.complete ? (
            <Alert tone="success">
              <p>
                {progress.done === progress.steps.length
                  ? 'Tudo pronto: sua loja está preparada para vender.'
                  : 'Você passou por todas as etapas. As puladas continuam aqui para quando quiser.'}{' '}
                <Link className="font-medium underline" href={href('overview', { appID: appId })}>
                  Ir para a visão geral
                </Link>
              </p>
            </Alert>
          ) : null}
          <ol className="flex flex-col gap-3" aria-label="Etapas">
            {progress.steps.map((state, index) => (
              <li key={state.step}>
                <Card>
                  <CardContent className="flex flex-wrap items-center justify-between gap-4">
                    <div className="flex items-start gap-3">
                      <span className="mt-1">
                        <StepStatusIcon status={state.status} />
                      </span>
                      <div className="flex flex-col gap-1">
                        <h2 className="flex items-center gap-2 text-md font-semibold">
                          {index + 1}. {STEP_LABELS[state.step]}
                          <Badge tone={BADGE_TONES[state.status]}>
                            {STATUS_WORDS[state.status]}
                          </Badge>
                        </h2>
                        <p className="text-sm text-muted-foreground">
                          {STEP_TEXTS[state.step].todo}
                        </p>
                      </div>
                    </div>
                    <div className="flex flex-wrap items-center gap-4 text-sm">
                      <Link
                        className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                        href={href(STEP_ROUTES[state.step], { appID: appId })}
                        aria-label={`${state.status === 'pending' ? 'Fazer agora' : 'Revisar'}: ${STEP_LABELS[state.step]}`}
                      >
                        {state.status === 'pending' ? 'Fazer agora' : 'Revisar'}
                        <ArrowRight aria-hidden className="size-4" />
                      </Link>
                      <Link
                        className="inline-flex items-center gap-1 text-muted-foreground underline-offset-4 hover:underline"
                        href={href(AREA_ROUTES[state.step], { appID: appId })}
                      >
                        {STEP_TEXTS[state.step].area}
                        <ExternalLink aria-hidden className="size-4" />
                      </Link>
                    </div>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ol>
          <p className="text-sm">
            <Link
              className="text-primary underline-offset-4 hover:underline"
              href={href('overview', { appID: appId })}
            >
              Ir para o painel da loja
            </Link>
          </p>
        </>
      )}
    </div>
  )
}
