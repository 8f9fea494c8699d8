import { useWatch } from 'react-hook-form'
import {
  VISIBILITY_CONDITION_LABELS,
  VISIBILITY_ENTITIES,
  VISIBILITY_ENTITY_LABELS,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type VisibilityEntity,
} from '@vitrine/api'
import { CheckboxGroupField } from '@vitrine/ui'
import { SelectField, SwitchField, TextField } from '@vitrine/ui/form'

const ENTITY_HINTS: Record<VisibilityEntity, string> = {
  categories: 'Os códigos das categorias, separados por vírgula (como 3, 4).',
  products: 'Os códigos dos produtos, separados por vírgula (como 120, 121).',
}

/** One entity's limit: its switch, and its codes only while it is on (section 3). */
function EntityField({ entity }: { entity: VisibilityEntity }) {
  const on = useWatch({ name: `visibility_by_entities.${entity}.status` }) as boolean | undefined
  return (
    <div className="flex flex-col gap-2">
      <SwitchField
        name={`visibility_by_entities.${entity}.status`}
        label={VISIBILITY_ENTITY_LABELS[entity]}
      />
      {on ? (
        <TextField
          name={`visibility_by_entities.${entity}.ids`}
          label={entity === 'categories' ? 'Categorias' : 'Produtos'}
          hint={ENTITY_HINTS[entity]}
          inputMode="numeric"
          autoComplete="off"
          required
        />
      ) : null}
    </div>
  )
}

/**
 * When and to whom the element shows: a period (either day may stay open) on some weekdays,
 * the visitors it is for, and the categories or products it is limited to.
 */
export function VisibilityFields() {
  return (
    <section aria-labelledby="visibility-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id="visibility-title" className="font-semibold">
          Visibilidade
        </h3>
        <p className="text-sm text-muted-foreground">
          Sem período nem dias marcados, o elemento aparece todos os dias.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="visibility_period.start" label="Exibir a partir de" type="date" />
        <TextField name="visibility_period.end" label="Exibir até" type="date" />
      </div>
      <CheckboxGroupField
        name="visibility_period.weekdays"
        label="Dias da semana"
        hint="Nenhum marcado: todos os dias."
        options={WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_LABELS[day] }))}
      />
      <SelectField
        name="visibility_condition"
        label="Quem vê"
        options={Object.entries(VISIBILITY_CONDITION_LABELS).map(([value, label]) => ({
          value,
          label,
        }))}
      />
      {VISIBILITY_ENTITIES.map((entity) => (
        <EntityField key={entity} entity={entity} />
      ))}
    </section>
  )
}
