import type { CustomFieldGroup, CustomFieldType, PublicCustomField } from '@vitrine/api'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { apps } from '../../access/schema.ts'
import { instant } from '../../db/columns.ts'

/*
 * The store's checkout custom fields (issue 16 item 2; contract packages/api/src/checkout-setup/
 * fields). A key is unique per store across the five groups (answers are keyed by it); the
 * position counts from 0 within the group and is rewritten whole by a reorder.
 */
export const checkoutCustomFields = pgTable(
  'checkout_custom_fields',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    group: text('group').$type<CustomFieldGroup>().notNull(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    type: text('type').$type<CustomFieldType>().notNull(),
    placeholder: text('placeholder').notNull().default(''),
    helpText: text('help_text').notNull().default(''),
    required: boolean('required').notNull().default(false),
    mask: text('mask').notNull().default(''),
    minLength: integer('min_length'),
    maxLength: integer('max_length'),
    min: doublePrecision('min'),
    max: doublePrecision('max'),
    options: jsonb('options').$type<PublicCustomField['options']>().notNull().default([]),
    visibleWhen: jsonb('visible_when').$type<PublicCustomField['visible_when']>(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('checkout_custom_fields_key').on(t.appId, t.key),
    index('checkout_custom_fields_order_idx').on(t.appId, t.group, t.position),
  ],
)
