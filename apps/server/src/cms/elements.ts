import {
  CMS_PAGE_LABELS,
  cmsError,
  ENTITY_OF_KIND,
  numberConditions,
  PAGE_PLACEHOLDERS,
  positionsFor,
  sortElements,
  type CmsElement,
  type CmsPageSlug,
  type ElementKind,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { withinTransaction } from '../db/within-transaction.ts'
import type { LayoutRow } from '../layouts/schema.ts'
import type { AuditActor } from '../audit/write.ts'
import { auditElement, auditPage } from './audit.ts'
import { contentOf, elementAnswer } from './element-rows.ts'
import { pageById, pageBySlug } from './pages.ts'
import { cmsElements, cmsPages, type CmsElementRow, type CmsPageRow } from './schema.ts'

/** The page's elements in their order: by the page's placeholders, then position. */
export async function elementsOfPage(
  db: Database,
  page: CmsPageRow & { slug: CmsPageSlug },
): Promise<CmsElement[]> {
  const rows = await db
    .select()
    .from(cmsElements)
    .where(and(eq(cmsElements.appId, page.appId), eq(cmsElements.pageId, page.id)))
  const placed = rows.map((row) => ({ ...row, content_id: row.id }))
  const order = PAGE_PLACEHOLDERS[page.slug].map((placeholder) => placeholder.key)
  return sortElements(placed, order).map((row) => elementAnswer(row))
}

async function elementRow(
  db: Database,
  page: CmsPageRow,
  contentId: number,
  lang: Lang,
): Promise<CmsElementRow> {
  const [row] = await db
    .select()
    .from(cmsElements)
    .where(
      and(
        eq(cmsElements.appId, page.appId),
        eq(cmsElements.pageId, page.id),
        eq(cmsElements.id, contentId),
      ),
    )
    .limit(1)
  if (!row) throw cmsError(404, lang, 'elementNotFound')
  return row
}

async function countIn(db: Database, page: CmsPageRow, placeholder: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cmsElements)
    .where(
      and(
        eq(cmsElements.appId, page.appId),
        eq(cmsElements.pageId, page.id),
        eq(cmsElements.placeholder, placeholder),
      ),
    )
  return row?.n ?? 0
}

/** Closes the gap an element leaves at `position` of its placeholder (removed or moved away). */
async function closeGap(db: Database, page: CmsPageRow, placeholder: string, position: number) {
  await db
    .update(cmsElements)
    .set({ position: sql`${cmsElements.position} - 1` })
    .where(
      and(
        eq(cmsElements.appId, page.appId),
        eq(cmsElements.pageId, page.id),
        eq(cmsElements.placeholder, placeholder),
        gt(cmsElements.position, position),
      ),
    )
}

/** A checked element input (ELEMENT_INPUT_SCHEMAS' output, images already addresses). */
export type CheckedInput = Record<string, unknown> & {
  content_id?: number
  page_id: number
  placeholder: string
}

/**
 * POST /cms/{layoutId}/{type}: a new element at the end of its placeholder, or — with
 * `content_id` — that element changed (same type, same page; moved to the end of another
 * placeholder if the placeholder changed). Conditions keep their ids; new ones are numbered.
 */
