import { useState } from 'react'
import type { Gateway } from '@vitrine/api'
import {
  Button,
  Card,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { Pencil } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'
import { formatDateTime } from '../../shared/format.ts'
import { ActiveBadge, EnvironmentBadge } from '../shared/GatewayBadges.tsx'
import { formatFees } from '../shared/format.ts'
import { editGatewayHref, gatewayDetailHref } from '../shared/links.ts'

export interface GatewayRowsProps {
  appId: number
  gateways: readonly Gateway[]
  /** Write level: the switch and "Editar"; read level sees badges only. */
  canWrite: boolean
  /** Switches a gateway on or off; rejects with the server's reason. */
  onActiveChange: (gateway: Gateway, active: boolean) => Promise<void>
}

const count = new Intl.NumberFormat('pt-BR')

/** One row per gateway of the type: what it is, whether it is on, what it costs and its use. */
export function GatewayRows({ appId, gateways, canWrite, onActiveChange }: GatewayRowsProps) {
  // The switches being saved: each waits for its answer before it can be pressed again.
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set())
  const toggle = async (gateway: Gateway, active: boolean) => {
    setSaving((current) => new Set(current).add(gateway.id))
    try {
      await onActiveChange(gateway, active)
    } finally {
      setSaving((current) => {
        const next = new Set(current)
        next.delete(gateway.id)
        return next
      })
    }
  }

  return (
    <Card className="gap-0 py-0">
      <Table aria-label="Meios de pagamento deste tipo">
        <TableHeader>
          <TableRow>
            <TableHead>Nome</TableHead>
            <TableHead>Ambiente</TableHead>
            <TableHead>Situação</TableHead>
            <TableHead>Taxas</TableHead>
            <TableHead className="text-right">Pagamentos</TableHead>
            <TableHead>Último pagamento</TableHead>
            {canWrite ? (
              // Positioned, so the hidden name stays inside the table's scroll box on a phone.
              <TableHead className="relative">
                <span className="sr-only">Ações</span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {gateways.map((gateway) => (
            <TableRow key={gateway.id} className="align-middle">
              <TableCell className="font-medium">
                <Link
                  href={gatewayDetailHref(gateway.type, appId, gateway.id)}
                  className="hover:underline"
                >
                  {gateway.name}
                </Link>
              </TableCell>
              <TableCell>
                <EnvironmentBadge environment={gateway.environment} />
              </TableCell>
              <TableCell>
                {canWrite ? (
                  <Switch
                    aria-label={`Ativo: ${gateway.name}`}
                    checked={gateway.active}
                    disabled={saving.has(gateway.id)}
                    onCheckedChange={(active) => void toggle(gateway, active)}
                  />
                ) : (
                  <ActiveBadge active={gateway.active} />
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatFees(gateway.fees)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {count.format(gateway.payments_count)}
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                {gateway.last_payment_at ? formatDateTime(gateway.last_payment_at) : 'Nenhum'}
              </TableCell>
              {canWrite ? (
                <TableCell className="text-right">
                  <Button asChild variant="ghost" size="sm">
                    <Link
                      href={editGatewayHref(gateway.type, appId, gateway.id)}
                      aria-label={`Editar ${gateway.name}`}
                    >
                      <Pencil aria-hidden />
                      Editar
                    </Link>
                  </Button>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  )
}
