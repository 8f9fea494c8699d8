import { useState, type ReactNode } from 'react'
import type { Level, StatementFilters } from '@vitrine/api'
import {
  Alert,
  Card,
  EmptyState,
  ErrorState,
  Skeleton,
  SkeletonGroup,
  SkeletonText,
} from '@vitrine/ui'
import { WalletMinimal } from 'lucide-react'
import { Link } from '../../routes/navigation.tsx'
import { errorMessage } from '../../shared/server-errors.ts'
import { useWalletBalance, useWalletSettings } from '../shared/use-wallet.ts'
import { enableHref } from '../shared/wallet-links.ts'
import { WalletHeader } from '../shared/WalletHeader.tsx'
import { WalletNoAccess } from '../shared/WalletNoAccess.tsx'
import { BalanceFigures } from './BalanceFigures.tsx'
import { PayoutsSection, usePayouts } from './PayoutsSection.tsx'
import { StatementSection, useStatement } from './StatementSection.tsx'
import { WithdrawDialog } from './WithdrawDialog.tsx'

export interface WalletBalanceScreenProps {
  appId: number
  /** The viewer's payments level (the `__wallet` role arrives as write): read sees; write withdraws. */
  level: Level
}

/**
 * "Saldo" (issue 12 item 6): the wallet's three figures from the ledger, the statement with its
 * filters and CSV, the withdrawals and supplier payments, and "Sacar" (write level, wallet on).
 * A wallet that is off says so and links to where it is turned on.
 */
export function WalletBalanceScreen({ appId, level }: WalletBalanceScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  const settings = useWalletSettings(appId, allowed)
  const balance = useWalletBalance(appId, allowed)
  const [filters, setFilters] = useState<StatementFilters>({})
  const statement = useStatement(appId, filters, allowed)
  const payouts = usePayouts(appId, allowed)

  const loads = [settings, balance]
  const failed = loads.find((load) => load.error && !load.data)?.error as unknown
  const enabled = settings.data?.enabled

  let body: ReactNode
  if (!allowed) body = <WalletNoAccess />
  else if (failed !== undefined) {
    body = (
      <ErrorState
        titleAs="h2"
        bordered
        title="Não foi possível carregar o saldo da carteira"
        message={errorMessage(failed)}
        onRetry={() => {
          for (const load of loads) if (load.error) void load.mutate()
        }}
      />
    )
  } else if (!settings.data || !balance.data) {
    body = <BalanceSkeleton />
  } else {
    body = (
      <>
        {enabled ? null : (
          <EmptyState
            titleAs="h2"
            bordered
            icon={<WalletMinimal aria-hidden />}
            title="A carteira está desativada"
            description={
              canWrite
                ? 'Ative a carteira para sacar o saldo disponível para a conta da loja e pagar fornecedores por aqui.'
                : 'Quem tem permissão de edição em Pagamentos pode ativá-la para sacar e pagar fornecedores.'
            }
            action={
              <Link href={enableHref(appId)} className="font-medium text-primary underline">
                {canWrite ? 'Ativar a carteira' : 'Ver a página de ativação'}
              </Link>
            }
          />
        )}
        {enabled && !canWrite ? (
          <Alert tone="info" data-slot="read-only-note">
            Você pode consultar o saldo, o extrato e os saques; para sacar, é preciso permissão de
            edição em Pagamentos.
          </Alert>
        ) : null}
        <BalanceFigures balance={balance.data} />
        <StatementSection
          appId={appId}
          filters={filters}
          onFiltersChange={setFilters}
          statement={statement}
        />
        <PayoutsSection payouts={payouts} />
      </>
    )
  }

  const withdraw =
    canWrite && enabled && settings.data && balance.data ? (
      <WithdrawDialog
        appId={appId}
        settings={settings.data}
        balance={balance.data}
        onWithdrawn={() =>
          Promise.all([balance.mutate(), settings.mutate(), statement.reload(), payouts.reload()])
        }
      />
    ) : null

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <WalletHeader
        appId={appId}
        page="balance"
        title="Saldo da carteira"
        description="O dinheiro da loja como o razão registra: o que está disponível, o que vai ser liberado e o que está a caminho."
        actions={withdraw}
      />
      {body}
    </div>
  )
}

function BalanceSkeleton() {
  return (
    <SkeletonGroup label="Carregando o saldo da carteira" className="flex flex-col gap-5">
      <div className="grid gap-4 md:grid-cols-3">
        {[1, 2, 3].map((card) => (
          <Card key={card} className="px-5">
            <Skeleton className="w-24" />
            <Skeleton className="h-8 w-40" />
            <SkeletonText lines={2} />
          </Card>
        ))}
      </div>
      <Card className="px-5">
        <Skeleton className="w-32" />
        <SkeletonText lines={6} />
      </Card>
    </SkeletonGroup>
  )
}
