import { useState } from 'react'
import { isApiError, type EmailVerified } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert, AlertDescription, AlertTitle, Button } from '@vitrine/ui'
import { href } from '../../routes/manifest.ts'
import { Link } from '../../routes/navigation.tsx'
import { ResendVerification } from '../../shared/ResendVerification.tsx'
import { AuthCard } from '../shared/auth-card.tsx'

export interface VerifyEmailScreenProps {
  /** The token of the confirmation e-mail's link. */
  token: string
  /** Whether this browser has a session: where the way on leads, and whether a new link can be asked for here. */
  signedIn: boolean
  /** The address is confirmed: the host refreshes the user it shows. */
  onVerified?: (verified: EmailVerified) => void
}

type Confirming =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'verified'; verified: EmailVerified }
  /** The link is unknown, used or expired: only a new one helps. */
  | { kind: 'invalid' }
  /** Anything else (the server or the network failed): the same link can be tried again. */
  | { kind: 'failed'; message: string }

/** Statuses by which the server says the link itself is no good. */
const INVALID_LINK = new Set([400, 404, 410])

/**
 * Confirms an e-mail address from the link sent to it (issue 9). Nothing happens on load: mail
 * scanners open links to inspect them, so the person confirms with a press.
 */
export function VerifyEmailScreen({ token, signedIn, onVerified }: VerifyEmailScreenProps) {
  const api = useApi()
  const [confirming, setConfirming] = useState<Confirming>({ kind: 'idle' })

  const wayOn = signedIn ? (
    <Button asChild size="lg" className="w-full">
      <Link href={href('apps')}>Ir para minhas lojas</Link>
    </Button>
  ) : (
    <Button asChild size="lg" className="w-full">
      <Link href={href('auth-login')}>Entrar no painel</Link>
    </Button>
  )

  if (confirming.kind === 'verified') {
    const { email, changed } = confirming.verified
    return (
      <AuthCard title="E-mail confirmado">
        <Alert tone="success">
          <AlertTitle>Tudo certo!</AlertTitle>
          <AlertDescription>
            {changed
              ? `Seu e-mail agora é ${email}, no lugar do anterior. Use esse endereço para entrar no painel.`
              : `O endereço ${email} está confirmado. Agora você pode aceitar convites de lojas.`}
          </AlertDescription>
        </Alert>
        {wayOn}
      </AuthCard>
    )
  }

  if (confirming.kind === 'invalid') {
    return (
      <AuthCard title="Link inválido ou expirado">
        <Alert tone="warning">
          <AlertTitle>Este link não confirma mais o seu e-mail</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-2">
            <p>
              Cada link de confirmação vale uma vez e por tempo limitado. Se você trocou de e-mail
              mais de uma vez, só o link mais recente vale.
            </p>
            {signedIn ? (
              <>
                <p>Peça um novo link para o seu e-mail:</p>
                <ResendVerification />
              </>
            ) : (
              <p>
                Entre no painel e use “Reenviar link” no aviso do topo da página para receber um
                novo.
              </p>
            )}
          </AlertDescription>
        </Alert>
        {wayOn}
      </AuthCard>
    )
  }

  async function confirm() {
    setConfirming({ kind: 'pending' })
    try {
      const verified = await api.auth.verifyEmail(token)
      setConfirming({ kind: 'verified', verified })
      onVerified?.(verified)
    } catch (error) {
      setConfirming(
        isApiError(error) && INVALID_LINK.has(error.statusCode)
          ? { kind: 'invalid' }
          : {
              kind: 'failed',
              message: isApiError(error) ? error.message : 'Algo deu errado. Tente novamente.',
            },
      )
    }
  }

  return (
    <AuthCard
      title="Confirme seu e-mail"
      description="Falta pouco: confirme que este endereço de e-mail é seu."
    >
      {confirming.kind === 'failed' ? (
        <Alert tone="danger">
          <AlertTitle>Não foi possível confirmar agora</AlertTitle>
          <AlertDescription>{confirming.message}</AlertDescription>
        </Alert>
      ) : null}
      <Button
        size="lg"
        className="w-full"
        loading={confirming.kind === 'pending'}
        onClick={() => void confirm()}
      >
        Confirmar meu e-mail
      </Button>
    </AuthCard>
  )
}
