import type { ReactNode } from 'react'
import useSWR from 'swr'
import type { Level } from '@vitrine/api'
import { Alert, Button, ErrorState, Skeleton, SkeletonGroup } from '@vitrine/ui'
import { Save } from 'lucide-react'
import { errorMessage } from '../../shared/server-errors.ts'
import { EcommerceHeader, type EcommerceHeaderProps } from './EcommerceHeader.tsx'
import { EcommerceNoAccess } from './EcommerceNoAccess.tsx'

/** What the frame hands its form: the settings as loaded, the level, and where a save goes. */
export interface SettingsSlot<T> {
  settings: T
  canWrite: boolean
  /** The saved settings replace the loaded ones (no second read). */
  onSaved: (settings: T) => void
}

export interface SettingsFrameProps<P extends string, T> extends EcommerceHeaderProps<P> {
  /** The viewer's e-commerce level: read sees the settings, write changes them. */
  level: Level
  /** "as configurações": said while loading and when the load fails. */
  noun: string
  /** The settings' swr key and their read. */
  settingsKey: readonly unknown[]
  load: () => Promise<T>
  /** The skeleton lines' heights ("h-9"), one a line of the form to come. */
  skeleton: readonly string[]
  children: (slot: SettingsSlot<T>) => ReactNode
}

/**
 * An e-commerce settings screen (platform, search agreement): the header with its section's
 * tabs, then no access (level none: nothing asked of the server), the load's error with retry,
 * its skeleton, or the form.
 */
export function SettingsFrame<P extends string, T>({
  level,
  noun,
  settingsKey,
  load,
  skeleton,
  children,
  ...header
}: SettingsFrameProps<P, T>) {
  const allowed = level !== 'none'
  const settings = useSWR(allowed ? settingsKey : null, load)
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <EcommerceHeader {...header} />
      {!allowed ? (
        <EcommerceNoAccess />
      ) : settings.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title={`Não foi possível carregar ${noun}`}
          message={errorMessage(settings.error)}
          onRetry={() => void settings.mutate()}
        />
      ) : !settings.data ? (
        <SkeletonGroup label={`Carregando ${noun}`}>
          {skeleton.map((height, line) => (
            <Skeleton key={line} className={`${height} w-full max-w-xl`} />
          ))}
        </SkeletonGroup>
      ) : (
        children({
          settings: settings.data,
          canWrite: level === 'write',
          onSaved: (saved) => void settings.mutate(saved, { revalidate: false }),
        })
      )}
    </div>
  )
}

export interface SettingsFormProps {
  /** The form's accessible name. */
  label: string
  className: string
  canWrite: boolean
  onSave: () => Promise<void>
  /** Said at read level, first in the form: what the viewer may do, and whom to ask. */
  readOnlyNotice: string
  children: ReactNode
}

/** The settings' form: submitted only at write level, with the read level's notice first. */
export function SettingsForm(props: SettingsFormProps) {
  const { canWrite } = props
  return (
    <form
      aria-label={props.label}
      noValidate
      className={props.className}
      onSubmit={(event) => {
        event.preventDefault()
        if (canWrite) void props.onSave()
      }}
    >
      {canWrite ? null : <Alert tone="info">{props.readOnlyNotice}</Alert>}
      {props.children}
    </form>
  )
}

/** "Salvar", busy while the save is on its way. */
export function SaveButton({
  saving,
  disabled,
  className,
}: {
  saving: boolean
  disabled?: boolean
  className?: string
}) {
  return (
    <Button type="submit" className={className} loading={saving} disabled={disabled}>
      <Save aria-hidden />
      Salvar
    </Button>
  )
}
