import { sql } from 'drizzle-orm'
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { instant } from '../db/columns.ts'

/**
 * What new-app recorded of a store (issue 18 item 1): its segment, the owner's CPF or CNPJ
 * (normalised) and how to reach the store. One row per store created through onboarding; the
 * platform step starts from it. Stores made before onboarding have none.
 */
export const onboardingProfiles = pgTable(
  'onboarding_profiles',
  {
    appId: integer('app_id')
      .primaryKey()
      .references(() => apps.id, { onDelete: 'cascade' }),
    segment: text('segment').notNull(),
    document: text('document').notNull(),
    documentKind: text('document_kind').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [check('onboarding_profiles_document_kind', sql`${t.documentKind} in ('cpf', 'cnpj')`)],
)

/**
 * What the merchant said of each onboarding step: done or skipped (a row back at pending is
 * deleted). Whether the store's data already makes a step done is read live, never stored, so
 * this table never disagrees with the store (see progress.ts).
 */
export const onboardingSteps = pgTable(
  'onboarding_steps',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    status: text('status').notNull(),
    updatedAt: instant('updated_at').notNull(),
    updatedByName: text('updated_by_name'),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.step] }),
    check('onboarding_steps_step', sql`${t.step} in ('layout', 'platform', 'payment', 'checkout')`),
    check('onboarding_steps_status', sql`${t.status} in ('done', 'skipped')`),
  ],
)
