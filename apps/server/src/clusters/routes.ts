import {
  ClusterDetailSchema,
  ClusterInputSchema,
  ClusterListSchema,
  ClusterUsageSchema,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono } from 'hono'
import { appRoute, parseId, type AppScopedEnv } from '../access/require-access.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps } from '../http/context.ts'
import { BODY_ERRORS, errorAnswers, jsonAnswer, jsonBody, noContent } from '../openapi/describe.ts'
import {
  clusterError,
  clusterUsage,
  createCluster,
  getCluster,
  listClusters,
  removeCluster,
  updateCluster,
} from './clusters.ts'

/*
 * Product clusters under the indexer service beside the catalogue they group:
 * `/apps/{appId}/clusters`, at the layout level (read for reads, write for changes).
 */
const READ = { area: 'layout', level: 'read' } as const
const WRITE = { area: 'layout', level: 'write' } as const
const TAGS = ['clusters']
const DETAIL = jsonAnswer('The cluster and its products', ClusterDetailSchema)

const INPUT_NOTE =
  '`kind` manual carries `product_ids` (1 to 500 of the store’s products, in order; 422 on an ' +
  'unknown one), automatic carries `conditions` (the catalogue filter’s, at least one `=`/`!=`; ' +
  '`clusters.id` is refused so no cluster contains another). `slug` empty is made from the name ' +
  '(409 when the store has it). A CMS element or feed uses a cluster with the condition ' +
  '`clusters.id` = its id; an inactive cluster matches nothing there.'

export function clustersRoutes(deps: AppDeps) {
  const { db } = deps
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/clusters'
  const idOf = (raw: string | undefined, lang: Lang) => {
    const id = parseId(raw)
    if (id === undefined) throw clusterError(404, lang, 'notFound')
    return id
  }

  routes.get(
    base,
    ...appRoute(deps, READ, {
      summary: "The store's product clusters",
      description:
        'Every cluster (at most 200) by name, with its count: a manual cluster’s list length, ' +
        'an automatic one’s matches now (capped at 10,000, `count_exact` false beyond).',
      tags: TAGS,
      responses: { 200: jsonAnswer('The clusters', ClusterListSchema) },
    }),
    async (c) => c.json(await listClusters(db, c.get('access').app.id)),
  )

  routes.post(
    base,
    ...appRoute(deps, WRITE, {
      summary: 'Create a product cluster',
      description: `Audited. ${INPUT_NOTE}`,
      tags: TAGS,
      requestBody: jsonBody(ClusterInputSchema),
      responses: { 200: DETAIL, ...errorAnswers(...BODY_ERRORS, 409, 422) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, ClusterInputSchema)
      return c.json(await createCluster(deps, c.get('access'), values, lang))
    },
  )

  routes.get(
    `${base}/:clusterId`,
    ...appRoute(deps, READ, {
      summary: 'One product cluster and its products',
      description:
        'A manual cluster answers its whole list in order; an automatic one its first 12 matches.',
      tags: TAGS,
      params: ['clusterId'],
      responses: { 200: DETAIL },
    }),
    async (c) => {
      const lang = c.get('lang')
      return c.json(
        await getCluster(db, c.get('access').app.id, idOf(c.req.param('clusterId'), lang), lang),
      )
    },
  )

  routes.put(
    `${base}/:clusterId`,
    ...appRoute(deps, WRITE, {
      summary: 'Replace a product cluster',
      description: `Audited (what changed). ${INPUT_NOTE}`,
      tags: TAGS,
      params: ['clusterId'],
      requestBody: jsonBody(ClusterInputSchema),
      responses: { 200: DETAIL, ...errorAnswers(...BODY_ERRORS, 409, 422) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const id = idOf(c.req.param('clusterId'), lang)
      const values = await readJsonBody(c.req, lang, ClusterInputSchema)
      return c.json(await updateCluster(deps, c.get('access'), id, values, lang))
    },
  )

  routes.delete(
    `${base}/:clusterId`,
    ...appRoute(deps, WRITE, {
      summary: 'Delete a product cluster',
      description:
        'Audited. Allowed while CMS elements or feeds use it (GET …/usage says which): their ' +
        '`clusters.id` conditions then match nothing.',
      tags: TAGS,
      params: ['clusterId'],
      responses: { 204: noContent },
    }),
    async (c) => {
      const lang = c.get('lang')
      await removeCluster(deps, c.get('access'), idOf(c.req.param('clusterId'), lang), lang)
      return c.body(null, 204)
    },
  )

  routes.get(
    `${base}/:clusterId/usage`,
    ...appRoute(deps, READ, {
      summary: 'Where a product cluster is used',
      description:
        'The CMS catalogue elements (with their page) and product feeds naming it in a condition.',
      tags: TAGS,
      params: ['clusterId'],
      responses: { 200: jsonAnswer('The elements and feeds', ClusterUsageSchema) },
    }),
    async (c) => {
      const lang = c.get('lang')
      return c.json(
        await clusterUsage(db, c.get('access').app.id, idOf(c.req.param('clusterId'), lang), lang),
      )
    },
  )
  return routes
}
