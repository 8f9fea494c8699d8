import { useState } from 'react'
import { Button } from '@vitrine/ui'
import { matchRoute } from '../../routes/manifest.ts'
import { NavigationProvider, type Navigate } from '../../routes/navigation.tsx'
import { AppFrame, type AppFrameProps } from '../frame/AppFrame.tsx'

/** Routes the placeholder page can jump to, to watch the side-panel rule at work. */
export const HARNESS_ROUTES = [
  { routeName: 'overview', label: 'Visão geral' },
  { routeName: 'settings-users', label: 'Usuários' },
  { routeName: 'settings-logs', label: 'Registro de atividades' },
  { routeName: 'ide-page', label: 'IDE' },
  { routeName: 'layout-page', label: 'Página do layout' },
] as const

function PlaceholderPage({
  routeName,
  onGo,
}: {
  routeName: string
  onGo: (routeName: string) => void
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">Página de exemplo</p>
        <h1 className="text-2xl font-semibold">
          Rota <code className="font-mono">{routeName}</code>
        </h1>
      </div>
      <section aria-labelledby="harness-navigation" className="flex flex-col gap-2">
        <h2 id="harness-navigation" className="text-sm font-medium">
          Simular navegação
        </h2>
        <div className="flex flex-wrap gap-2">
          {HARNESS_ROUTES.map((route) => (
            <Button
              key={route.routeName}
              variant="secondary"
              size="sm"
              aria-pressed={route.routeName === routeName}
              onClick={() => onGo(route.routeName)}
            >
              {route.label}
            </Button>
          ))}
        </div>
      </section>
      <div aria-hidden className="grid gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="h-32 rounded-lg border bg-surface" />
        ))}
      </div>
    </div>
  )
}

export interface FrameHarnessProps extends Omit<AppFrameProps, 'children'> {
  /** Sees every address the frame navigates to (a spy in stories and tests). */
  onNavigate?: (to: string) => void
}

/**
 * The frame as the panel runs it, for stories and tests: navigation moves between the
 * manifest's routes (so following a menu entry changes `routeName`, as a route change does in
 * the panel), around a placeholder page that can also jump to routes without a screen yet
 * (the IDE and the CMS page, which open the side panel).
 */
export function FrameHarness({ routeName: initialRoute, onNavigate, ...frame }: FrameHarnessProps) {
  const [routeName, setRouteName] = useState(initialRoute)
  // A new routeName from outside (a Storybook control, a test's rerender) is a route change too.
  const [given, setGiven] = useState(initialRoute)
  if (given !== initialRoute) {
    setGiven(initialRoute)
    setRouteName(initialRoute)
  }
  const navigate: Navigate = (to) => {
    onNavigate?.(to)
    const match = matchRoute(new URL(to, window.location.origin).pathname)
    if (match) setRouteName(match.route.name)
  }
  return (
    <NavigationProvider navigate={navigate}>
      <AppFrame {...frame} routeName={routeName}>
        <PlaceholderPage routeName={routeName} onGo={setRouteName} />
      </AppFrame>
    </NavigationProvider>
  )
}
