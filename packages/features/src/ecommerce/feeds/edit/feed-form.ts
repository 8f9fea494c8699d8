import * as v from 'valibot'
import {
  DEFAULT_FEED_MAPPING,
  DEFAULT_FEED_TEMPLATE,
  FEED_FORMATS,
  FEED_MAPPED_FIELDS,
  FEED_SOURCES,
  type Feed,
  type FeedInput,
  type FeedMapping,
  type FeedSchedule,
} from '@vitrine/api'
import {
  conditionText,
  previewConditions,
  temporaryId,
  type ConditionRow,
} from '../../../shared/conditions/condition-rows.ts'

/* The feed form's values and their conversion to the contract's input. */

export interface FeedFormValues {
  name: string
  format: (typeof FEED_FORMATS)[number]
  site_url: string
  schedule_hours: string
  /** The catalogue filter's condition rows, edited by the shared ConditionsEditor (as the CMS). */
  conditions: ConditionRow[]
  mapping: FeedMapping
  template: { header: string; item: string; footer: string }
}

export function feedFormValues(feed: Feed | undefined): FeedFormValues {
  if (!feed) {
    return {
      name: '',
      format: 'google',
      site_url: '',
      schedule_hours: '6',
      conditions: [],
      mapping: DEFAULT_FEED_MAPPING,
      template: DEFAULT_FEED_TEMPLATE,
    }
  }
  return {
    name: feed.name,
    format: feed.format,
    site_url: feed.site_url,
    schedule_hours: String(feed.schedule_hours),
    conditions: feed.conditions.map((condition) => ({
      id: temporaryId(),
      attribute: condition.attribute,
      condition: condition.condition,
      value:
        condition.condition === 'order'
          ? ''
          : conditionText('products', condition.attribute, condition.value),
      order: condition.condition === 'order' ? condition.order : 'asc',
    })),
    mapping: feed.mapping,
    template: feed.template,
  }
}

/** The input the server takes, or null while a condition row is incomplete. */
export function feedInputOf(values: FeedFormValues): FeedInput | null {
  const conditions = previewConditions('products', values.conditions)
  if (!conditions) return null
  return {
    name: values.name,
    format: values.format,
    site_url: values.site_url,
    schedule_hours: Number(values.schedule_hours) as FeedSchedule,
    conditions: conditions as FeedInput['conditions'],
    mapping: values.mapping,
    template: values.template,
  }
}

const entry = v.object({ source: v.picklist(FEED_SOURCES), text: v.string() })

/** Light checks in the browser; the server's answer (field errors) is the final word. */
export const feedFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Dê um nome ao feed.')),
  format: v.picklist(FEED_FORMATS, 'Escolha um formato.'),
  site_url: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Informe o endereço da loja.'),
    v.url('Use um endereço completo, como https://minhaloja.com.br.'),
  ),
  schedule_hours: v.picklist(['1', '6', '12', '24'], 'Escolha de quantas em quantas horas.'),
  conditions: v.array(v.any()),
  mapping: v.object(
    Object.fromEntries(FEED_MAPPED_FIELDS.map((field) => [field, entry])) as Record<
      (typeof FEED_MAPPED_FIELDS)[number],
      typeof entry
    >,
  ),
  template: v.object({ header: v.string(), item: v.string(), footer: v.string() }),
})
