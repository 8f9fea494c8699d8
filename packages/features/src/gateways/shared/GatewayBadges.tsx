import type { Gateway } from '@vitrine/api'
import { Badge } from '@vitrine/ui'
import { environmentLabels } from './format.ts'

/** Sandbox or Produção: production is where real money moves, so it stands out. */
export function EnvironmentBadge({ environment }: Pick<Gateway, 'environment'>) {
  return (
    <Badge size="sm" tone={environment === 'production' ? 'success' : 'warning'}>
      {environmentLabels[environment]}
    </Badge>
  )
}

/** Ativo or Inativo: whether checkout offers the gateway. */
export function ActiveBadge({ active }: Pick<Gateway, 'active'>) {
  return (
    <Badge size="sm" tone={active ? 'primary' : 'neutral'}>
      {active ? 'Ativo' : 'Inativo'}
    </Badge>
  )
}
