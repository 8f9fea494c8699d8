import { useState } from 'react'
import { useSWRConfig } from 'swr'
import {
  appKeys,
  onboardingKeys,
  STARTING_THEME_KEYS,
  STARTING_THEMES,
  type Level,
  type StartingTheme,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert, cn, ErrorState, Skeleton } from '@vitrine/ui'
import { href } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { StepFrame } from '../shared/StepFrame.tsx'
import { useOnboardingProgress } from '../shared/use-progress.ts'

export interface LayoutStepScreenProps {
  appId: number
  /** The viewer's layout level. */
  level: Level
  /** The layout was made: the host reloads the store it holds (its `layout_id` changed). */
  onLayoutCreated?: () => void
}

/**
 * Onboarding › 1 Layout: the store's first layout from a starting theme (its colours; the pages
 * start empty for the CMS). A store with a layout is sent to the checklist by the panel's guard;
 * if it gets here anyway (a layout made meanwhile), it says so instead of offering another.
 */
export function LayoutStepScreen({ appId, level, onLayoutCreated }: LayoutStepScreenProps) {
  const api = useApi()
  const { mutate } = useSWRConfig()
  const {
    data: progress,
    error,
    isLoading,
    mutate: reload,
  } = useOnboardingProgress(appId, level !== 'none')
  const [theme, setTheme] = useState<StartingTheme>('classico')
  const hasLayout = progress?.steps[0]?.derived ?? false

  async function create() {
    if (hasLayout) return true
    const next = await api.onboarding.startLayout(appId, theme)
    await mutate(onboardingKeys.progress(appId), next, { revalidate: false })
    // The store now has a layout_id: whoever shows the store reads it again.
    void mutate(appKeys.detail(appId))
    onLayoutCreated?.()
    return true
  }

  return (
    <StepFrame
      appId={appId}
      step="layout"
      level={level}
      title="Escolha o visual da loja"
      description="Um tema para começar: as cores da vitrine. Você troca tudo depois, no editor de layout."
      ready={Boolean(progress)}
      onContinue={create}
      continueLabel={hasLayout ? 'Continuar' : 'Criar layout e continuar'}
      readOnlyNotice="Você pode ver os temas, mas não criar o layout: peça acesso de edição ao layout."
    >
      {error ? (
        <ErrorState
          titleAs="h2"
          title="Não foi possível carregar o progresso"
          message={error instanceof Error ? error.message : undefined}
          onRetry={() => void reload()}
        />
      ) : isLoading || !progress ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Carregando os temas"
          className="grid gap-3 sm:grid-cols-2"
        >
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-24 w-full" />
          ))}
        </div>
      ) : hasLayout ? (
        <Alert tone="success">
          <p>
            Sua loja já tem um layout. Ajuste as páginas no{' '}
            <Link className="underline" href={href('layout-page', { appID: appId })}>
              editor de layout
            </Link>
            .
          </p>
        </Alert>
      ) : (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-base font-medium">Tema inicial</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {STARTING_THEME_KEYS.map((key) => {
              const option = STARTING_THEMES[key]
              const chosen = theme === key
              return (
                <label
                  key={key}
                  className={cn(
                    'flex cursor-pointer flex-col gap-2 rounded-lg border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                    chosen ? 'border-primary ring-1 ring-primary' : 'border-border',
                  )}
                >
                  <span className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="theme"
                      value={key}
                      checked={chosen}
                      disabled={level !== 'write'}
                      onChange={() => setTheme(key)}
                      aria-labelledby={`theme-${key}-name`}
                      aria-describedby={`theme-${key}-description`}
                      className="size-4 accent-primary"
                    />
                    <span id={`theme-${key}-name`} className="font-medium">
                      {option.name}
                    </span>
                  </span>
                  <span id={`theme-${key}-description`} className="text-sm text-muted-foreground">
                    {option.description}
                  </span>
                  <span aria-hidden className="flex gap-1">
                    {Object.values(option.colors).map((color) => (
                      <span
                        key={color}
                        className="size-6 rounded-full border border-border"
                        style={{ backgroundColor: color }}
                      />
                    ))}
                  </span>
                </label>
              )
            })}
          </div>
        </fieldset>
      )}
    </StepFrame>
  )
}
