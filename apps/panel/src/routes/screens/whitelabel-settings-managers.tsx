import { ManagersScreen } from '@vitrine/features/whitelabel/managers'

export default function WhitelabelSettingsManagers() {
  return <ManagersScreen />
}
