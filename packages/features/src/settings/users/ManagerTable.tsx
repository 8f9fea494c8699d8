import type { Manager, ManagerList } from '@vitrine/api'
import {
  Avatar,
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@vitrine/ui'
import { Eye, Pencil, Trash2, X } from 'lucide-react'
import { formatDate } from '../../shared/format.ts'
import { AccessSummary } from './AccessSummary.tsx'

export interface ManagerTableProps {
  list: ManagerList
  /** Write level: edit and remove buttons; otherwise only a way to see each one's levels. */
  canChange: boolean
  onOpen: (manager: Manager) => void
  onRemove: (manager: Manager) => void
}

/** How a manager is called on screen: the name, or the address while an invitation is pending. */
export function managerName(manager: Pick<Manager, 'name' | 'email'>): string {
  return manager.name ?? manager.email
}

function Person({ name, email }: { name: string | null; email: string }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar name={name ?? email} size="sm" />
      <div className="flex min-w-0 flex-col">
        <span className="truncate font-medium">{name ?? email}</span>
        {name ? <span className="truncate text-sm text-muted-foreground">{email}</span> : null}
      </div>
    </div>
  )
}

export function ManagerTable({ list, canChange, onOpen, onRemove }: ManagerTableProps) {
  return (
    <Table aria-label="Pessoas com acesso à loja">
      <TableHeader>
        <TableRow>
          <TableHead>Pessoa</TableHead>
          <TableHead>Acesso</TableHead>
          <TableHead>Situação</TableHead>
          <TableHead>
            <span className="sr-only">Ações</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow data-owner>
          <TableCell>
            <Person name={list.owner.name} email={list.owner.email} />
          </TableCell>
          <TableCell>Acesso total a todas as áreas</TableCell>
          <TableCell>
            <Badge tone="primary">Proprietário</Badge>
          </TableCell>
          <TableCell />
        </TableRow>
        {list.managers.map((manager) => {
          const name = managerName(manager)
          const pending = manager.status === 'pending'
          return (
            <TableRow key={`${manager.status}-${manager.id}`}>
              <TableCell>
                <Person name={manager.name} email={manager.email} />
              </TableCell>
              <TableCell>
                <AccessSummary levels={manager.permissions} roles={manager.roles} />
              </TableCell>
              <TableCell>
                {pending ? (
                  <div className="flex flex-col gap-1">
                    <Badge tone="warning">Convite pendente</Badge>
                    {manager.expires_at ? (
                      <span className="text-sm whitespace-nowrap text-muted-foreground">
                        Expira em {formatDate(manager.expires_at)}
                      </span>
                    ) : null}
                  </div>
                ) : (
                  <Badge tone="success">Ativo</Badge>
                )}
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" size="sm" onClick={() => onOpen(manager)}>
                    {canChange ? <Pencil aria-hidden /> : <Eye aria-hidden />}
                    {canChange ? 'Editar' : 'Ver'}
                    <span className="sr-only"> permissões de {name}</span>
                  </Button>
                  {canChange ? (
                    <Button variant="ghost" size="sm" onClick={() => onRemove(manager)}>
                      {pending ? <X aria-hidden /> : <Trash2 aria-hidden />}
                      {pending ? 'Cancelar convite' : 'Remover'}
                      <span className="sr-only">
                        {pending ? ` para ${manager.email}` : ` o acesso de ${name}`}
                      </span>
                    </Button>
                  ) : null}
                </div>
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
