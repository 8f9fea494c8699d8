import type { ReactNode } from 'react'
import type { Gateway, PaymentLink } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  useNotify,
} from '@vitrine/ui'
import { Form, SubmitButton, SwitchField, TextareaField, TextField } from '@vitrine/ui/form'
import { showServerError } from '../../shared/server-errors.ts'
import { useLinkChanged } from '../shared/use-links.ts'
import { AmountFields } from './AmountFields.tsx'
import { linkFormDefaults, linkFormSchema } from './link-form.ts'
import { ImageField } from '../../shared/ImageField.tsx'
import { MethodFields } from '../../shared/payment-methods/MethodFields.tsx'
import { SlugField } from './SlugField.tsx'

export interface LinkFormProps {
  appId: number
  /** The stored link to edit; a new one when absent. */
  link?: PaymentLink
  /** The gateways a link may accept, and the installments setup's maximum. */
  gateways: readonly Gateway[]
  setupMax: number
  /** Where the public pages live, for the address preview. */
  publicUrl: string
  onCancel: () => void
  /** After the save (the lists are refreshed already). */
  onSaved: (saved: PaymentLink) => void
}

function Section({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      </CardContent>
    </Card>
  )
}

/**
 * A link's form, new or stored: what is sold, how much, how it is paid, its limits and its
 * address. The server's field errors (a taken address, a method switched off meanwhile) land on
 * their fields.
 */
export function LinkForm({
  appId,
  link,
  gateways,
  setupMax,
  publicUrl,
  onCancel,
  onSaved,
}: LinkFormProps) {
  const api = useApi()
  const notify = useNotify()
  const changed = useLinkChanged(appId)
  // A stored link's address base is its own (the server's); a new one's, the panel's.
  const base = link ? link.public_url.replace(/\/pay\/[^/]*$/, '') : publicUrl

  return (
    <Form
      schema={linkFormSchema}
      defaultValues={linkFormDefaults(link)}
      aria-label={link ? `Editar ${link.title}` : 'Novo link de pagamento'}
      className="gap-6"
      onSubmit={async (values, form) => {
        let saved: PaymentLink
        try {
          saved = link
            ? await api.links.update(appId, link.id, values)
            : await api.links.create(appId, values)
        } catch (error) {
          showServerError(form, error)
          return
        }
        changed(saved, link)
        notify({
          type: 'success',
          message: link ? 'Alterações salvas.' : `Link «${saved.title}» criado.`,
        })
        onSaved(saved)
      }}
    >
      <Section title="O que é vendido" description="Como o link aparece para quem paga.">
        <TextField
          name="title"
          label="Título"
          required
          autoComplete="off"
          fieldClassName="sm:col-span-2"
        />
        <TextareaField
          name="description"
          label="Descrição"
          rows={3}
          hint="Opcional: detalhes do produto, prazo de entrega, tamanhos."
          fieldClassName="sm:col-span-2"
        />
        <ImageField
          upload={(file) => api.links.uploadImage(appId, file)}
          label="Imagem"
          hint="PNG, JPEG ou WebP, até 2 MB. Aparece na página de pagamento e no XML de produtos."
          alt="Prévia da imagem do link"
        />
      </Section>
      <Section title="Valor e pagamento">
        <AmountFields />
        <MethodFields appId={appId} gateways={gateways} setupMax={setupMax} />
      </Section>
      <Section title="Limites e endereço">
        <TextField
          name="expires_at"
          label="Válido até"
          type="date"
          hint="Opcional: o link aceita pagamentos até o fim deste dia."
        />
        <TextField
          name="quantity_limit"
          label="Limite de vendas"
          inputMode="numeric"
          autoComplete="off"
          hint="Opcional: quantas vendas o link aceita; vazio para sem limite."
        />
        <SwitchField
          name="ask_address"
          label="Pedir endereço"
          hint="Para entregar: quem paga informa o endereço."
        />
        <SwitchField name="active" label="Ativo" hint="Desative para pausar o link sem apagá-lo." />
        <SlugField publicUrl={base} proposeFromTitle={!link} />
      </Section>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <SubmitButton>{link ? 'Salvar alterações' : 'Criar link'}</SubmitButton>
      </div>
    </Form>
  )
}
