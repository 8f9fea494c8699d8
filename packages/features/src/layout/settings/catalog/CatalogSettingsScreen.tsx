import type { Level } from '@vitrine/api'
import { SettingsFrame } from '../shared/SettingsFrame.tsx'
import { CatalogForm } from './CatalogForm.tsx'

export interface CatalogSettingsScreenProps {
  appId: number
  /** The layout level: read sees everything disabled, write saves. */
  level: Level
}

/**
 * Layout › Configurações › Catálogo (issue 17 item 5): products per page, default order,
 * sold-out products, the price line with or without installments, the images' ratio.
 */
export function CatalogSettingsScreen({ appId, level }: CatalogSettingsScreenProps) {
  return (
    <SettingsFrame appId={appId} level={level} page="catalog">
      {(settings, saved) => (
        <CatalogForm
          appId={appId}
          settings={settings}
          canWrite={level === 'write'}
          onSaved={saved}
        />
      )}
    </SettingsFrame>
  )
}
