import { DEMO_CUSTOM_FIELDS } from '@vitrine/api'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { checkoutCustomFields } from './schema.ts'

/**
 * The demo store's checkout custom fields (the contract's `DEMO_CUSTOM_FIELDS`, all optional: the
 * e2e tests pay demo links without answering them). Added once, to a store that has none.
 */
export async function seedCustomFieldsDemo(db: Database, appId: number, now: Date): Promise<void> {
  const [existing] = await db
    .select({ id: checkoutCustomFields.id })
    .from(checkoutCustomFields)
    .where(eq(checkoutCustomFields.appId, appId))
    .limit(1)
  if (existing) return
  const positions = new Map<string, number>()
  await db.insert(checkoutCustomFields).values(
    DEMO_CUSTOM_FIELDS.map((field) => {
      const position = positions.get(field.group) ?? 0
      positions.set(field.group, position + 1)
      return {
        appId,
        key: field.key,
        group: field.group,
        position,
        label: field.label,
        type: field.type,
        placeholder: field.placeholder,
        helpText: field.help_text,
        required: field.required,
        mask: field.mask,
        minLength: field.min_length,
        maxLength: field.max_length,
        min: field.min,
        max: field.max,
        options: field.options,
        visibleWhen: field.visible_when,
        createdAt: now,
        updatedAt: now,
      }
    }),
  )
}
