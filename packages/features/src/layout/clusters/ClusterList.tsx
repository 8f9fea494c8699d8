import type { Cluster } from '@vitrine/api'
import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { Eye, Pencil, Trash2 } from 'lucide-react'
import { KIND_LABELS } from './cluster-form.ts'

/** "12 produtos", "10.000 ou mais produtos". */
function countText(cluster: Cluster): string {
  const count = cluster.product_count.toLocaleString('pt-BR')
  if (!cluster.count_exact) return `${count} ou mais produtos`
  return `${count} ${cluster.product_count === 1 ? 'produto' : 'produtos'}`
}

/**
 * The store's clusters by name: kind, products (a manual cluster's list, an automatic one's
 * matches now), whether active, and the code a condition «Cluster» can be typed with.
 */
export function ClusterList({
  clusters,
  canWrite,
  onOpen,
  onDelete,
}: {
  clusters: Cluster[]
  canWrite: boolean
  onOpen: (cluster: Cluster) => void
  onDelete: (cluster: Cluster) => void
}) {
  return (
    <Table aria-label="Clusters">
      <TableHeader>
        <TableRow>
          <TableHead>Cluster</TableHead>
          <TableHead>Tipo</TableHead>
          <TableHead>Produtos</TableHead>
          <TableHead>Situação</TableHead>
          <TableHead>Código</TableHead>
          <TableHead>
            <span className="sr-only">Ações</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {clusters.map((cluster) => (
          <TableRow key={cluster.id}>
            <TableCell>
              <div className="flex flex-col">
                <span className="font-medium">{cluster.name}</span>
                <span className="text-xs text-muted-foreground">
                  {cluster.description || `/${cluster.slug}`}
                </span>
              </div>
            </TableCell>
            <TableCell>
              <Badge tone={cluster.kind === 'manual' ? 'neutral' : 'info'}>
                {KIND_LABELS[cluster.kind]}
              </Badge>
            </TableCell>
            <TableCell className="tabular-nums">{countText(cluster)}</TableCell>
            <TableCell>
              <Badge tone={cluster.active ? 'success' : 'neutral'}>
                {cluster.active ? 'Ativo' : 'Inativo'}
              </Badge>
            </TableCell>
            <TableCell className="tabular-nums">{cluster.id}</TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`${canWrite ? 'Editar' : 'Ver'} ${cluster.name}`}
                  onClick={() => onOpen(cluster)}
                >
                  {canWrite ? <Pencil aria-hidden /> : <Eye aria-hidden />}
                  {canWrite ? 'Editar' : 'Ver'}
                </Button>
                {canWrite ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Excluir ${cluster.name}`}
                    onClick={() => onDelete(cluster)}
                  >
                    <Trash2 aria-hidden />
                    Excluir
                  </Button>
                ) : null}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