export async function saveElement(
  db: Database,
  layout: LayoutRow,
  kind: ElementKind,
  input: CheckedInput,
  now: Date,
  lang: Lang,
  actor: AuditActor,
): Promise<{ element: CmsElement; created: boolean }> {
  return withinTransaction(db, async (tx) => {
    const audit = { db: tx, appId: layout.appId, actor, at: now }
    const page = await pageById(tx, layout, input.page_id, lang, { lock: true })
    const placeholders = PAGE_PLACEHOLDERS[page.slug]
    if (!placeholders.some((placeholder) => placeholder.key === input.placeholder)) {
      throw cmsError(
        400,
        lang,
        placeholders.length ? 'placeholderUnknown' : 'pageHasNoElements',
        'placeholder',
      )
    }
    const values = {
      placeholder: input.placeholder,
      status: input.status as number,
      newTab: input.new_tab as number,
      title: input.title as string,
      desktopImage: input.desktop_image as string | null,
      mobileImage: input.mobile_image as string | null,
      visibilityPeriod: input.visibility_period as CmsElementRow['visibilityPeriod'],
      visibilityCondition: input.visibility_condition as string,
      visibilityByEntities: input.visibility_by_entities as CmsElementRow['visibilityByEntities'],
      conditions: Array.isArray(input.conditions)
        ? numberConditions(input.conditions as { id?: unknown }[]).map((condition) => ({
            ...condition,
          }))
        : [],
      content: contentOf(kind, input),
      updatedAt: now,
    }
    if (input.content_id !== undefined) {
      const current = await elementRow(tx, page, input.content_id, lang)
      if (current.type !== kind) throw cmsError(422, lang, 'typeMismatch', 'type')
      const moved = current.placeholder !== input.placeholder
      if (moved) await closeGap(tx, page, current.placeholder, current.position)
      const position = moved ? await countIn(tx, page, input.placeholder) : current.position
      const [row] = await tx
        .update(cmsElements)
        .set({ ...values, position })
        .where(and(eq(cmsElements.appId, page.appId), eq(cmsElements.id, current.id)))
        .returning()
      const element = elementAnswer(row!)
      await auditElement(audit, 'update', elementAnswer(current), element)
      return { element, created: false }
    }
    const [row] = await tx
      .insert(cmsElements)
      .values({
        ...values,
        appId: page.appId,
        pageId: page.id,
        type: kind,
        entity: ENTITY_OF_KIND[kind],
        position: await countIn(tx, page, input.placeholder),
        createdAt: now,
      })
      .returning()
    const element = elementAnswer(row!)
    await auditElement(audit, 'create', null, element)
    return { element, created: true }
  })
}

/** PUT /cms/{layoutId}/order; undefined (→ 422) when the list is not exactly a placeholder's or the page's. */
export async function orderElements(
  db: Database,
  layout: LayoutRow,
  pageId: number,
  orders: number[],
  now: Date,
  lang: Lang,
  actor: AuditActor,
) {
  return withinTransaction(db, async (tx) => {
    const page = await pageById(tx, layout, pageId, lang, { lock: true })
    const before = (await elementsOfPage(tx, page)).map((element) => element.content_id)
    const rows = await tx
      .select({
        content_id: cmsElements.id,
        placeholder: cmsElements.placeholder,
        position: cmsElements.position,
      })
      .from(cmsElements)
      .where(and(eq(cmsElements.appId, page.appId), eq(cmsElements.pageId, page.id)))
    const positions = positionsFor(rows, orders)
    if (!positions) throw cmsError(422, lang, 'orderMismatch', 'orders')
    const changed = rows.filter(
      (row) => positions.has(row.content_id) && positions.get(row.content_id) !== row.position,
    )
    if (changed.length > 0) {
      // One statement for the whole list: the ids and their positions as one JSON parameter.
      const moves = changed.map((row) => ({
        id: row.content_id,
        position: positions.get(row.content_id)!,
      }))
      await tx.execute(sql`
        update cms_elements as e
           set position = v.position, updated_at = ${now.toISOString()}::timestamptz
          from jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) as v(id int, position int)
         where e.app_id = ${page.appId} and e.page_id = ${page.id} and e.id = v.id`)
    }
    const elements = await elementsOfPage(tx, page)
    const after = elements.map((element) => element.content_id)
    await auditPage(
      { db: tx, appId: layout.appId, actor, at: now },
      { id: page.id, label: CMS_PAGE_LABELS[page.slug] },
      changed.length > 0 ? { order: { before, after } } : {},
    )
    return { page, elements }
  })
}

