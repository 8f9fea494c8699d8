import useSWR from 'swr'
import { authKeys, type Registered } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert, AlertDescription, AlertTitle, Skeleton } from '@vitrine/ui'
import {
  CheckboxField,
  Form,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
} from '@vitrine/ui/form'
import { professionOptions } from '../../shared/professions.ts'
import { href } from '../../routes/entry-routes.ts'
import { Link } from '../../routes/navigation.tsx'
import { AuthCard } from '../shared/auth-card.tsx'
import { showServerError } from '../../shared/server-errors.ts'

// The sign-in pages are on the first-load path: their rules load with the first interaction.
const loadRegistrationSchema = () =>
  import('@vitrine/api/auth/forms/registration').then((forms) => forms.RegistrationSchema)

export interface RegisterScreenProps {
  /**
   * Called with the new account's session (and the store joined, when an invitation was
   * accepted); the host stores it and moves on.
   */
  onRegistered: (registered: Registered) => void
  /** The token of an invitation e-mail's link: registering accepts it. */
  invitation?: string
}

export function RegisterScreen({ onRegistered, invitation }: RegisterScreenProps) {
  const api = useApi()
  const invited = useSWR(invitation ? authKeys.invitation(invitation) : null, () =>
    api.auth.invitation(invitation!),
  )
  if (invitation && invited.isLoading) {
    return (
      <AuthCard title="Criar sua conta">
        <div role="status" aria-label="Carregando o convite" className="flex flex-col gap-4">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      </AuthCard>
    )
  }
  return (
    <AuthCard
      title="Criar sua conta"
      description="Comece a vender com a Vitrine em poucos minutos."
      footer={
        <p>
          Já tem conta?{' '}
          <Link className="font-medium text-primary hover:underline" href={href('auth-login')}>
            Entrar
          </Link>
        </p>
      }
    >
      {invited.data?.has_account ? (
        <Alert tone="info">
          <AlertTitle>Você já tem uma conta com este e-mail</AlertTitle>
          <AlertDescription>
            <Link
              className="font-medium underline"
              href={`${href('auth-login')}?${new URLSearchParams({ invitation: invitation ?? '' })}`}
            >
              Entre com ela
            </Link>{' '}
            para aceitar o convite para a loja {invited.data.app_name}.
          </AlertDescription>
        </Alert>
      ) : invited.data ? (
        <Alert tone="info">
          <AlertTitle>Você foi convidado para a loja {invited.data.app_name}</AlertTitle>
          <AlertDescription>
            {invited.data.invited_by} convidou você para ajudar a gerenciar a loja. Crie sua conta
            para aceitar.
          </AlertDescription>
        </Alert>
      ) : null}
      {invited.error ? (
        <Alert tone="warning">
          <AlertTitle>Este convite não vale mais</AlertTitle>
          <AlertDescription>
            Ele pode ter expirado ou já ter sido usado. Você ainda pode criar sua conta e pedir um
            novo convite.
          </AlertDescription>
        </Alert>
      ) : null}
      <Form
        schema={loadRegistrationSchema}
        aria-label="Criar conta"
        defaultValues={{
          name: '',
          email: invited.data?.email ?? '',
          phone: '',
          profession: '',
          password: '',
          password_confirm: '',
          accept_terms: false,
        }}
        onSubmit={async (registration, form) => {
          try {
            onRegistered(
              await api.auth.register(
                invited.data ? { ...registration, invitation } : registration,
              ),
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
              name="name"
              label="Nome completo"
              autoComplete="name"
              required
              autoFocus
            />
            <TextField
              control={control}
              name="email"
              label="E-mail"
              type="email"
              autoComplete="email"
              required
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                control={control}
                name="phone"
                label="Celular"
                type="tel"
                autoComplete="tel-national"
                placeholder="(11) 98765-4321"
                hint="Opcional"
              />
              <SelectField
                control={control}
                name="profession"
                label="Profissão"
                options={professionOptions}
                required
              />
            </div>
            <PasswordField
              control={control}
              name="password"
              label="Senha"
              autoComplete="new-password"
              hint="Pelo menos 8 caracteres, com letras e números."
              required
            />
            <PasswordField
              control={control}
              name="password_confirm"
              label="Confirme a senha"
              autoComplete="new-password"
              required
            />
            <CheckboxField
              control={control}
              name="accept_terms"
              label="Li e aceito os termos de uso e a política de privacidade."
            />
            <SubmitButton size="lg" className="w-full">
              Criar conta
            </SubmitButton>
          </>
        )}
      </Form>
    </AuthCard>
  )
}
