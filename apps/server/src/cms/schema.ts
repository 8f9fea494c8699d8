import type { VisibilityByEntities, VisibilityPeriod } from '@vitrine/api'
import { sql } from 'drizzle-orm'
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { instant } from '../db/columns.ts'
import { layouts } from '../layouts/schema.ts'

/*
 * The CMS of a layout: its pages (one per slug, made with the layout) and the elements placed in
 * their placeholders. `app_id` is kept on both (first in their keys, as every tenant table), so
 * a query never reaches another store's rows even by a wrong page or content id.
 */

export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    layoutId: integer('layout_id')
      .notNull()
      .references(() => layouts.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    /** The page's SEO (contract's PageSeo); null on pages without SEO (global, layout, resources). */
    seo: jsonb('seo').$type<Record<string, string>>(),
    /** A resource's fields (colors, robots, manifest); null on pages. */
    resource: jsonb('resource').$type<Record<string, string>>(),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cms_pages_layout_slug_key').on(t.layoutId, t.slug),
    index('cms_pages_app_id_idx').on(t.appId, t.layoutId),
    // The composite key elements refer to, so an element's page is always of its own store.
    unique('cms_pages_app_id_id_key').on(t.appId, t.id),
  ],
)
export type CmsPageRow = typeof cmsPages.$inferSelect

/**
 * One element (`content_id` is its id). Kind-specific content (text, link, alt, limit, items)
 * sits in `content`; conditions, visibility and images have their own columns because the
 * storefront filters on them. `position` orders the elements of one placeholder from 0.
 */
export const cmsElements = pgTable(
  'cms_elements',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id').notNull(),
    pageId: integer('page_id').notNull(),
    placeholder: text('placeholder').notNull(),
    type: text('type').notNull(),
    entity: text('entity').notNull(),
    position: integer('position').notNull(),
    status: smallint('status').notNull().default(1),
    newTab: smallint('new_tab').notNull().default(0),
    title: text('title').notNull().default(''),
    desktopImage: text('desktop_image'),
    mobileImage: text('mobile_image'),
    visibilityPeriod: jsonb('visibility_period').$type<VisibilityPeriod>(),
    visibilityCondition: text('visibility_condition').notNull().default('all'),
    visibilityByEntities: jsonb('visibility_by_entities').$type<VisibilityByEntities>().notNull(),
    conditions: jsonb('conditions').$type<Record<string, unknown>[]>().notNull().default([]),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.appId, t.pageId],
      foreignColumns: [cmsPages.appId, cmsPages.id],
      name: 'cms_elements_page_fk',
    }).onDelete('cascade'),
    index('cms_elements_page_idx').on(t.appId, t.pageId, t.placeholder, t.position),
    check('cms_elements_status_flag', sql`${t.status} in (0, 1)`),
    check('cms_elements_new_tab_flag', sql`${t.newTab} in (0, 1)`),
  ],
)
export type CmsElementRow = typeof cmsElements.$inferSelect
