import { PanelsScreen } from '@vitrine/features/whitelabel/panels'

export default function WhitelabelReportsPanels() {
  return <PanelsScreen />
}
