import {
  FEED_TEMPLATE_FIELDS,
  fillTemplate,
  type FeedFormat,
  type FeedTemplate,
} from '@vitrine/api'
import { escapeCsv, escapeXml } from '../../feeds-xml/escape.ts'
import type { FeedItemValues } from './items.ts'

/*
 * How each format writes a feed: a header, one piece per item, a footer, so a generation can
 * write items as it reads them.
 * - google: Merchant Center's RSS 2.0 with the g: namespace
 *   (https://support.google.com/merchants/answer/7052112), empty optional fields left out.
 * - meta: Meta's catalogue data feed as CSV (Commerce Manager's column names: id, title,
 *   description, availability, condition, price, link, image_link, brand, sale_price, gtin,
 *   mpn, google_product_category, product_type, quantity_to_sell_on_facebook).
 * - custom: the store's template, every `{{ field }}` escaped for XML.
 */

const NO_VALUES = Object.fromEntries(
  FEED_TEMPLATE_FIELDS.map((field) => [field, '']),
) as FeedItemValues

export interface FeedWriter {
  extension: 'xml' | 'csv'
  header(): string
  item(values: FeedItemValues): string
  footer(): string
}

const GOOGLE_OPTIONAL = [
  'sale_price',
  'brand',
  'gtin',
  'mpn',
  'google_product_category',
  'product_type',
] as const

const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'sale_price',
  'gtin',
  'mpn',
  'google_product_category',
  'product_type',
  'quantity',
] as const
/** Meta's name of the stock column. */
const META_HEADER = META_COLUMNS.map((column) =>
  column === 'quantity' ? 'quantity_to_sell_on_facebook' : column,
)

export function feedWriter(
  format: FeedFormat,
  channel: { title: string; link: string; description: string },
  template: FeedTemplate,
): FeedWriter {
  switch (format) {
    case 'google':
      return {
        extension: 'xml',
        header: () =>
          '<?xml version="1.0" encoding="UTF-8"?>\n' +
          '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
          `<title>${escapeXml(channel.title)}</title>\n` +
          `<link>${escapeXml(channel.link)}</link>\n` +
          `<description>${escapeXml(channel.description)}</description>\n`,
        item(values) {
          const field = (name: string, value: string) =>
            `<g:${name}>${escapeXml(value)}</g:${name}>`
          return [
            '<item>',
            field('id', values.id),
            field('title', values.title),
            field('description', values.description),
            field('link', values.link),
            field('image_link', values.image_link),
            field('price', values.price),
            field('availability', values.availability),
            field('condition', values.condition),
            ...GOOGLE_OPTIONAL.filter((name) => values[name]).map((name) =>
              field(name, values[name]),
            ),
            // Without a GTIN, Merchant Center wants to be told so (with brand and MPN it matches otherwise).
            ...(values.gtin ? [] : [field('identifier_exists', values.mpn ? 'yes' : 'no')]),
            '</item>\n',
          ].join('')
        },
        footer: () => '</channel>\n</rss>\n',
      }
    case 'meta':
      return {
        extension: 'csv',
        header: () => `${META_HEADER.join(',')}\n`,
        item: (values) => `${META_COLUMNS.map((column) => escapeCsv(values[column])).join(',')}\n`,
        footer: () => '',
      }
    case 'custom':
      return {
        extension: 'xml',
        // Header and footer have no product: a field named there is written empty.
        header: () => fillTemplate(template.header, NO_VALUES, escapeXml),
        item: (values) => fillTemplate(template.item, values, escapeXml),
        footer: () => fillTemplate(template.footer, NO_VALUES, escapeXml),
      }
  }
}
