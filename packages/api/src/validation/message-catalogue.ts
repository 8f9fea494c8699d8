import * as catalogue from './catalogue.ts'
import type { FieldLabel, Lang } from './lang.ts'
import { formatText, type CustomMessage, type MessageParams, type Texts } from './messages.ts'

/*
 * The whole catalogue by name, for tests, documentation and callers that pick a message at run
 * time. Kept apart from messages.ts: the rules read their messages one by one, so a bundle
 * that does not import this module keeps only the messages of the rules it uses.
 */

export type MessageKey = keyof typeof catalogue

export const messages: Readonly<Record<MessageKey, Texts>> = catalogue

/** `formatText` by message name (looks the text up at run time, so it keeps every message). */
export function formatMessage(
  key: MessageKey,
  lang: Lang,
  label?: FieldLabel,
  params?: MessageParams,
  custom?: CustomMessage,
): string {
  return formatText(catalogue[key], lang, label, params, custom)
}
