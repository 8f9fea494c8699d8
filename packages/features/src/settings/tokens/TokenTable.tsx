import type { ApiToken } from '@vitrine/api'
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
import { Ban } from 'lucide-react'
import { formatDate, formatDateTime } from '../../shared/format.ts'
import { summarizeLevels } from '../../shared/levels-summary.ts'
import { maskedSecret, tokenStatus, tokenStatusLabels, type TokenStatus } from './token-status.ts'

const statusTone = {
  active: 'success',
  revoked: 'neutral',
  expired: 'warning',
} as const satisfies Record<TokenStatus, string>

export interface TokenTableProps {
  tokens: ApiToken[]
  now: Date
  /** Write level: a revoke button on each active token. */
  canChange: boolean
  onRevoke: (token: ApiToken) => void
}

export function TokenTable({ tokens, now, canChange, onRevoke }: TokenTableProps) {
  return (
    <Table aria-label="Tokens de API">
      <TableHeader>
        <TableRow>
          <TableHead>Nome</TableHead>
          <TableHead>Escopo</TableHead>
          <TableHead>Criado</TableHead>
          <TableHead>Validade</TableHead>
          <TableHead>Último uso</TableHead>
          <TableHead>Situação</TableHead>
          {canChange ? (
            <TableHead>
              <span className="sr-only">Ações</span>
            </TableHead>
          ) : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {tokens.map((token) => {
          const status = tokenStatus(token, now)
          return (
            <TableRow key={token.id}>
              <TableCell>
                <div className="flex flex-col">
                  <span className="font-medium">{token.name}</span>
                  <code className="font-mono text-sm text-muted-foreground">
                    {maskedSecret(token.prefix)}
                  </code>
                </div>
              </TableCell>
              <TableCell className="text-sm">
                {summarizeLevels(token.scope).map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </TableCell>
              <TableCell className="text-sm">
                <div>{token.created_by.name}</div>
                <div className="text-muted-foreground">{formatDate(token.created_at)}</div>
              </TableCell>
              <TableCell className="text-sm whitespace-nowrap">
                {token.expires_at ? `Até ${formatDate(token.expires_at)}` : 'Sem validade'}
              </TableCell>
              <TableCell className="text-sm whitespace-nowrap">
                {token.last_used_at ? (
                  formatDateTime(token.last_used_at)
                ) : (
                  <span className="text-muted-foreground">Nunca usado</span>
                )}
              </TableCell>
              <TableCell>
                <Badge tone={statusTone[status]}>{tokenStatusLabels[status]}</Badge>
              </TableCell>
              {canChange ? (
                <TableCell className="text-end">
                  {status === 'active' ? (
                    <Button variant="ghost" size="sm" onClick={() => onRevoke(token)}>
                      <Ban aria-hidden />
                      Revogar<span className="sr-only"> o token «{token.name}»</span>
                    </Button>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
