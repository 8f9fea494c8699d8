import { useFormContext, useWatch } from 'react-hook-form'
import { PROVIDER_CREDENTIALS, type GatewayProvider } from '@vitrine/api'
import { Badge, Button } from '@vitrine/ui'
import { PasswordField } from '@vitrine/ui/form'
import { credentialLabels } from '../shared/format.ts'

export interface CredentialsFieldsProps {
  provider: GatewayProvider
  /** Which credentials the stored gateway has (none for a new one). */
  stored: Record<string, boolean>
}

/**
 * Write-only credentials: never shown, only typed. A stored one reads "Configurada — deixe em
 * branco para manter"; typing replaces it, "Remover" clears it on save (sends null).
 */
export function CredentialsFields({ provider, stored }: CredentialsFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {PROVIDER_CREDENTIALS[provider].map((key) => (
        <CredentialField key={key} name={key} stored={stored[key] === true} />
      ))}
    </div>
  )
}

function CredentialField({ name, stored }: { name: string; stored: boolean }) {
  const { setValue } = useFormContext()
  const path = `credentials.${name}`
  const value = useWatch({ name: path }) as string | null | undefined
  const label = credentialLabels[name] ?? name
  const set = (next: string | null) =>
    setValue(path, next, { shouldDirty: true, shouldValidate: false })

  if (value === null) {
    return (
      <div className="flex flex-col gap-1.5" data-slot="credential-removed">
        <span className="font-medium">{label}</span>
        <div className="flex flex-wrap items-center gap-2">
          <Badge size="sm" tone="warning">
            Será removida ao salvar
          </Badge>
          <Button variant="ghost" size="sm" onClick={() => set('')}>
            Desfazer
          </Button>
        </div>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-1.5">
      <PasswordField
        name={path}
        label={label}
        autoComplete="new-password"
        spellCheck={false}
        hint={
          stored
            ? 'Configurada — deixe em branco para manter.'
            : 'Não configurada. Opcional no sandbox.'
        }
      />
      {stored ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          aria-label={`Remover ${label}`}
          onClick={() => set(null)}
        >
          Remover
        </Button>
      ) : null}
    </div>
  )
}
