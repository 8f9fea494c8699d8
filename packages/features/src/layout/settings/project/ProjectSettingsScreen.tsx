import type { Level } from '@vitrine/api'
import { SettingsFrame } from '../shared/SettingsFrame.tsx'
import { ProjectForm } from './ProjectForm.tsx'

export interface ProjectSettingsScreenProps {
  appId: number
  /** The layout level: read sees everything disabled, write saves. */
  level: Level
}

/**
 * Layout › Configurações › Projeto (issue 17 item 5): theme name, storefront domain, favicon,
 * colour and font tokens, scripts in head and body (with their warning), maintenance page.
 */
export function ProjectSettingsScreen({ appId, level }: ProjectSettingsScreenProps) {
  return (
    <SettingsFrame appId={appId} level={level} page="project">
      {(settings, saved) => (
        <ProjectForm
          appId={appId}
          settings={settings}
          canWrite={level === 'write'}
          onSaved={saved}
        />
      )}
    </SettingsFrame>
  )
}
