import { useState } from 'react'
import useSWR from 'swr'
import { controlKeys, type Level, type Manager } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  useNotify,
} from '@vitrine/ui'
import { UserPlus, Users } from 'lucide-react'
import { NoAccessState, ReadOnlyNote } from '../shared/AccessNotes.tsx'
import { SettingsPage } from '../shared/SettingsPage.tsx'
import { EditAccessDialog } from './EditAccessDialog.tsx'
import { InviteDialog } from './InviteDialog.tsx'
import { managerName, ManagerTable } from './ManagerTable.tsx'

export interface UsersScreenProps {
  appId: number
  /** The viewer's level in the settings area. */
  level: Level
}

/** "Usuários e permissões": who has access to the store, and with which levels and roles. */
export function UsersScreen({ appId, level }: UsersScreenProps) {
  const api = useApi()
  const notify = useNotify()
  const canChange = level === 'write'
  const { data, error, mutate, isLoading } = useSWR(
    level === 'none' ? null : controlKeys.managers(appId),
    () => api.control.managers(appId),
  )
  const [inviting, setInviting] = useState(false)
  const [opened, setOpened] = useState<Manager | null>(null)
  const [removing, setRemoving] = useState<Manager | null>(null)
  // The confirmation keeps showing its person while it closes.
  const [lastRemoving, setLastRemoving] = useState<Manager | null>(null)

  const inviteButton = canChange ? (
    <Button onClick={() => setInviting(true)}>
      <UserPlus aria-hidden />
      Convidar pessoa
    </Button>
  ) : null

  async function remove(manager: Manager) {
    if (manager.status === 'pending') {
      await api.control.cancelInvitation(appId, manager.id)
      notify({ type: 'success', message: `Convite para ${manager.email} cancelado.` })
    } else {
      await api.control.remove(appId, manager.id)
      notify({ type: 'success', message: `${managerName(manager)} não tem mais acesso à loja.` })
    }
    void mutate()
  }

  const confirming = removing ?? lastRemoving

  return (
    <SettingsPage
      title="Usuários e permissões"
      description="Quem pode acessar esta loja e o que cada pessoa pode ver ou alterar."
      action={level === 'none' ? null : inviteButton}
    >
      {level === 'none' ? (
        <NoAccessState />
      ) : error ? (
        <ErrorState
          titleAs="h2"
          title="Não foi possível carregar as pessoas com acesso"
          message={error instanceof Error ? error.message : undefined}
          onRetry={() => mutate()}
        />
      ) : isLoading || !data ? (
        <SkeletonGroup label="Carregando pessoas com acesso" className="gap-0">
          <Card className="gap-0 py-0">
            {[0, 1, 2].map((row) => (
              <div
                key={row}
                className="flex items-center gap-3 border-b border-border px-4 py-3 last:border-b-0"
              >
                <Skeleton shape="circle" className="size-8" />
                <Skeleton className="w-48" />
                <Skeleton className="ms-auto w-64" />
              </div>
            ))}
          </Card>
        </SkeletonGroup>
      ) : (
        <>
          {canChange ? null : (
            <ReadOnlyNote>
              Você pode ver quem tem acesso à loja, mas só quem tem permissão de edição em
              Configurações pode convidar, alterar ou remover pessoas.
            </ReadOnlyNote>
          )}
          <Card className="gap-0 py-0">
            <ManagerTable
              list={data}
              canChange={canChange}
              onOpen={setOpened}
              onRemove={(manager) => {
                setRemoving(manager)
                setLastRemoving(manager)
              }}
            />
            {data.managers.length === 0 ? (
              <EmptyState
                titleAs="h2"
                className="border-t border-border"
                icon={<Users aria-hidden />}
                title="Ninguém além de você tem acesso ainda."
                description="Convide quem ajuda a cuidar da loja e escolha o que cada pessoa pode ver ou alterar."
                action={inviteButton}
              />
            ) : null}
          </Card>
        </>
      )}

      {canChange ? (
        <InviteDialog
          appId={appId}
          open={inviting}
          onOpenChange={setInviting}
          onSaved={({ manager, invited }) => {
            setInviting(false)
            notify({
              type: 'success',
              message: invited
                ? `Convite enviado para ${manager.email}.`
                : `${managerName(manager)} agora tem acesso à loja.`,
            })
            void mutate()
          }}
        />
      ) : null}
      <EditAccessDialog
        appId={appId}
        manager={opened}
        canChange={canChange}
        onClose={() => setOpened(null)}
        onSaved={(manager) => {
          setOpened(null)
          notify({ type: 'success', message: `Permissões de ${managerName(manager)} salvas.` })
          void mutate()
        }}
      />
      {canChange && confirming ? (
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => (open ? undefined : setRemoving(null))}
          tone="danger"
          title={
            confirming.status === 'pending'
              ? `Cancelar o convite para ${confirming.email}?`
              : `Remover o acesso de ${managerName(confirming)}?`
          }
          description={
            confirming.status === 'pending'
              ? 'O link enviado por e-mail deixa de funcionar. Você pode convidar de novo quando quiser.'
              : 'A pessoa deixa de acessar a loja na hora. Você pode convidá-la de novo quando quiser.'
          }
          confirmLabel={confirming.status === 'pending' ? 'Cancelar convite' : 'Remover acesso'}
          cancelLabel="Voltar"
          onConfirm={() => remove(confirming)}
        />
      ) : null}
    </SettingsPage>
  )
}
