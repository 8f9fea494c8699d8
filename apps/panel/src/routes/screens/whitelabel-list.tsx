import { useSnapshot } from 'valtio'
import { WhitelabelListScreen } from '@vitrine/features/whitelabel/list'
import { useWhitelabelStore } from '../../session/session-context.tsx'

export default function WhitelabelList() {
  const { data } = useSnapshot(useWhitelabelStore().state)
  return <WhitelabelListScreen reseller={{ name: data?.name ?? 'Revenda' }} />
}
