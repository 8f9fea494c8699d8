import { useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { fieldErrorsOf, issuesToFieldErrors, PayerSignInInputSchema } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { validationConfig } from '@vitrine/api/validation'
import { Alert } from '@vitrine/ui/components/alert'
import { Button } from '@vitrine/ui/components/button'
import { Input } from '@vitrine/ui/components/input'
import { PublicCard } from '../shared/PublicPage.tsx'
import type { SignInNotice } from './use-payer-session.ts'

/**
 * The e-mail form: the payer asks for a one-time link, then reads that it is on its way. The
 * answer is the same whether or not the address paid at the store, so the page says "if".
 */
export function SignInCard({ slug, notice }: { slug: string; notice: SignInNotice | null }) {
  const { payerAccounts } = useApi()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    setFailure(null)
    const parsed = v.safeParse(PayerSignInInputSchema, { email }, validationConfig('pt-BR'))
    if (!parsed.success) {
      setError(issuesToFieldErrors(parsed.issues).email ?? 'Informe um e-mail válido.')
      input.current?.focus()
      return
    }
    setError(null)
    setBusy(true)
    try {
      await payerAccounts.signIn(slug, { email: parsed.output.email })
      setSentTo(parsed.output.email)
    } catch (caught) {
      const field = fieldErrorsOf(caught).email
      if (field) setError(field)
      else {
        setFailure(
          caught instanceof Error && caught.message
            ? caught.message
            : 'Não foi possível enviar o link. Tente de novo.',
        )
      }
    } finally {
      setBusy(false)
    }
  }

  if (sentTo) {
    return (
      <PublicCard>
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          <h1 className="text-xl font-semibold">Confira seu e-mail</h1>
          <p>
            Se <strong className="break-all">{sentTo}</strong> tiver pagamentos nesta loja, você
            receberá um link de acesso em instantes. O link vale por 15 minutos e só pode ser usado
            uma vez.
          </p>
          <p className="text-sm text-muted-foreground">
            Não chegou? Confira a caixa de spam ou peça de novo.
          </p>
        </div>
        <Button type="button" variant="secondary" onClick={() => setSentTo(null)}>
          Pedir outro link
        </Button>
      </PublicCard>
    )
  }

  return (
    <PublicCard>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-xl font-semibold">Seus pagamentos</h1>
          <p className="text-muted-foreground">
            Enviaremos um link de acesso para o seu e-mail. Use o mesmo e-mail com que você pagou
            nesta loja.
          </p>
        </div>
        {notice?.kind === 'code-invalid' ? <Alert tone="warning">{notice.message}</Alert> : null}
        {notice?.kind === 'session-ended' ? (
          <Alert tone="info">Sua sessão terminou. Peça um novo link de acesso.</Alert>
        ) : null}
        <div className="flex flex-col gap-1">
          <label htmlFor="account-email" className="font-medium">
            E-mail
          </label>
          <Input
            ref={input}
            id="account-email"
            size="lg"
            type="email"
            autoComplete="email"
            inputMode="email"
            invalid={Boolean(error)}
            aria-describedby={error ? 'account-email-error' : undefined}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          {error ? (
            <p id="account-email-error" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </div>
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <Button type="submit" size="lg" loading={busy}>
          Enviar link de acesso
        </Button>
      </form>
    </PublicCard>
  )
}
