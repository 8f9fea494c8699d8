import * as v from 'valibot'
import { queryInt } from '../../validation/index.ts'

/*
 * Publishing the store (issue 15): what the storefront shows is the state of the last
 * publication; everything changed since is pending. The server computes "pending" against the
 * last publication's marker: CMS pages and elements updated after it (and removed since, by the
 * counts it kept), and the platform settings' fields that differ from its snapshot.
 */

export const PUBLICATION_PAGE_SIZE = 20

export const PendingPageSchema = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  updated_at: v.string(),
})
export type PendingPage = v.InferOutput<typeof PendingPageSchema>

/** What a publication would make live (or, in a publication, what it made live). */
export const PendingSummarySchema = v.object({
  /** Pages created or edited since (their own fields or, through an element, their content). */
  pages: v.array(PendingPageSchema),
  pages_removed: v.number(),
  elements_changed: v.number(),
  elements_removed: v.number(),
  /** The settings' fields that differ from the published ones (store_name, domain…). */
  settings: v.array(v.string()),
  /** How many changes in all: 0 means nothing to publish. */
  total: v.number(),
})
export type PendingSummary = v.InferOutput<typeof PendingSummarySchema>

export const PublicationSchema = v.object({
  id: v.number(),
  at: v.string(),
  actor: v.string(),
  summary: PendingSummarySchema,
})
export type Publication = v.InferOutput<typeof PublicationSchema>

/** GET …/publish: the live publication (null before the first) and what is pending. */
export const PublishStatusSchema = v.object({
  live: v.nullable(PublicationSchema),
  pending: PendingSummarySchema,
})
export type PublishStatus = v.InferOutput<typeof PublishStatusSchema>

export const PublicationPageSchema = v.object({
  items: v.array(PublicationSchema),
  next_cursor: v.nullable(v.string()),
})
export type PublicationPage = v.InferOutput<typeof PublicationPageSchema>

/** GET …/publications: newest first; `cursor` is the previous page's next_cursor. */
export const PublicationQuerySchema = v.object({
  cursor: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/))),
  limit: v.optional(queryInt(1, 100)),
})
export type PublicationQuery = { cursor?: string; limit?: number }
