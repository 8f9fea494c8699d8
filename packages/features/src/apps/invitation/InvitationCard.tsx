import { useId, useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { appKeys, authKeys, isApiError } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  Skeleton,
} from '@vitrine/ui'
import { href } from '../../routes/manifest.ts'
import { useNavigate } from '../../routes/navigation.tsx'
import { ResendVerification } from '../../shared/ResendVerification.tsx'

export interface InvitationCardProps {
  /** The token of the invitation's e-mail link. */
  token: string
  /** "Agora não" (or closing a dead invitation): the host forgets the invitation. */
  onClose: () => void
  /**
   * Joined: following an invitation sent to one's own address confirms it, so the host reloads
   * the signed-in user (its unconfirmed-e-mail notice goes).
   */
  onAccepted?: () => void
}

/** Why an invitation cannot be accepted (now or ever), in the invited person's words. */
interface Problem {
  title: string
  text: string
  /** Nothing this person can do makes this invitation work: no accept button. */
  final: boolean
  /** The account must confirm its e-mail first: offer a new link. */
  resend?: boolean
}

function problemOf(error: unknown, otherwise: string): Problem {
  const status = isApiError(error) ? error.statusCode : 0
  if (status === 403) {
    return {
      title: 'Confirme seu e-mail primeiro',
      text: 'Para aceitar convites, abra o link de confirmação que enviamos para o seu e-mail. Não encontrou? Peça outro.',
      final: false,
      resend: true,
    }
  }
  if (status === 409) {
    return {
      title: 'Este convite não pode mais ser aceito',
      text: 'Quem enviou o convite não pode mais conceder esse acesso à loja. Peça um novo convite a um responsável por ela.',
      final: true,
    }
  }
  if (status === 404) {
    return {
      title: 'Este convite não vale mais',
      text: 'Ele expirou, foi cancelado ou já foi usado. Se ainda precisa de acesso, peça um novo convite.',
      final: true,
    }
  }
  return {
    title: otherwise,
    text: isApiError(error) ? error.message : 'Algo deu errado. Tente novamente.',
    final: false,
  }
}

function ProblemAlert({ problem, onRetry }: { problem: Problem; onRetry?: () => void }) {
  return (
    // Something to do (confirm the e-mail, ask for a new invitation) is a warning, not a failure.
    <Alert tone={problem.final || problem.resend ? 'warning' : 'danger'}>
      <AlertTitle>{problem.title}</AlertTitle>
      <AlertDescription className="flex flex-col items-start gap-2">
        <p>{problem.text}</p>
        {problem.resend ? <ResendVerification /> : null}
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Tentar novamente
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  )
}

/**
 * An invitation to manage a store, for someone already signed in (the link of the invitation
 * e-mail leads here when the person has a session, or after a sign-in that could not accept
 * it): who invited them to which store, and the choice to accept it or not now.
 */
export function InvitationCard({ token, onClose, onAccepted }: InvitationCardProps) {
  const api = useApi()
  const navigate = useNavigate()
  const { mutate: revalidate } = useSWRConfig()
  const invited = useSWR(authKeys.invitation(token), () => api.auth.invitation(token), {
    // A dead invitation stays dead: asking again when the window regains focus changes nothing.
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
  const [accepting, setAccepting] = useState(false)
  const [refused, setRefused] = useState<Problem | null>(null)
  const titleId = useId()

  async function accept() {
    setAccepting(true)
    setRefused(null)
    try {
      const { app_id: appID } = await api.auth.acceptInvitation(token)
      void revalidate(appKeys.list())
      onAccepted?.()
      navigate(href('overview', { appID }))
    } catch (error) {
      setRefused(problemOf(error, 'Não foi possível aceitar o convite'))
      setAccepting(false)
    }
  }

  if (invited.isLoading) {
    return (
      <Card role="status" aria-busy="true" aria-label="Carregando o convite" className="p-6">
        <div className="flex flex-col gap-3">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-9 w-48 self-end" />
        </div>
      </Card>
    )
  }

  if (invited.error || !invited.data) {
    const problem = problemOf(invited.error, 'Não foi possível carregar o convite')
    return (
      <Card aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId}>Convite para gerenciar uma loja</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ProblemAlert
            problem={problem}
            onRetry={problem.final ? undefined : () => void invited.mutate()}
          />
        </CardContent>
        <CardFooter className="justify-end">
          <Button variant="secondary" onClick={onClose}>
            Fechar
          </Button>
        </CardFooter>
      </Card>
    )
  }

  const invitation = invited.data
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={titleId}>Convite para a loja {invitation.app_name}</h2>
        </CardTitle>
        <CardDescription>
          {invitation.invited_by
            ? `${invitation.invited_by} convidou você para ajudar a gerenciar a loja.`
            : 'Você foi convidado para ajudar a gerenciar a loja.'}
        </CardDescription>
      </CardHeader>
      {refused ? (
        <CardContent>
          <ProblemAlert problem={refused} />
        </CardContent>
      ) : null}
      <CardFooter className="justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {refused?.final ? 'Fechar' : 'Agora não'}
        </Button>
        {refused?.final ? null : (
          <Button loading={accepting} onClick={() => void accept()}>
            Aceitar convite
          </Button>
        )}
      </CardFooter>
    </Card>
  )
}
