import { RecoveryScreen } from '@vitrine/features/auth/recovery'
import type { ScreenContext } from '../screen-context.ts'

export default function Recovery({ params }: ScreenContext) {
  return <RecoveryScreen token={params.token ?? ''} />
}