/** PUT /cms/{layoutId}/status: the element switched on or off. */
export async function switchStatus(
  db: Database,
  layout: LayoutRow,
  pageId: number,
  contentId: number,
  now: Date,
  lang: Lang,
  actor: AuditActor,
): Promise<CmsElement> {
  return withinTransaction(db, async (tx) => {
    const page = await pageById(tx, layout, pageId, lang)
    const [row] = await tx
      .update(cmsElements)
      .set({ status: sql`1 - ${cmsElements.status}`, updatedAt: now })
      .where(
        and(
          eq(cmsElements.appId, page.appId),
          eq(cmsElements.pageId, page.id),
          eq(cmsElements.id, contentId),
        ),
      )
      .returning()
    if (!row) throw cmsError(404, lang, 'elementNotFound')
    const element = elementAnswer(row)
    await auditElement({ db: tx, appId: layout.appId, actor, at: now }, 'update', null, element, {
      status: { before: 1 - element.status, after: element.status },
    })
    return element
  })
}

/** DELETE /cms/{layoutId}/remove: the element gone, the others of its placeholder closing up. */
export async function removeElement(
  db: Database,
  layout: LayoutRow,
  pageId: number,
  contentId: number,
  now: Date,
  lang: Lang,
  actor: AuditActor,
): Promise<void> {
  await withinTransaction(db, async (tx) => {
    const page = await pageById(tx, layout, pageId, lang, { lock: true })
    const [row] = await tx
      .delete(cmsElements)
      .where(
        and(
          eq(cmsElements.appId, page.appId),
          eq(cmsElements.pageId, page.id),
          eq(cmsElements.id, contentId),
        ),
      )
      .returning()
    if (!row) throw cmsError(404, lang, 'elementNotFound')
    await closeGap(tx, page, row.placeholder, row.position)
    await auditElement(
      { db: tx, appId: layout.appId, actor, at: now },
      'delete',
      elementAnswer(row),
      null,
    )
  })
}

/** POST /cms/{layoutId}/duplicate/{pageParams}: a copy placed right after the original. */
export async function duplicateElement(
  db: Database,
  layout: LayoutRow,
  slug: string,
  contentId: number,
  now: Date,
  lang: Lang,
  actor: AuditActor,
): Promise<CmsElement> {
  return withinTransaction(db, async (tx) => {
    const found = await pageBySlug(tx, layout, slug, lang)
    const page = await pageById(tx, layout, found.id, lang, { lock: true })
    const original = await elementRow(tx, page, contentId, lang)
    await tx
      .update(cmsElements)
      .set({ position: sql`${cmsElements.position} + 1` })
      .where(
        and(
          eq(cmsElements.appId, page.appId),
          eq(cmsElements.pageId, page.id),
          eq(cmsElements.placeholder, original.placeholder),
          gt(cmsElements.position, original.position),
        ),
      )
    const { id: _id, ...copy } = original
    const [row] = await tx
      .insert(cmsElements)
      .values({ ...copy, position: original.position + 1, createdAt: now, updatedAt: now })
      .returning()
    const duplicate = elementAnswer(row!)
    await auditElement({ db: tx, appId: layout.appId, actor, at: now }, 'create', null, duplicate, {
      duplicated_from: { before: null, after: original.id },
    })
    return duplicate
  })
}

/** An element of any page of the layout (the preview's lookup). */
export async function elementOfLayout(
  db: Database,
  layout: LayoutRow,
  contentId: number,
  lang: Lang,
): Promise<CmsElementRow> {
  const [row] = await db
    .select({ element: cmsElements })
    .from(cmsElements)
    .innerJoin(
      cmsPages,
      and(eq(cmsPages.appId, cmsElements.appId), eq(cmsPages.id, cmsElements.pageId)),
    )
    .where(
      and(
        eq(cmsElements.appId, layout.appId),
        eq(cmsPages.layoutId, layout.id),
        eq(cmsElements.id, contentId),
      ),
    )
    .limit(1)
  if (!row) throw cmsError(404, lang, 'elementNotFound')
  return row.element
}
