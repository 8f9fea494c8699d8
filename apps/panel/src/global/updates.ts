/** How often the panel asks whether a newer build was deployed (and on every return to the tab). */
export const UPDATE_POLL_MS = 5 * 60 * 1000

/** The latest-build manifest the build writes next to index.html. */
export async function latestBuildId(
  fetcher: typeof fetch = fetch,
  now = Date.now(),
): Promise<string | null> {
  try {
    // The timestamp query defeats any cache between the panel and the manifest (section 7).
    const response = await fetcher(`/build.json?t=${now}`, { cache: 'no-store' })
    if (!response.ok) return null
    const body = (await response.json()) as { buildId?: unknown }
    return typeof body.buildId === 'string' ? body.buildId : null
  } catch {
    return null
  }
}

/**
 * Compares the running build with the latest one every few minutes and when the tab gets focus;
 * `onUpdate` runs once when they differ. Returns the stop function.
 */
export function watchForUpdates({
  runningBuildId,
  onUpdate,
  fetcher = fetch,
  target = window,
}: {
  runningBuildId: string
  onUpdate: (latest: string) => void
  fetcher?: typeof fetch
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>
}): () => void {
  let done = false
  const check = async () => {
    if (done) return
    const latest = await latestBuildId(fetcher)
    if (!done && latest && latest !== runningBuildId) {
      done = true
      onUpdate(latest)
    }
  }
  const timer = setInterval(() => void check(), UPDATE_POLL_MS)
  const onFocus = () => void check()
  target.addEventListener('focus', onFocus)
  return () => {
    done = true
    clearInterval(timer)
    target.removeEventListener('focus', onFocus)
  }
}
