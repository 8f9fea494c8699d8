import { useState, type FormEvent } from 'react'
import { useSWRConfig } from 'swr'
import {
  appKeys,
  fieldErrorsOf,
  isApiError,
  STORE_SEGMENT_KEYS,
  STORE_SEGMENTS,
  type StoreSegment,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Alert, Button, Card, CardContent, Field, Input, Select } from '@vitrine/ui'
import { href } from '../../routes/manifest.ts'
import { Link, useNavigate } from '../../routes/navigation.tsx'
import {
  EMPTY_NEW_APP,
  maskDocument,
  maskPhone,
  newAppErrors,
  newAppInputOf,
  type NewAppForm,
} from './new-app-form.ts'

export interface NewAppScreenProps {
  /** Prefills the contact e-mail (the signed-in person's). */
  email?: string
}

/**
 * Onboarding › new-app: a store owned by the person, with who sells (CPF or CNPJ, checked by its
 * digits as typed) and how buyers reach it. Created, it opens the first step (layout).
 */
export function NewAppScreen({ email = '' }: NewAppScreenProps) {
  const api = useApi()
  const navigate = useNavigate()
  const { mutate } = useSWRConfig()
  const [form, setForm] = useState<NewAppForm>({ ...EMPTY_NEW_APP, contact_email: email })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [attempted, setAttempted] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const change = <K extends keyof NewAppForm>(key: K, value: NewAppForm[K]) => {
    const next = { ...form, [key]: value }
    setForm(next)
    // After a first attempt the messages follow the typing (section 5: always after a submit).
    setErrors(attempted ? newAppErrors(next) : { ...errors, [key]: '' })
  }
  /** Messages show on blur (section 5). */
  const blur = (key: keyof NewAppForm) => {
    if (!form[key]) return
    setErrors((current) => ({ ...current, [key]: newAppErrors(form)[key] ?? '' }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setAttempted(true)
    setFailure(null)
    const local = newAppErrors(form)
    setErrors(local)
    if (Object.keys(local).length > 0) {
      setFailure('Formulário incompleto: confira os campos destacados.')
      return
    }
    setSaving(true)
    try {
      const store = await api.onboarding.createApp(newAppInputOf(form))
      void mutate(appKeys.list())
      navigate(href('onboarding-layout', { appID: store.id }))
    } catch (error) {
      const fields = fieldErrorsOf(error)
      setErrors(fields)
      setFailure(
        Object.keys(fields).length > 0
          ? 'Confira os campos destacados.'
          : isApiError(error)
            ? error.message
            : 'Não foi possível criar a loja. Tente novamente.',
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="flex w-full max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Criar sua loja</h1>
        <p className="text-muted-foreground">
          Conte um pouco sobre a loja. Depois, em quatro etapas rápidas, ela fica pronta para
          vender.
        </p>
      </div>
      <form noValidate aria-label="Nova loja" className="flex flex-col gap-6" onSubmit={submit}>
        <Card>
          <CardContent className="flex flex-col gap-4">
            <Field label="Nome da loja" required message={errors.name}>
              <Input
                value={form.name}
                maxLength={80}
                autoComplete="organization"
                onChange={(event) => change('name', event.target.value)}
                onBlur={() => blur('name')}
              />
            </Field>
            <Field label="Segmento" required message={errors.segment}>
              <Select
                options={STORE_SEGMENT_KEYS.map((key) => ({
                  value: key,
                  label: STORE_SEGMENTS[key],
                }))}
                value={form.segment}
                onValueChange={(value) => change('segment', value as StoreSegment)}
              />
            </Field>
            <Field
              label="CPF ou CNPJ"
              required
              hint="CPF se você vende como pessoa física; CNPJ se tem empresa."
              message={errors.document}
            >
              <Input
                value={form.document}
                inputMode="text"
                autoComplete="off"
                placeholder="000.000.000-00"
                onChange={(event) => change('document', maskDocument(event.target.value))}
                onBlur={() => blur('document')}
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="E-mail de contato" required message={errors.contact_email}>
                <Input
                  type="email"
                  value={form.contact_email}
                  autoComplete="email"
                  maxLength={254}
                  onChange={(event) => change('contact_email', event.target.value)}
                  onBlur={() => blur('contact_email')}
                />
              </Field>
              <Field label="Telefone de contato" required message={errors.contact_phone}>
                <Input
                  type="tel"
                  value={form.contact_phone}
                  autoComplete="tel-national"
                  placeholder="(11) 98765-4321"
                  onChange={(event) => change('contact_phone', maskPhone(event.target.value))}
                  onBlur={() => blur('contact_phone')}
                />
              </Field>
            </div>
          </CardContent>
        </Card>
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link
            href={href('apps')}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            Voltar para minhas lojas
          </Link>
          <Button type="submit" loading={saving}>
            Criar loja e continuar
          </Button>
        </div>
      </form>
    </div>
  )
}
