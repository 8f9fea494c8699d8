import { SettingsScreen } from '@vitrine/features/whitelabel/settings'
import { useWhitelabelStore } from '../../session/session-context.tsx'

/** A save re-brands the panel at once: the new name, colours and menu flags. */
export default function WhitelabelSettings() {
  const whitelabel = useWhitelabelStore()
  return <SettingsScreen onSaved={(settings) => whitelabel.rebrand(settings)} />
}
