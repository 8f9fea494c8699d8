import type { ReactNode } from 'react'

export interface SettingsPageProps {
  title: string
  description: ReactNode
  /** The page's main action (e.g. "Convidar pessoa"), at the top right. */
  action?: ReactNode
  children: ReactNode
}

/** The frame shared by the settings screens: heading, one-line purpose, main action. */
export function SettingsPage({ title, description, action, children }: SettingsPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        {action}
      </header>
      {children}
    </div>
  )
}
