import useSWR from 'swr'
import { whitelabelKeys } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { ErrorState, Skeleton, SkeletonGroup } from '@vitrine/ui'
import { errorMessage } from '../../shared/server-errors.ts'
import {
  SmtpSettingsForm,
  type SmtpSettingsTexts,
} from '../../shared/smtp-settings/SmtpSettingsForm.tsx'
import { ResellerHeader } from '../shared/ResellerHeader.tsx'

const RESELLER_SMTP_TEXTS: SmtpSettingsTexts = {
  formLabel: 'Servidor SMTP da revenda',
  notConfigured:
    'Nenhum SMTP da revenda cadastrado: os e-mails das lojas saem pelo servidor da Vitrine.',
  saved: 'SMTP da revenda salvo.',
  removed: 'SMTP da revenda removido.',
  removeTitle: 'Remover o SMTP da revenda?',
  removeDescription:
    'Os e-mails das lojas sem SMTP próprio voltam a sair pelo servidor da Vitrine. A senha guardada é apagada.',
}

/**
 * Revenda › SMTP (/whitelabel/smtp): the reseller's mail server, through which every store of
 * the reseller without its own SMTP sends (store → reseller → platform). The password is
 * write-only; "Testar conexão" connects with the form's values and says why it could not.
 */
export function SmtpScreen() {
  const api = useApi()
  const smtp = useSWR(whitelabelKeys.smtp(), () => api.whitelabel.smtp())
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <ResellerHeader
        page="smtp"
        title="SMTP da revenda"
        description="Os e-mails das lojas da revenda saem por este servidor, com o seu remetente — salvo as lojas que têm SMTP próprio."
      />
      {smtp.error ? (
        <ErrorState
          titleAs="h2"
          bordered
          title="Não foi possível carregar o SMTP da revenda"
          message={errorMessage(smtp.error)}
          onRetry={() => void smtp.mutate()}
        />
      ) : !smtp.data ? (
        <SkeletonGroup label="Carregando o SMTP">
          <Skeleton className="h-9 w-full max-w-xl" />
          <Skeleton className="h-9 w-full max-w-xl" />
        </SkeletonGroup>
      ) : (
        <SmtpSettingsForm
          key={smtp.data.updated_at ?? 'platform'}
          settings={smtp.data}
          canWrite
          texts={RESELLER_SMTP_TEXTS}
          save={(input) => api.whitelabel.saveSmtp(input)}
          verify={(input) => api.whitelabel.verifySmtp(input)}
          remove={() => api.whitelabel.removeSmtp()}
          onSaved={(saved) => void smtp.mutate(saved, { revalidate: false })}
        />
      )}
    </div>
  )
}
