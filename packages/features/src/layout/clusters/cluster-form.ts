import * as v from 'valibot'
import {
  CLUSTER_KINDS,
  type ClusterDetail,
  type ClusterInput,
  type ClusterKind,
} from '@vitrine/api'
import {
  conditionRowSchema,
  conditionText,
  previewConditions,
  temporaryId,
  type ConditionRow,
} from '../../shared/conditions/condition-rows.ts'

/* The cluster dialog's values and their conversion to the contract's input. */

/** A chosen product as the dialog lists it (named, so the list reads without asking again). */
export interface PickedProduct {
  id: number
  name: string
  sku: string
  price: number
}

export interface ClusterFormValues {
  name: string
  slug: string
  description: string
  active: boolean
  kind: ClusterKind
  products: PickedProduct[]
  conditions: ConditionRow[]
}

const pickedOf = (product: ClusterDetail['products'][number]): PickedProduct => ({
  id: product.id,
  name: product.name,
  sku: product.sku,
  price: product.prices.sales_price ?? product.prices.price,
})

export function clusterFormValues(cluster: ClusterDetail | undefined): ClusterFormValues {
  if (!cluster) {
    return {
      name: '',
      slug: '',
      description: '',
      active: true,
      kind: 'manual',
      products: [],
      conditions: [],
    }
  }
  return {
    name: cluster.name,
    slug: cluster.slug,
    description: cluster.description,
    active: cluster.active,
    kind: cluster.kind,
    products: cluster.kind === 'manual' ? cluster.products.map(pickedOf) : [],
    conditions: cluster.conditions.map((condition) => ({
      id: temporaryId(),
      attribute: condition.attribute,
      condition: condition.condition,
      value:
        condition.condition === 'order'
          ? ''
          : conditionText('products', condition.attribute, condition.value),
      order: condition.condition === 'order' ? condition.order : 'asc',
    })),
  }
}

/** The input the server takes, or null while a condition row is incomplete. */
export function clusterInputOf(values: ClusterFormValues): ClusterInput | null {
  const conditions =
    values.kind === 'automatic' ? previewConditions('products', values.conditions) : []
  if (!conditions) return null
  return {
    name: values.name,
    slug: values.slug,
    description: values.description,
    active: values.active,
    kind: values.kind,
    product_ids: values.kind === 'manual' ? values.products.map((product) => product.id) : [],
    conditions: conditions as ClusterInput['conditions'],
  }
}

/** Light checks in the browser; the server's answer (field errors) is the final word. */
export const clusterFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Dê um nome ao cluster.'),
    v.maxLength(80, 'Use até 80 caracteres.'),
  ),
  slug: v.string(),
  description: v.pipe(v.string(), v.maxLength(500, 'Use até 500 caracteres.')),
  active: v.boolean(),
  kind: v.picklist(CLUSTER_KINDS),
  products: v.array(
    v.object({ id: v.number(), name: v.string(), sku: v.string(), price: v.number() }),
  ),
  conditions: v.array(conditionRowSchema('products')),
})

export const KIND_LABELS: Record<ClusterKind, string> = {
  manual: 'Manual',
  automatic: 'Automático',
}
