import {
  SHIPPABLE_STATUSES,
  ShipmentInputSchema,
  type Level,
  type Shipment,
  type Transaction,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorState,
  SkeletonGroup,
  SkeletonText,
  useNotify,
} from '@vitrine/ui'
import { Form, SubmitButton, TextField } from '@vitrine/ui/form'
import { errorMessage, showServerError } from '../../shared/server-errors.ts'
import { Fact } from './PaymentMethodCard.tsx'
import { useShipment } from './use-shipment.ts'

/** Only a payment that received money ships (the server says the same with a 409). */
export const canShip = (payment: Transaction) =>
  (SHIPPABLE_STATUSES as readonly string[]).includes(payment.status)

/** The key in groups of four, as the DANFE prints it. */
const groupedKey = (key: string) => key.replace(/(\d{4})(?=\d)/g, '$1 ')

/** What the customer was told, by what this save changed (the server mails only what is new). */
function savedNotice(before: Shipment | null, saved: Shipment, email: string | null) {
  const newTracking = saved.tracking_code !== '' && saved.tracking_code !== before?.tracking_code
  const newInvoice = saved.nf_key !== '' && saved.nf_key !== before?.nf_key
  if (!newTracking && !newInvoice) return 'Envio e nota fiscal salvos.'
  if (!email)
    return 'Envio e nota fiscal salvos. O pagamento não tem e-mail do cliente: ninguém foi avisado.'
  const what =
    newTracking && newInvoice
      ? 'o código de rastreio e a nota fiscal'
      : newTracking
        ? 'o código de rastreio'
        : 'a nota fiscal'
  return `Envio e nota fiscal salvos. O cliente foi avisado por e-mail (${email}) com ${what}.`
}

function SavedValues({ shipment }: { shipment: Shipment | null }) {
  if (!shipment || (shipment.tracking_code === '' && shipment.nf_key === '')) {
    return <p className="text-muted-foreground">Nenhum envio ou nota fiscal informados ainda.</p>
  }
  const link = (href: string) =>
    href ? (
      <a href={href} target="_blank" rel="noreferrer" className="text-primary hover:underline">
        {href}
      </a>
    ) : (
      '—'
    )
  return (
    <dl className="grid gap-3 sm:grid-cols-2" data-slot="shipment-values">
      {shipment.tracking_code ? (
        <>
          <Fact label="Código de rastreio">
            <span className="font-mono">{shipment.tracking_code}</span>
          </Fact>
          <Fact label="Transportadora">{shipment.carrier}</Fact>
          <Fact label="Link de rastreio">{link(shipment.tracking_url)}</Fact>
        </>
      ) : null}
      {shipment.nf_key ? (
        <>
          <Fact label="Nota fiscal">{shipment.nf_number}</Fact>
          <Fact label="Chave de acesso">
            <span className="font-mono text-sm tabular-nums">{groupedKey(shipment.nf_key)}</span>
          </Fact>
          <Fact label="Link da nota fiscal">{link(shipment.nf_url)}</Fact>
        </>
      ) : null}
    </dl>
  )
}

function ShipmentForm({
  appId,
  payment,
  shipment,
  onSaved,
}: {
  appId: number
  payment: Transaction
  shipment: Shipment | null
  onSaved: (saved: Shipment) => Promise<unknown>
}) {
  const api = useApi()
  const notify = useNotify()
  return (
    <Form
      schema={ShipmentInputSchema}
      aria-label="Envio e nota fiscal"
      defaultValues={{
        tracking_code: shipment?.tracking_code ?? '',
        carrier: shipment?.carrier ?? '',
        tracking_url: shipment?.tracking_url ?? '',
        nf_number: shipment?.nf_number ?? '',
        nf_key: shipment?.nf_key ?? '',
        nf_url: shipment?.nf_url ?? '',
      }}
      onSubmit={async (values, form) => {
        try {
          const saved = await api.shipments.save(appId, payment.id, values)
          await onSaved(saved)
          notify({
            type: 'success',
            message: savedNotice(shipment, saved, payment.customer?.email ?? null),
          })
        } catch (error) {
          showServerError(form, error)
        }
      }}
      className="flex flex-col gap-4"
    >
      {({ control }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              control={control}
              name="tracking_code"
              label="Código de rastreio"
              autoComplete="off"
            />
            <TextField control={control} name="carrier" label="Transportadora" autoComplete="off" />
          </div>
          <TextField
            control={control}
            name="tracking_url"
            label="Link de rastreio (opcional)"
            hint="Começa com https://."
            inputMode="url"
            autoComplete="off"
          />
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            <TextField
              control={control}
              name="nf_number"
              label="Número da nota fiscal"
              autoComplete="off"
            />
            <TextField
              control={control}
              name="nf_key"
              label="Chave de acesso"
              hint="Os 44 dígitos da DANFE; espaços são aceitos."
              inputMode="numeric"
              autoComplete="off"
            />
          </div>
          <TextField
            control={control}
            name="nf_url"
            label="Link da nota fiscal (opcional)"
            hint="Começa com https://."
            inputMode="url"
            autoComplete="off"
          />
          <SubmitButton className="w-fit">Salvar envio e nota fiscal</SubmitButton>
        </>
      )}
    </Form>
  )
}

/**
 * How a paid order travels and its invoice: the values saved and, at write level, the form that
 * saves them. A new tracking code mails the customer "a caminho", a new invoice the nota fiscal
 * (the store's in_transport and nf mails); saving the same again mails nothing.
 */
export function ShipmentCard({
  appId,
  payment,
  level,
}: {
  appId: number
  payment: Transaction
  level: Level
}) {
  const state = useShipment(appId, payment.id, true)
  const loaded = state.shipment !== undefined
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Envio e nota fiscal</h2>
        </CardTitle>
        <CardDescription>
          Ao salvar um código de rastreio ou uma nota fiscal novos, o cliente recebe um e-mail com
          eles.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {!loaded && state.error ? (
          <ErrorState
            size="sm"
            title="Não foi possível carregar o envio"
            message={errorMessage(state.error)}
            onRetry={state.retry}
          />
        ) : !loaded ? (
          <SkeletonGroup label="Carregando o envio">
            <SkeletonText lines={3} />
          </SkeletonGroup>
        ) : (
          <>
            <SavedValues shipment={state.shipment ?? null} />
            {level === 'write' ? (
              <ShipmentForm
                appId={appId}
                payment={payment}
                shipment={state.shipment ?? null}
                onSaved={state.saved}
              />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  )
}
