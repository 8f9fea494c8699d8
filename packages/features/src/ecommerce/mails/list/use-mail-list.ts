import useSWR from 'swr'
import { mailsKeys, type MailGroup } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/** One group's mails, narrowed by the words searched (name or subject). */
export function useMailList(appId: number, group: MailGroup, q: string, enabled: boolean) {
  const api = useApi()
  const query = { group, ...(q ? { q } : {}) }
  return useSWR(enabled ? mailsKeys.list(appId, query) : null, () =>
    api.mails.listMails(appId, query),
  )
}
