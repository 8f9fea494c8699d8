import { ApiError } from '../http/api-error.ts'
import { parseBody } from '../http/field-errors.ts'
import type { Lang } from '../validation/index.ts'
import type { CatalogueFixtureState } from '../catalogue/fixture.ts'
import { createCatalogueFixture } from '../catalogue/fixture.ts'
import type { CatalogueProduct } from '../catalogue/products.ts'
import type { ClustersApi } from './api.ts'
import {
  ClusterInputSchema,
  CLUSTER_PREVIEW_ITEMS,
  CLUSTERS_PER_STORE_MAX,
  type Cluster,
  type ClusterDetail,
  type ClusterUsage,
} from './schema.ts'
import { clusterText, type ClusterText } from './texts.ts'

/*
 * The clusters in memory, kept in the catalogue fixture's state (`catalogue.clusters`) so the
 * catalogue's filter preview answers `clusters.id` over the same clusters and products. Counts
 * of automatic clusters come from that same filter, as the server's do.
 */

export interface ClustersFixtureState {
  /** Where each cluster is a condition, by cluster id (the CMS and feeds fixtures do not say). */
  usage: Record<number, ClusterUsage>
}

const STATUS_TEXT: Record<number, string> = {
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
}

const AT = '2026-11-10T12:00:00.000Z'

const manual = (
  id: number,
  name: string,
  slug: string,
  description: string,
  ids: number[],
): Cluster => ({
  id,
  name,
  slug,
  description,
  active: true,
  kind: 'manual',
  product_ids: ids,
  conditions: [],
  product_count: ids.length,
  count_exact: true,
  created_at: AT,
  updated_at: AT,
})

/** The sample store's clusters: a picked shelf, sale items, the sold-out ones, a hidden draft. */
export function sampleClusters(): Cluster[] {
  return [
    manual(
      1,
      'Mais vendidos do verão',
      'mais-vendidos-do-verao',
      'A vitrine da página inicial em dezembro.',
      [2, 4, 7, 13, 14, 15, 19, 23],
    ),
    {
      ...manual(
        2,
        'Em promoção',
        'em-promocao',
        'Produtos com o preço promocional da campanha.',
        [],
      ),
      kind: 'automatic',
      conditions: [
        { attribute: 'prices.sales_price', condition: '=', value: 4990 },
        { attribute: 'prices.sales_price', condition: 'order', order: 'asc' },
      ],
    },
    {
      ...manual(3, 'Sem estoque', 'sem-estoque', 'Para avisar quando voltarem.', []),
      kind: 'automatic',
      conditions: [{ attribute: 'stock.has', condition: '=', value: false }],
    },
    {
      ...manual(4, 'Presentes de Natal', 'presentes-de-natal', '', [16, 17, 22, 27]),
      active: false,
    },
  ]
}

export function sampleClustersState(): ClustersFixtureState {
  return {
    usage: {
      1: {
        elements: [
          { id: 7, page: 'home', placeholder: 'Vitrine principal', name: 'Mais vendidos' },
        ],
        feeds: [{ id: 2, name: 'Google Shopping — verão' }],
      },
    },
  }
}

export function createClustersFixture(
  catalogue: CatalogueFixtureState,
  state: ClustersFixtureState,
  now: () => Date,
  lang: Lang = 'pt-BR',
): ClustersApi {
  const products = createCatalogueFixture(catalogue, now, lang)
  const clusters = () => (catalogue.clusters ??= [])
  const fail = (statusCode: number, key: ClusterText, field?: string) => {
    const message = clusterText(lang, key)
    return new ApiError({
      statusCode,
      statusMessage: STATUS_TEXT[statusCode] ?? 'Error',
      message,
      ...(field ? { data: { fields: { [field]: message } } } : {}),
    })
  }
  const find = (id: number) => {
    const found = clusters().find((cluster) => cluster.id === id)
    if (!found) throw fail(404, 'notFound')
    return found
  }
  const counted = async (cluster: Cluster): Promise<Cluster> => {
    if (cluster.kind === 'manual')
      return { ...cluster, product_count: cluster.product_ids.length, count_exact: true }
    const { total } = await products.filterProducts(0, {
      conditions: [{ attribute: 'clusters.id', condition: '=', value: cluster.id }],
      limit: 1,
    })
    return { ...cluster, product_count: total, count_exact: true }
  }
  const detail = async (cluster: Cluster): Promise<ClusterDetail> => {
    let items: CatalogueProduct[]
    if (cluster.kind === 'manual') {
      const byId = new Map(catalogue.products.map((product) => [product.id, product]))
      items = cluster.product_ids.flatMap((id) => byId.get(id) ?? [])
    } else {
      const conditions = [
        { attribute: 'clusters.id' as const, condition: '=' as const, value: cluster.id },
        ...cluster.conditions.filter((condition) => condition.condition === 'order'),
      ]
      items = (await products.filterProducts(0, { conditions, limit: CLUSTER_PREVIEW_ITEMS })).items
    }
    return structuredClone({ ...(await counted(cluster)), products: items })
  }
  const write = (id: number | null, input: unknown): Cluster => {
    const values = parseBody(ClusterInputSchema, input, lang)
    if (clusters().some((cluster) => cluster.slug === values.slug && cluster.id !== id))
      throw fail(409, 'slugTaken', 'slug')
    const known = new Set(catalogue.products.map((product) => product.id))
    if (values.product_ids.some((productId) => !known.has(productId)))
      throw fail(422, 'unknownProducts', 'product_ids')
    const at = now().toISOString()
    if (id === null) {
      if (clusters().length >= CLUSTERS_PER_STORE_MAX) throw fail(422, 'tooMany')
      const cluster: Cluster = {
        ...values,
        id: Math.max(0, ...clusters().map((each) => each.id)) + 1,
        product_count: 0,
        count_exact: true,
        created_at: at,
        updated_at: at,
      }
      clusters().push(cluster)
      return cluster
    }
    const cluster = find(id)
    Object.assign(cluster, values, { updated_at: at })
    return cluster
  }
  return {
    async list() {
      const sorted = [...clusters()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
      return structuredClone({ items: await Promise.all(sorted.map(counted)) })
    },
    get: async (_appId, id) => detail(find(id)),
    create: async (_appId, input) => detail(write(null, input)),
    update: async (_appId, id, input) => detail(write(id, input)),
    async remove(_appId, id) {
      find(id)
      catalogue.clusters = clusters().filter((cluster) => cluster.id !== id)
    },
    async usage(_appId, id) {
      find(id)
      return structuredClone(state.usage[id] ?? { elements: [], feeds: [] })
    },
  }
}
