import { useState } from 'react'
import {
  fieldErrorsOf,
  isApiError,
  SEARCH_PIN_POSITION_MAX,
  SEARCH_PINS_MAX,
  SEARCH_TERM_MAX,
  type FixedRule,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  useNotify,
} from '@vitrine/ui'
import { X } from 'lucide-react'
import { PinPicker } from './PinPicker.tsx'

export interface FixedRuleDialogProps {
  appId: number
  rule?: FixedRule
  open: boolean
  onOpenChange: (open: boolean) => void
  onSaved: (rule: FixedRule) => Promise<unknown>
}

interface PinRow {
  product_id: number
  name: string
  position: string
}

/** The first position no pin holds yet. */
const freePosition = (pins: readonly PinRow[]) => {
  const taken = new Set(pins.map((pin) => Number(pin.position)))
  let position = 1
  while (taken.has(position)) position += 1
  return String(position)
}

/**
 * "Nova regra fixa" and "Editar regra fixa": the term and the products pinned to positions
 * (1 is the first result); the other results follow by relevance.
 */
export function FixedRuleDialog({
  appId,
  rule,
  open,
  onOpenChange,
  onSaved,
}: FixedRuleDialogProps) {
  const title = rule ? 'Editar regra fixa' : 'Nova regra fixa'
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            Quando o cliente busca exatamente o termo, estes produtos aparecem nas posições
            escolhidas. Produtos ocultos ou sem estoque são pulados.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <FixedRuleFields
            key={rule?.id ?? 'new'}
            appId={appId}
            rule={rule}
            title={title}
            onDone={async (saved) => {
              await onSaved(saved)
              onOpenChange(false)
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function FixedRuleFields({
  appId,
  rule,
  title,
  onDone,
}: {
  appId: number
  rule?: FixedRule
  title: string
  onDone: (rule: FixedRule) => Promise<unknown>
}) {
  const api = useApi()
  const notify = useNotify()
  const [term, setTerm] = useState(rule?.term ?? '')
  const [pins, setPins] = useState<PinRow[]>(
    () =>
      rule?.pins.map((pin) => ({
        product_id: pin.product_id,
        name: pin.name ?? `Produto ${pin.product_id} (removido)`,
        position: String(pin.position),
      })) ?? [],
  )
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  async function save() {
    setSaving(true)
    setFormError(null)
    try {
      const input = {
        term,
        pins: pins.map((pin) => ({ product_id: pin.product_id, position: Number(pin.position) })),
      }
      const saved = rule
        ? await api.ecommerceSearch.updateFixedRule(appId, rule.id, input)
        : await api.ecommerceSearch.createFixedRule(appId, input)
      notify({ type: 'success', message: `Regra fixa «${saved.term}» salva.` })
      await onDone(saved)
    } catch (error) {
      const fields = fieldErrorsOf(error)
      const pinFields = Object.entries(fields).filter(([key]) => key.startsWith('pins.'))
      if (!fields.pins && pinFields[0]) fields.pins = pinFields[0][1]
      setErrors(fields)
      setFormError(
        Object.keys(fields).length > 0
          ? null
          : isApiError(error)
            ? error.message
            : 'Não foi possível salvar a regra.',
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <form
      aria-label={title}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <Field label="Termo" required message={errors.term}>
        <Input
          value={term}
          maxLength={SEARCH_TERM_MAX}
          placeholder="camiseta"
          onChange={(event) => {
            setTerm(event.target.value)
            setErrors((current) => ({ ...current, term: '' }))
          }}
        />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Produtos fixados</legend>
        {pins.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum produto fixado ainda.</p>
        ) : (
          <ul aria-label="Produtos fixados" className="flex flex-col gap-2">
            {pins.map((pin, index) => (
              <li key={pin.product_id} className="flex items-center gap-2">
                <Input
                  type="number"
                  min={1}
                  max={SEARCH_PIN_POSITION_MAX}
                  className="w-20"
                  aria-label={`Posição de «${pin.name}»`}
                  value={pin.position}
                  onChange={(event) =>
                    setPins((current) =>
                      current.map((row, at) =>
                        at === index ? { ...row, position: event.target.value } : row,
                      ),
                    )
                  }
                />
                <span className="flex-1 text-sm">{pin.name}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Tirar «${pin.name}»`}
                  onClick={() => setPins((current) => current.filter((_, at) => at !== index))}
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {errors.pins ? (
          <p role="alert" className="text-sm text-danger">
            {errors.pins}
          </p>
        ) : null}
        {pins.length < SEARCH_PINS_MAX ? (
          <PinPicker
            appId={appId}
            pinnedIds={pins.map((pin) => pin.product_id)}
            onPick={(product) => {
              setPins((current) => [
                ...current,
                { product_id: product.id, name: product.name, position: freePosition(current) },
              ])
              setErrors((current) => ({ ...current, pins: '' }))
            }}
          />
        ) : null}
      </fieldset>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? 'Salvando…' : 'Salvar regra'}
        </Button>
      </DialogFooter>
    </form>
  )
}
