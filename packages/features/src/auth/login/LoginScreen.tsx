import type { Registered } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Form, PasswordField, SubmitButton, TextField } from '@vitrine/ui/form'
import { href } from '../../routes/entry-routes.ts'
import { Link } from '../../routes/navigation.tsx'
import { AuthCard } from '../shared/auth-card.tsx'
import { showServerError } from '../../shared/server-errors.ts'

// The sign-in pages are on the first-load path: their rules load with the first interaction.
const loadCredentialsSchema = () =>
  import('@vitrine/api/auth/forms/credentials').then((forms) => forms.CredentialsSchema)

export interface LoginScreenProps {
  /**
   * Called with the new session (and the store joined, when an invitation was accepted); the
   * host stores it and moves on.
   */
  onSignedIn: (session: Registered) => void
  /** The token of an invitation e-mail's link: signing in accepts it. */
  invitation?: string
  /** Pre-fills the address (e.g. right after registering elsewhere). */
  email?: string
}

export function LoginScreen({ onSignedIn, email = '', invitation }: LoginScreenProps) {
  const api = useApi()
  return (
    <AuthCard
      title="Entrar na Vitrine"
      description={
        invitation
          ? 'Entre com a sua conta para aceitar o convite.'
          : 'Acesse o painel da sua loja.'
      }
      footer={
        <p>
          Ainda não tem conta?{' '}
          <Link className="font-medium text-primary hover:underline" href={href('auth-register')}>
            Criar conta
          </Link>
        </p>
      }
    >
      <Form
        schema={loadCredentialsSchema}
        defaultValues={{ email, password: '' }}
        aria-label="Entrar"
        onSubmit={async (credentials, form) => {
          try {
            onSignedIn(
              await api.auth.login(invitation ? { ...credentials, invitation } : credentials),
            )
          } catch (error) {
            showServerError(form, error)
          }
        }}
      >
        {({ control }) => (
          <>
            <TextField
              control={control}
              name="email"
              label="E-mail"
              type="email"
              autoComplete="email"
              required
              autoFocus
            />
            <PasswordField
              control={control}
              name="password"
              label="Senha"
              autoComplete="current-password"
              required
            />
            <Link
              className="-mt-2 self-end text-sm font-medium text-primary hover:underline"
              href={href('auth-forgot-password')}
            >
              Esqueci minha senha
            </Link>
            <SubmitButton size="lg" className="w-full">
              Entrar
            </SubmitButton>
          </>
        )}
      </Form>
    </AuthCard>
  )
}
