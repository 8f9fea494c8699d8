import type { MailListQuery } from './mails.ts'
import type { MailDeliveryFilters } from './recover.ts'

export const mailsKeys = {
  all: (appId: number) => ['ecommerce-mails', appId] as const,
  list: (appId: number, query: MailListQuery) => [...mailsKeys.all(appId), 'list', query] as const,
  mail: (appId: number, mailId: string) => [...mailsKeys.all(appId), 'mail', mailId] as const,
  /** The preview of a draft: keyed by its content so an unchanged draft is not asked again. */
  preview: (appId: number, mailId: string, draft: unknown) =>
    [...mailsKeys.all(appId), 'preview', mailId, draft] as const,
  smtp: (appId: number) => [...mailsKeys.all(appId), 'smtp'] as const,
  recover: (appId: number) => [...mailsKeys.all(appId), 'recover'] as const,
  deliveries: (appId: number, filters: MailDeliveryFilters) =>
    [...mailsKeys.all(appId), 'deliveries', filters] as const,
}
