/**
 * The third-party live chat is loaded asynchronously, and only when the page is on one of the
 * production or staging dashboard hosts (section 1).
 */
export function loadLiveChat(injected: unknown, doc: Document = document): boolean {
  const chat = (injected as { liveChat?: { scriptUrl?: unknown; hosts?: unknown } } | undefined)
    ?.liveChat
  if (!chat || typeof chat.scriptUrl !== 'string' || !Array.isArray(chat.hosts)) return false
  if (!chat.hosts.includes(doc.location.hostname)) return false
  const script = doc.createElement('script')
  script.src = chat.scriptUrl
  script.async = true
  doc.head.append(script)
  return true
}
