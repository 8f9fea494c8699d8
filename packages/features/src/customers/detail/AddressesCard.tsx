import { useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import {
  ApiError,
  fieldErrorsOf,
  formatPostalCode,
  isApiError,
  MAX_ADDRESSES,
  type Customer,
  type CustomerAddress,
} from '@vitrine/api'
import {
  Button,
  Card,
  CardAction,
  CardContent,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  useNotify,
} from '@vitrine/ui'
import { MapPin, Plus } from 'lucide-react'
import { AddressForm } from './AddressForm.tsx'
import { saveCard, type SaveCustomer } from './save-customer.ts'

export interface AddressesCardProps {
  customer: Customer
  canWrite: boolean
  onSave: SaveCustomer
}

/** What an address is called in the page: its own name, or its place in the list. */
const addressName = (address: CustomerAddress, index: number) =>
  address.label ?? `Endereço ${index + 1}`

/**
 * The server checks the whole customer and names an address's fields by their place
 * ("addresses.1.street"); the open form knows them by their own names.
 */
function forAddress(error: unknown, index: number): unknown {
  const fields = fieldErrorsOf(error)
  const prefix = `addresses.${index}.`
  const own = Object.entries(fields).filter(([path]) => path.startsWith(prefix))
  if (!isApiError(error) || own.length === 0) return error
  const others = Object.entries(fields).filter(([path]) => !path.startsWith(prefix))
  return new ApiError({
    ...error.toJSON(),
    data: {
      fields: Object.fromEntries([
        ...own.map(([path, message]) => [path.slice(prefix.length), message]),
        ...others,
      ]),
    },
  })
}

/** "Endereços": the list, each editable or removable in place, and a new one at the end. */
export function AddressesCard({ customer, canWrite, onSave }: AddressesCardProps) {
  const notify = useNotify()
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  // Kept after the dialog closes, so its text does not change while it fades out.
  const [removing, setRemoving] = useState<{ index: number; address: CustomerAddress } | null>(null)
  const [confirming, setConfirming] = useState(false)
  // The button that opened the form gets focus back when it closes.
  const opener = useRef<HTMLElement | null>(null)
  const addresses = customer.addresses
  const full = addresses.length >= MAX_ADDRESSES

  function open(which: number | 'new', button: HTMLElement) {
    opener.current = button
    setEditing(which)
  }

  function close() {
    flushSync(() => setEditing(null))
    if (opener.current?.isConnected) opener.current.focus()
  }

  const form = (which: number | 'new') => (
    <AddressForm
      address={which === 'new' ? undefined : addresses[which]}
      label={
        which === 'new'
          ? 'Novo endereço'
          : `Editar o endereço «${addressName(addresses[which]!, which)}»`
      }
      onCancel={close}
      onSubmit={(address, addressForm) => {
        const index = which === 'new' ? addresses.length : which
        const next =
          which === 'new'
            ? [...addresses, address]
            : addresses.map((item, position) => (position === which ? address : item))
        return saveCard(
          addressForm,
          () =>
            onSave({ addresses: next }).catch((error: unknown) => {
              throw forAddress(error, index)
            }),
          () => {
            notify({
              type: 'success',
              message: which === 'new' ? 'Endereço adicionado.' : 'Endereço salvo.',
            })
            close()
          },
        )
      }}
    />
  )

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Endereços</h2>
        </CardTitle>
        {canWrite && editing === null && !full ? (
          <CardAction>
            <Button
              variant="secondary"
              size="sm"
              onClick={(event) => open('new', event.currentTarget)}
            >
              <Plus aria-hidden />
              Adicionar endereço
            </Button>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {addresses.length === 0 && editing !== 'new' ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <MapPin aria-hidden className="size-4" />
            Nenhum endereço cadastrado.
          </p>
        ) : null}
        {addresses.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {addresses.map((address, index) => (
              <li
                // Addresses have no id of their own; their place is who they are here.
                key={index}
                className="rounded-md border border-border p-4"
              >
                {editing === index ? (
                  form(index)
                ) : (
                  <AddressView
                    address={address}
                    name={addressName(address, index)}
                    actions={
                      canWrite && editing === null ? (
                        <>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`Editar o endereço «${addressName(address, index)}»`}
                            onClick={(event) => open(index, event.currentTarget)}
                          >
                            Editar
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`Remover o endereço «${addressName(address, index)}»`}
                            onClick={() => {
                              setRemoving({ index, address })
                              setConfirming(true)
                            }}
                          >
                            Remover
                          </Button>
                        </>
                      ) : null
                    }
                  />
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {editing === 'new' ? (
          <div className="rounded-md border border-border p-4">{form('new')}</div>
        ) : null}
        {canWrite && full ? (
          <p className="text-sm text-muted-foreground">
            Limite de {MAX_ADDRESSES} endereços por cliente.
          </p>
        ) : null}
      </CardContent>
      {removing ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          tone="danger"
          title={`Remover o endereço «${addressName(removing.address, removing.index)}»?`}
          description={`${addressText(removing.address)}. Os outros dados do cliente não mudam.`}
          confirmLabel="Remover endereço"
          onConfirm={async () => {
            await onSave({ addresses: addresses.filter((_, index) => index !== removing.index) })
            notify({ type: 'success', message: 'Endereço removido.' })
          }}
        />
      ) : null}
    </Card>
  )
}

const addressText = (address: CustomerAddress) =>
  `${address.street}, ${address.number} – ${address.city}/${address.state}`

function AddressView({
  address,
  name,
  actions,
}: {
  address: CustomerAddress
  name: string
  actions: ReactNode
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">{name}</p>
        <address className="text-muted-foreground not-italic">
          {address.street}, {address.number}
          {address.complement ? ` – ${address.complement}` : null}
          <br />
          {address.district} – {address.city}/{address.state}
          <br />
          CEP {formatPostalCode(address.postal_code)}
        </address>
      </div>
      {actions ? <div className="flex gap-1">{actions}</div> : null}
    </div>
  )
}
