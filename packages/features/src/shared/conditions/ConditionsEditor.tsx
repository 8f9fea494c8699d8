import { useEffect, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import useSWR from 'swr'
import {
  catalogueKeys,
  clusterKeys,
  CONDITION_OPERATOR_LABELS,
  ORDER_DIRECTION_LABELS,
} from '@vitrine/api'
import { useApi } from '@vitrine/api/react'
import { Button } from '@vitrine/ui'
import { SelectField, TextField, useListField } from '@vitrine/ui/form'
import { Plus, Trash2 } from 'lucide-react'
import {
  attributeKind,
  attributeLabels,
  booleanLabel,
  type CatalogueOf,
} from './condition-words.ts'
import { newConditionRow, type ConditionRow } from './condition-rows.ts'
import { MatchingPreview } from './MatchingPreview.tsx'

const OPERATOR_OPTIONS = Object.entries(CONDITION_OPERATOR_LABELS).map(([value, label]) => ({
  value,
  label,
}))
const DIRECTION_OPTIONS = Object.entries(ORDER_DIRECTION_LABELS).map(([value, label]) => ({
  value,
  label,
}))
const BOOLEAN_OPTIONS = [
  { value: 'true', label: booleanLabel(true) },
  { value: 'false', label: booleanLabel(false) },
]

/** Attributes that hold a category's code: chosen from the store's categories by name. */
const isCategoryId = (of: CatalogueOf, attribute: string) =>
  (of === 'products' && attribute === 'categories.id') ||
  (of === 'categories' && (attribute === 'id' || attribute === 'parent_id'))

function useCategoryOptions(appId: number) {
  const api = useApi()
  const { data } = useSWR(catalogueKeys.categories(appId), ({ 1: id }) =>
    api.catalogue.listCategories(id),
  )
  return data?.items.map((category) => ({
    value: String(category.id),
    // The tree's depth as indentation, so "Camisetas" reads under "Roupas".
    label: `${'— '.repeat(Math.max(0, category.level - 1))}${category.name}`,
  }))
}

/**
 * "Cluster": chosen from the store's clusters by name (asked only when a row names a cluster).
 * While they load, or if they cannot be read, the code as a number (the clusters list shows it).
 */
function ClusterValueField({ appId, name, value }: { appId: number; name: string; value: string }) {
  const api = useApi()
  const { data } = useSWR(clusterKeys.list(appId), ({ 1: id }) => api.clusters.list(id))
  if (!data || data.items.length === 0) {
    return <TextField name={name} label="Cluster (código)" inputMode="numeric" autoComplete="off" />
  }
  const options = data.items.map((cluster) => ({
    value: String(cluster.id),
    label: cluster.active ? cluster.name : `${cluster.name} (inativo)`,
  }))
  // A saved code that is no longer a cluster still shows, so nothing changes silently.
  if (value !== '' && !options.some((option) => option.value === value)) {
    options.push({ value, label: `Código ${value}` })
  }
  return <SelectField name={name} label="Cluster" options={options} />
}

/** A row's value field, as its attribute's kind asks: sim/não, reais, a category, a number, text. */
function ValueField({
  appId,
  of,
  index,
  row,
  categories,
}: {
  appId: number
  of: CatalogueOf
  index: number
  row: ConditionRow
  categories: { value: string; label: string }[] | undefined
}) {
  const name = `conditions.${index}.value`
  if (row.condition === 'order') {
    return (
      <SelectField name={`conditions.${index}.order`} label="Direção" options={DIRECTION_OPTIONS} />
    )
  }
  const kind = attributeKind(of, row.attribute)
  if (kind === 'boolean') return <SelectField name={name} label="Valor" options={BOOLEAN_OPTIONS} />
  if (of === 'products' && row.attribute === 'clusters.id') {
    return <ClusterValueField appId={appId} name={name} value={row.value} />
  }
  if (isCategoryId(of, row.attribute) && categories && categories.length > 0) {
    const known = categories.some((option) => option.value === row.value)
    // A saved code that is no longer a category still shows, so nothing changes silently.
    const options =
      known || row.value === ''
        ? categories
        : [...categories, { value: row.value, label: `Código ${row.value}` }]
    return <SelectField name={name} label="Categoria" options={options} />
  }
  if (kind === 'money') {
    return (
      <TextField
        name={name}
        label="Valor"
        inputMode="decimal"
        placeholder="0,00"
        startAdornment={<span aria-hidden>R$</span>}
        autoComplete="off"
      />
    )
  }
  return (
    <TextField
      name={name}
      label="Valor"
      inputMode={kind === 'integer' ? 'numeric' : undefined}
      autoComplete="off"
    />
  )
}

function ConditionRowFields({
  appId,
  of,
  index,
  row,
  categories,
  without,
  readOnly,
  onRemove,
}: {
  appId: number
  of: CatalogueOf
  index: number
  /** The row's values, read by the list as a whole (a row's own watch lags when rows shift). */
  row: ConditionRow | undefined
  categories: { value: string; label: string }[] | undefined
  without?: readonly string[]
  readOnly?: boolean
  onRemove: () => void
}) {
  const { setValue } = useFormContext()
  const labels = attributeLabels(of)
  const attribute = row?.attribute
  // Another attribute may take another kind of value: "49,90" means nothing to "Tem estoque".
  const previous = useRef(attribute)
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== attribute) {
      setValue(
        `conditions.${index}.value`,
        attributeKind(of, attribute ?? '') === 'boolean' ? 'true' : '',
      )
    }
    previous.current = attribute
  }, [attribute, index, of, setValue])
  if (!row) return null
  return (
    <li
      className="grid items-start gap-3 rounded-md border border-border p-3 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,1.3fr)_auto]"
      data-slot="condition-row"
      aria-label={`Condição ${index + 1}`}
    >
      <SelectField
        name={`conditions.${index}.attribute`}
        label="Atributo"
        options={Object.entries(labels)
          .filter(([value]) => !without?.includes(value))
          .map(([value, label]) => ({ value, label }))}
      />
      <SelectField
        name={`conditions.${index}.condition`}
        label="Operação"
        options={OPERATOR_OPTIONS}
      />
      <ValueField appId={appId} of={of} index={index} row={row} categories={categories} />
      {readOnly ? null : (
        <Button
          variant="ghost"
          size="icon"
          className="sm:mt-6"
          aria-label={`Remover a condição ${index + 1}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden />
        </Button>
      )}
    </li>
  )
}

/**
 * The conditions of a catalogue filter (section 3): which products (or categories) a CMS
 * element shows, or a product feed lists, and in what order. Each row is an attribute, an operation (igual a, diferente de, ordenar
 * por) and a value fit for the attribute (reais for prices, sim/não for yes-or-no attributes,
 * a category by name) or a direction. New rows carry `temp-` ids, which the save drops. Below,
 * what the catalogue answers for the conditions as they stand.
 */
export function ConditionsEditor({
  appId,
  of,
  readOnly,
  without,
  titleAs: Title = 'h3',
}: {
  appId: number
  of: CatalogueOf
  readOnly?: boolean
  /** Attributes this filter may not use (a cluster's own rules cannot name a cluster). */
  without?: readonly string[]
  /** The heading's level where the editor stands (h3 inside the CMS's element dialog). */
  titleAs?: 'h2' | 'h3'
}) {
  const list = useListField<ConditionRow>('conditions')
  const rows = (useWatch({ name: 'conditions' }) as ConditionRow[] | undefined) ?? []
  const categories = useCategoryOptions(appId)
  const noun = of === 'products' ? 'produtos' : 'categorias'
  return (
    <section
      aria-labelledby="conditions-title"
      className="flex flex-col gap-3"
      data-slot="conditions-editor"
    >
      <div className="flex flex-col gap-1">
        <Title id="conditions-title" className="font-semibold">
          Condições
        </Title>
        <p className="text-sm text-muted-foreground">
          {`Quais ${noun} aparecem e em que ordem. Sem condições, aparecem os primeiros ${noun} do catálogo.`}
        </p>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma condição.</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Condições">
          {list.keys.map((key, index) => (
            <ConditionRowFields
              key={key}
              appId={appId}
              of={of}
              index={index}
              row={rows[index]}
              categories={categories}
              without={without}
              readOnly={readOnly}
              onRemove={() => list.remove(index)}
            />
          ))}
        </ol>
      )}
      {readOnly ? null : (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => list.append(newConditionRow(of))}
        >
          <Plus aria-hidden />
          Adicionar condição
        </Button>
      )}
      <MatchingPreview appId={appId} of={of} rows={rows} />
    </section>
  )
}
