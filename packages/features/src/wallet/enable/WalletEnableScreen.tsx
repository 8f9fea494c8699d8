import { useState, type ReactNode } from 'react'
import {
  formatMoney,
  isApiError,
  type Level,
  type WalletBalance,
  type WalletSettings,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  SkeletonText,
  useNotify,
} from '@vitrine/ui'
import { Power, PowerOff } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'
import { formatDate } from '../../shared/format.ts'
import { errorMessage } from '../../shared/server-errors.ts'
import { useWalletSettings } from '../shared/use-wallet.ts'
import { balanceHref } from '../shared/wallet-links.ts'
import { WalletHeader } from '../shared/WalletHeader.tsx'
import { WalletNoAccess } from '../shared/WalletNoAccess.tsx'
import { WalletSettingsCards } from './WalletSettingsCards.tsx'

export interface WalletEnableScreenProps {
  appId: number
  /** The viewer's payments level (the `__wallet` role arrives as write): read sees; write switches. */
  level: Level
}

/** What turning the wallet on changes, said before the confirmation. */
const WHAT_CHANGES = [
  'O saldo disponível passa a poder ser sacado para a conta ou a chave pix da loja.',
  'Fornecedores cadastrados podem ser pagos com esse saldo, por pix ou transferência.',
  'Cada saque respeita o valor mínimo e o limite diário definidos abaixo.',
  'Para desativar depois, a carteira precisa estar vazia: nada disponível, a liberar ou em trânsito.',
]

/**
 * "Ativar/desativar" (issue 12 item 6): the wallet is off by default; turning it on says what
 * changes and asks for confirmation; turning it off is refused by the server while money is
 * held (409 `walletNotEmpty`), and the amounts it answers are shown with a way to the balance.
 * Below, the wallet's settings: the withdrawal limits and the store's account for withdrawals.
 */
export function WalletEnableScreen({ appId, level }: WalletEnableScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const wallet = useWalletSettings(appId, allowed)

  let body: ReactNode
  if (!allowed) body = <WalletNoAccess />
  else if (wallet.error && !wallet.data) {
    body = (
      <ErrorState
        titleAs="h2"
        bordered
        title="Não foi possível carregar a carteira"
        message={errorMessage(wallet.error)}
        onRetry={() => void wallet.mutate()}
      />
    )
  } else if (!wallet.data) {
    body = (
      <SkeletonGroup label="Carregando a carteira">
        <Card className="px-5">
          <Skeleton className="w-56" />
          <SkeletonText lines={4} />
        </Card>
      </SkeletonGroup>
    )
  } else {
    body = (
      <>
        {canWrite ? null : (
          <Alert tone="info" data-slot="read-only-note">
            Você pode ver se a carteira está ativa, os limites e a conta de saque; para mudar, é
            preciso permissão de edição em Pagamentos.
          </Alert>
        )}
        <EnableCard
          appId={appId}
          wallet={wallet.data}
          canWrite={canWrite}
          onChanged={(next) => wallet.mutate(next, { revalidate: false })}
        />
        <WalletSettingsCards
          appId={appId}
          settings={wallet.data}
          canWrite={canWrite}
          onSaved={(next) => wallet.mutate(next, { revalidate: false })}
        />
      </>
    )
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <WalletHeader
        appId={appId}
        page="enable"
        title="Ativar ou desativar a carteira"
        description="Com a carteira ativa, a loja saca o saldo e paga fornecedores pelo painel."
      />
      {body}
    </div>
  )
}

interface EnableCardProps {
  appId: number
  wallet: WalletSettings
  canWrite: boolean
  onChanged: (wallet: WalletSettings) => unknown
}

