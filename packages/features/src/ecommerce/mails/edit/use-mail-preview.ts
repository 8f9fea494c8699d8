import { useEffect, useState } from 'react'
import useSWR from 'swr'
import { mailsKeys, type MailDraft, type MailType } from '@vitrine/api'
import { useApi } from '@vitrine/api/react'

/** Typing pauses this long before the preview asks for the draft again. */
export const PREVIEW_DEBOUNCE_MS = 400

/**
 * The message as the server would send it (sanitised, variables filled with sample values, CSS
 * inlined), for the draft being typed: asked again once typing pauses, the last one kept on
 * screen meanwhile.
 */
export function useMailPreview(appId: number, mailId: MailType, draft: MailDraft | null) {
  const api = useApi()
  const [settled, setSettled] = useState(draft)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(draft), PREVIEW_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [draft])
  const preview = useSWR(
    settled ? mailsKeys.preview(appId, mailId, settled) : null,
    () => api.mails.previewMail(appId, mailId, settled!),
    { keepPreviousData: true, shouldRetryOnError: false, revalidateOnFocus: false },
  )
  return {
    preview,
    /** The draft typed last is not in the preview yet: still in the pause, or on its way. */
    behind: settled !== draft || preview.isValidating,
  }
}
