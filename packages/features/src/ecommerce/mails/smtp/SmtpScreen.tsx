import useSWR from 'swr'
import { mailsKeys, type Level } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert, ErrorState, Skeleton, SkeletonGroup } from '@vitrine/ui'
import { errorMessage } from '../../../shared/server-errors.ts'
import {
  SmtpSettingsForm,
  type SmtpSettingsTexts,
} from '../../../shared/smtp-settings/SmtpSettingsForm.tsx'
import { EcommerceNoAccess } from '../../shared/EcommerceNoAccess.tsx'
import { MailsHeader } from '../shared/MailsHeader.tsx'

const STORE_SMTP_TEXTS: SmtpSettingsTexts = {
  formLabel: 'Servidor SMTP',
  notConfigured: 'Nenhum SMTP da loja cadastrado: os e-mails saem pelo servidor da Vitrine.',
  saved: 'SMTP salvo: os e-mails da loja saem por ele.',
  removed: 'SMTP removido: os e-mails voltam a sair pela Vitrine.',
  removeTitle: 'Remover o SMTP da loja?',
  removeDescription:
    'Os e-mails voltam a sair pelo servidor da Vitrine. A senha guardada é apagada.',
}

export interface SmtpScreenProps {
  appId: number
  /** The viewer's e-commerce level: read sees the settings (never the password), write changes. */
  level: Level
}

/**
 * E-commerce › E-mails › SMTP (issue 15 item 1): the store's own mail server. Until one is
 * saved the platform sends; the password is write-only; "Testar conexão" asks the server to
 * connect with the form's values and says in Portuguese why it could not.
 */
export function SmtpScreen({ appId, level }: SmtpScreenProps) {
  const api = useApi()
  const allowed = level !== 'none'
  const smtp = useSWR(allowed ? mailsKeys.smtp(appId) : null, () => api.mails.getSmtp(appId))
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <MailsHeader
        appId={appId}
        page="smtp"
        title="SMTP"
        description="O servidor de e-mail da loja: as mensagens saem com o seu domínio e o seu remetente."
      />
      {!allowed ? (
        <EcommerceNoAccess />
      ) : smtp.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar o SMTP"
          message={errorMessage(smtp.error)}
          onRetry={() => void smtp.mutate()}
        />
      ) : !smtp.data ? (
        <SkeletonGroup label="Carregando o SMTP">
          <Skeleton className="h-9 w-full max-w-xl" />
          <Skeleton className="h-9 w-full max-w-xl" />
          <Skeleton className="h-9 w-full max-w-xl" />
        </SkeletonGroup>
      ) : (
        <SmtpSettingsForm
          key={smtp.data.updated_at ?? 'platform'}
          settings={smtp.data}
          canWrite={level === 'write'}
          texts={STORE_SMTP_TEXTS}
          readOnlyNotice={
            <Alert tone="info">
              Você pode ver o SMTP, mas não alterá-lo: peça acesso de edição ao e-commerce.
            </Alert>
          }
          save={(input) => api.mails.saveSmtp(appId, input)}
          verify={(input) => api.mails.verifySmtp(appId, input)}
          remove={() => api.mails.removeSmtp(appId)}
          onSaved={(saved) => void smtp.mutate(saved, { revalidate: false })}
        />
      )}
    </div>
  )
}