function EnableCard({ appId, wallet, canWrite, onChanged }: EnableCardProps) {
  const api = useApi()
  const notify = useNotify()
  // What the server said was still in the wallet when disabling was refused.
  const [held, setHeld] = useState<WalletBalance | null>(null)

  async function enable() {
    onChanged(await api.wallet.setEnabled(appId, true))
    setHeld(null)
    notify({ type: 'success', message: 'Carteira ativada.' })
  }

  async function disable() {
    try {
      onChanged(await api.wallet.setEnabled(appId, false))
      setHeld(null)
      notify({ type: 'success', message: 'Carteira desativada.' })
    } catch (error) {
      // Not a failure of the dialog: the page explains what keeps the wallet on.
      if (isApiError(error) && error.statusCode === 409 && isBalance(error.data)) {
        setHeld(error.data)
        return
      }
      throw error
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex flex-wrap items-center gap-2">
            {wallet.enabled ? 'A carteira está ativa' : 'A carteira está desativada'}
            <Badge tone={wallet.enabled ? 'success' : 'neutral'}>
              {wallet.enabled ? 'Ativa' : 'Desativada'}
            </Badge>
          </h2>
        </CardTitle>
        <CardDescription>
          {wallet.enabled
            ? wallet.enabled_at
              ? `Ativada em ${formatDate(wallet.enabled_at)}.`
              : 'Ativa.'
            : 'A loja recebe as vendas normalmente; só não saca nem paga fornecedores por aqui.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {wallet.enabled ? null : (
          <div className="flex flex-col gap-2">
            <p className="font-medium">Ao ativar:</p>
            <ul className="ms-5 list-disc space-y-1 text-sm">
              {WHAT_CHANGES.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        )}
        {held ? <StillHeld appId={appId} held={held} onDismiss={() => setHeld(null)} /> : null}
        {!canWrite ? null : wallet.enabled ? (
          <ConfirmDialog
            tone="danger"
            title="Desativar a carteira?"
            description="Sem a carteira, a loja não saca nem paga fornecedores pelo painel. Só é possível desativar com a carteira vazia."
            confirmLabel="Desativar carteira"
            cancelLabel="Manter ativa"
            onConfirm={disable}
            trigger={
              <Button variant="secondary" className="w-fit">
                <PowerOff aria-hidden />
                Desativar carteira
              </Button>
            }
          />
        ) : (
          <ConfirmDialog
            title="Ativar a carteira?"
            description="A loja passa a poder sacar o saldo disponível e pagar fornecedores com ele."
            confirmLabel="Ativar carteira"
            cancelLabel="Agora não"
            onConfirm={enable}
            trigger={
              <Button className="w-fit">
                <Power aria-hidden />
                Ativar carteira
              </Button>
            }
          >
            <ul className="ms-5 list-disc space-y-1 text-sm">
              {WHAT_CHANGES.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </ConfirmDialog>
        )}
      </CardContent>
    </Card>
  )
}

const isBalance = (data: unknown): data is WalletBalance =>
  typeof data === 'object' &&
  data !== null &&
  ['available_cents', 'pending_cents', 'blocked_cents'].every(
    (key) => typeof (data as Record<string, unknown>)[key] === 'number',
  )

/** Disabling was refused: the three amounts still in the wallet, and where to empty it. */
function StillHeld({
  appId,
  held,
  onDismiss,
}: {
  appId: number
  held: WalletBalance
  onDismiss: () => void
}) {
  const figures = [
    { label: 'Disponível', cents: held.available_cents },
    { label: 'A liberar', cents: held.pending_cents },
    { label: 'Em trânsito', cents: held.blocked_cents },
  ]
  return (
    <Alert tone="warning" data-slot="wallet-not-empty" onDismiss={onDismiss} dismissLabel="Fechar">
      <AlertTitle>A carteira ainda tem dinheiro e não pode ser desativada</AlertTitle>
      <AlertDescription>
        <dl className="my-2 grid gap-x-6 gap-y-1 sm:grid-cols-3">
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt className="text-sm">{figure.label}</dt>
              <dd className="font-semibold tabular-nums">{formatMoney(figure.cents)}</dd>
            </div>
          ))}
        </dl>
        <p>
          Saque o disponível e espere o que está a liberar e em trânsito chegar.{' '}
          <Link href={balanceHref(appId)} className="font-medium underline">
            Ver o saldo
          </Link>
        </p>
      </AlertDescription>
    </Alert>
  )
}
