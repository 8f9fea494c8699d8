import type { Level } from '@vitrine/api'
import { Alert } from '@vitrine/ui'
import { EcommerceNoAccess } from '../../shared/EcommerceNoAccess.tsx'
import { MailsHeader } from '../shared/MailsHeader.tsx'
import { MailGroupList } from './MailGroupList.tsx'

export interface TransactionalMailsScreenProps {
  appId: number
  /** The viewer's e-commerce level: read sees the mails, write switches and edits them. */
  level: Level
}

/**
 * E-commerce › E-mails › Transacionais (section 2, issue 15 item 1): the mails the store sends
 * on order and account events, each switched on or off and opened in the editor.
 */
export function TransactionalMailsScreen({ appId, level }: TransactionalMailsScreenProps) {
  const allowed = level !== 'none'
  const canWrite = level === 'write'
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <MailsHeader
        appId={appId}
        page="transactional"
        title="E-mails transacionais"
        description="As mensagens que a loja envia a cada pedido, pagamento e acesso à conta do cliente."
      />
      {!allowed ? (
        <EcommerceNoAccess />
      ) : (
        <>
          {canWrite ? null : (
            <Alert tone="info">
              Você pode ver os e-mails, mas não alterá-los: peça acesso de edição ao e-commerce.
            </Alert>
          )}
          <MailGroupList
            appId={appId}
            group="transactional"
            canWrite={canWrite}
            label="E-mails transacionais"
          />
        </>
      )}
    </div>
  )
}
