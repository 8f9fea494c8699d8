import { useState } from 'react'
import useSWR from 'swr'
import { fieldErrorsOf, isApiError, whitelabelKeys, type ResellerManager } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Field,
  Input,
  Skeleton,
  SkeletonGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useNotify,
} from '@vitrine/ui'
import { UserPlus, Users } from 'lucide-react'
import { formatDate } from '../../shared/format.ts'
import { errorMessage } from '../../shared/server-errors.ts'
import { ResellerHeader } from '../shared/ResellerHeader.tsx'

/**
 * Revenda › Equipe (/whitelabel/settings/managers): the people who run the reseller. An address
 * with an account joins at once; any other gets an invitation by e-mail and joins once it signs
 * up with that address confirmed. Removing asks first; nobody removes themself.
 */
export function ManagersScreen() {
  const api = useApi()
  const team = useSWR(whitelabelKeys.managers(), () => api.whitelabel.managers())
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <ResellerHeader
        page="managers"
        title="Equipe"
        description="Quem administra a revenda: estas pessoas gerenciam todas as lojas dela."
      />
      <InviteForm onAdded={() => void team.mutate()} />
      {team.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar a equipe"
          message={errorMessage(team.error)}
          onRetry={() => void team.mutate()}
        />
      ) : !team.data ? (
        <SkeletonGroup label="Carregando a equipe">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </SkeletonGroup>
      ) : team.data.length === 0 ? (
        <EmptyState
          titleAs="h2"
          icon={<Users aria-hidden />}
          title="Ninguém na equipe ainda"
          description="Convide as pessoas que vão administrar a revenda pelo e-mail acima."
        />
      ) : (
        <TeamTable team={team.data} onRemoved={() => void team.mutate()} />
      )}
    </div>
  )
}

function InviteForm({ onAdded }: { onAdded: () => void }) {
  const api = useApi()
  const notify = useNotify()
  const [email, setEmail] = useState('')
  const [message, setMessage] = useState<string | undefined>()
  const [sending, setSending] = useState(false)

  async function invite() {
    setSending(true)
    setMessage(undefined)
    try {
      const added = await api.whitelabel.inviteManager(email)
      notify({
        type: 'success',
        message:
          added.status === 'active'
            ? `${added.name ?? added.email} agora faz parte da equipe.`
            : `Convite enviado para ${added.email}.`,
      })
      setEmail('')
      onAdded()
    } catch (error) {
      setMessage(
        fieldErrorsOf(error).email ??
          (isApiError(error) ? error.message : 'Não foi possível convidar.'),
      )
    } finally {
      setSending(false)
    }
  }

  return (
    <form
      aria-label="Convidar para a equipe"
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        void invite()
      }}
    >
      <Field label="E-mail" className="min-w-64 flex-1" message={message}>
        <Input
          type="email"
          value={email}
          placeholder="pessoa@suarevenda.com.br"
          autoComplete="off"
          onChange={(event) => {
            setEmail(event.target.value)
            setMessage(undefined)
          }}
        />
      </Field>
      <Button type="submit" loading={sending} className={message ? 'mb-6' : undefined}>
        <UserPlus aria-hidden />
        Convidar
      </Button>
    </form>
  )
}

function TeamTable({ team, onRemoved }: { team: ResellerManager[]; onRemoved: () => void }) {
  const api = useApi()
  const notify = useNotify()
  const [failure, setFailure] = useState<string | null>(null)

  async function remove(person: ResellerManager) {
    setFailure(null)
    try {
      await api.whitelabel.removeManager(person.id)
      notify({
        type: 'success',
        message:
          person.status === 'invited'
            ? `Convite de ${person.email} cancelado.`
            : `${person.name ?? person.email} saiu da equipe.`,
      })
      onRemoved()
    } catch (error) {
      setFailure(isApiError(error) ? error.message : 'Não foi possível remover.')
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <Table aria-label="Equipe da revenda">
        <TableHeader>
          <TableRow>
            <TableHead>Pessoa</TableHead>
            <TableHead>Situação</TableHead>
            <TableHead>Desde</TableHead>
            <TableHead>
              <span className="sr-only">Ações</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {team.map((person) => (
            <TableRow key={`${person.status}-${person.id}`}>
              <TableCell>
                <div className="flex flex-col">
                  <span className="font-medium">
                    {person.name ?? person.email}
                    {person.me ? ' (você)' : ''}
                  </span>
                  {person.name ? (
                    <span className="text-sm text-muted-foreground">{person.email}</span>
                  ) : null}
                </div>
              </TableCell>
              <TableCell>
                {person.status === 'active' ? (
                  <Badge tone="success" size="sm">
                    Ativo
                  </Badge>
                ) : (
                  <Badge tone="warning" size="sm">
                    Convite enviado
                  </Badge>
                )}
              </TableCell>
              <TableCell>{formatDate(person.created_at)}</TableCell>
              <TableCell className="text-right">
                {person.me ? null : (
                  <ConfirmDialog
                    title={
                      person.status === 'invited'
                        ? `Cancelar o convite de ${person.email}?`
                        : `Remover ${person.name ?? person.email} da equipe?`
                    }
                    description={
                      person.status === 'invited'
                        ? 'O link do convite deixa de valer.'
                        : 'A pessoa deixa de administrar a revenda e as lojas dela na hora.'
                    }
                    confirmLabel={person.status === 'invited' ? 'Cancelar convite' : 'Remover'}
                    tone="danger"
                    onConfirm={() => remove(person)}
                    trigger={
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        aria-label={`${person.status === 'invited' ? 'Cancelar convite de' : 'Remover'} ${person.name ?? person.email}`}
                      >
                        {person.status === 'invited' ? 'Cancelar convite' : 'Remover'}
                      </Button>
                    }
                  />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}
