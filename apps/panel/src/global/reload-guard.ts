/** At most one automatic reload within this window (section 9: page reload guard 10 s). */
export const RELOAD_GUARD_MS = 10_000
const KEY = 'vitrine.chunkReloadAt'

/**
 * After a deploy, an open panel may ask for chunks that no longer exist. Reloading fetches the
 * new build; the guard stops a loop when the chunk is missing for another reason.
 */
export function reloadOnce(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
  reload: () => void,
): boolean {
  const last = Number(storage.getItem(KEY) ?? 0)
  if (now - last < RELOAD_GUARD_MS) return false
  storage.setItem(KEY, String(now))
  reload()
  return true
}

/** Browsers word a failed dynamic import differently; these are the ones we recognise. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch/i.test(
    message,
  )
}
