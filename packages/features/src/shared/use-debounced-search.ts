import { useEffect, useState } from 'react'

/** Typing pauses this long before a search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * A search box's text and the query it sends: the query follows the text, trimmed, once typing
 * pauses (one request per pause, not per key). `clear` empties both at once, without waiting.
 */
export function useDebouncedSearch() {
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [search])
  return {
    search,
    setSearch,
    query,
    clear: () => {
      setSearch('')
      setQuery('')
    },
  }
}
