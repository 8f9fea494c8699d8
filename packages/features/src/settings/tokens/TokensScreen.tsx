import { useState } from 'react'
import useSWR from 'swr'
import { tokenKeys, type ApiToken, type Level } from '@vitrine/api'
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
import { KeyRound, Plus } from 'lucide-react'
import { NoAccessState, ReadOnlyNote } from '../shared/AccessNotes.tsx'
import { SettingsPage } from '../shared/SettingsPage.tsx'
import { CreateTokenDialog } from './CreateTokenDialog.tsx'
import { TokenTable } from './TokenTable.tsx'

export interface TokensScreenProps {
  appId: number
  /** The viewer's level in the settings area. */
  level: Level
}

/** "Tokens de API": keys other systems use to call the store's API, each with its own scope. */
export function TokensScreen({ appId, level }: TokensScreenProps) {
  const api = useApi()
  const notify = useNotify()
  const canChange = level === 'write'
  const { data, error, mutate, isLoading } = useSWR(
    level === 'none' ? null : tokenKeys.list(appId),
    () => api.tokens.list(appId),
  )
  const [creating, setCreating] = useState(false)
  const [revoking, setRevoking] = useState<ApiToken | null>(null)
  const [lastRevoking, setLastRevoking] = useState<ApiToken | null>(null)
  const confirming = revoking ?? lastRevoking

  const createButton = canChange ? (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      Criar token
    </Button>
  ) : null

  async function revoke(token: ApiToken) {
    await api.tokens.revoke(appId, token.id)
    notify({ type: 'success', message: `Token «${token.name}» revogado.` })
    await mutate()
  }

  return (
    <SettingsPage
      title="Tokens de API"
      description="Chaves para outros sistemas usarem a API da loja, cada uma com o seu escopo."
      action={level === 'none' ? null : createButton}
    >
      {level === 'none' ? (
        <NoAccessState />
      ) : error ? (
        <ErrorState
          titleAs="h2"
          title="Não foi possível carregar os tokens"
          message={error instanceof Error ? error.message : undefined}
          onRetry={() => mutate()}
        />
      ) : isLoading || !data ? (
        <SkeletonGroup label="Carregando tokens" className="gap-0">
          <Card className="gap-0 py-0">
            {[0, 1].map((row) => (
              <div
                key={row}
                className="flex gap-6 border-b border-border px-4 py-4 last:border-b-0"
              >
                <Skeleton className="w-40" />
                <Skeleton className="w-56" />
                <Skeleton className="ms-auto w-20" />
              </div>
            ))}
          </Card>
        </SkeletonGroup>
      ) : (
        <>
          {canChange ? null : (
            <ReadOnlyNote>
              Você pode ver os tokens da loja, mas só quem tem permissão de edição em Configurações
              pode criar ou revogar tokens.
            </ReadOnlyNote>
          )}
          {data.length === 0 ? (
            <EmptyState
              titleAs="h2"
              bordered
              icon={<KeyRound aria-hidden />}
              title="Nenhum token criado."
              description="Crie um token para que outro sistema, como um ERP, use a API da loja com o acesso que você escolher."
              action={createButton}
            />
          ) : (
            <Card className="gap-0 py-0">
              <TokenTable
                tokens={data}
                now={new Date()}
                canChange={canChange}
                onRevoke={(token) => {
                  setRevoking(token)
                  setLastRevoking(token)
                }}
              />
            </Card>
          )}
        </>
      )}

      {canChange ? (
        <CreateTokenDialog
          appId={appId}
          open={creating}
          onClose={(created) => {
            setCreating(false)
            if (created) void mutate()
          }}
        />
      ) : null}
      {canChange && confirming ? (
        <ConfirmDialog
          open={revoking !== null}
          onOpenChange={(open) => (open ? undefined : setRevoking(null))}
          tone="danger"
          title={`Revogar o token «${confirming.name}»?`}
          description="Os sistemas que usam este token deixam de acessar a API na hora. Não é possível desfazer."
          confirmLabel="Revogar token"
          cancelLabel="Voltar"
          onConfirm={() => revoke(confirming)}
        />
      ) : null}
    </SettingsPage>
  )
}
