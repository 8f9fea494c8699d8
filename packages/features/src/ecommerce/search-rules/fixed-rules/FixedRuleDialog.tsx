import { useState } from 'react'
import {
  SEARCH_PIN_POSITION_MAX,
  SEARCH_PINS_MAX,
  SEARCH_TERM_MAX,
  type FixedRule,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button, Input, Field } from '@vitrine/ui'
import { X } from 'lucide-react'
import { RuleDialogFrame, RuleForm, useRuleSave } from '../shared/RuleDialogFrame.tsx'
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
export function FixedRuleDialog({ appId, rule, ...dialog }: FixedRuleDialogProps) {
  const title = rule ? 'Editar regra fixa' : 'Nova regra fixa'
  return (
    <RuleDialogFrame
      {...dialog}
      rule={rule}
      title={title}
      description="Quando o cliente busca exatamente o termo, estes produtos aparecem nas posições escolhidas. Produtos ocultos ou sem estoque são pulados."
    >
      {(done) => <FixedRuleFields appId={appId} rule={rule} title={title} onDone={done} />}
    </RuleDialogFrame>
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
  const [term, setTerm] = useState(rule?.term ?? '')
  const [pins, setPins] = useState<PinRow[]>(
    () =>
      rule?.pins.map((pin) => ({
        product_id: pin.product_id,
        name: pin.name ?? `Produto ${pin.product_id} (removido)`,
        position: String(pin.position),
      })) ?? [],
  )
  const { errors, clearError, formError, saving, submit } = useRuleSave({
    save: () => {
      const input = {
        term,
        pins: pins.map((pin) => ({ product_id: pin.product_id, position: Number(pin.position) })),
      }
      return rule
        ? api.ecommerceSearch.updateFixedRule(appId, rule.id, input)
        : api.ecommerceSearch.createFixedRule(appId, input)
    },
    savedMessage: (saved) => `Regra fixa «${saved.term}» salva.`,
    // A refusal of one pin ("pins.0.position") is said under the pinned list.
    placeErrors: (fields) => {
      const pinFields = Object.entries(fields).filter(([key]) => key.startsWith('pins.'))
      return !fields.pins && pinFields[0] ? { ...fields, pins: pinFields[0][1] } : fields
    },
    onDone,
  })

  return (
    <RuleForm title={title} saving={saving} formError={formError} onSubmit={submit}>
      <Field label="Termo" required message={errors.term}>
        <Input
          value={term}
          maxLength={SEARCH_TERM_MAX}
          placeholder="camiseta"
          onChange={(event) => {
            setTerm(event.target.value)
            clearError('term')
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
              clearError('pins')
            }}
          />
        ) : null}
      </fieldset>
    </RuleForm>
  )
}
