import type { KeyValueStorage } from '@vitrine/api/react'
import * as v from 'valibot'

/*
 * What is typed and not yet saved is kept in the panel's storage (`useStorage()`: localStorage
 * behind the panel), per store and file, on every change. A reload, a crash or a closed tab
 * brings it back when the file opens again; the version it was typed on goes with it, so a draft
 * older than the server's file still meets the conflict dialog rather than overwriting.
 */

const DraftSchema = v.object({ content: v.string(), base_version: v.number() })
export type Draft = v.InferOutput<typeof DraftSchema>

const draftKey = (appId: number, path: string) => `vitrine:ide:${appId}:draft:${path}`
const tabsKey = (appId: number) => `vitrine:ide:${appId}:tabs`

function readJson<T>(storage: KeyValueStorage, key: string, schema: v.GenericSchema<T>): T | null {
  const raw = storage.get(key)
  if (raw === null) return null
  try {
    const parsed = v.safeParse(schema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

export function readDraft(storage: KeyValueStorage, appId: number, path: string): Draft | null {
  return readJson(storage, draftKey(appId, path), DraftSchema)
}

export function writeDraft(storage: KeyValueStorage, appId: number, path: string, draft: Draft) {
  storage.set(draftKey(appId, path), JSON.stringify(draft))
}

export function dropDraft(storage: KeyValueStorage, appId: number, path: string) {
  storage.remove(draftKey(appId, path))
}

/** The open tabs, in order, so a reload opens them again. */
export function readTabs(storage: KeyValueStorage, appId: number): string[] {
  return readJson(storage, tabsKey(appId), v.array(v.string())) ?? []
}

export function writeTabs(storage: KeyValueStorage, appId: number, paths: readonly string[]) {
  if (paths.length === 0) storage.remove(tabsKey(appId))
  else storage.set(tabsKey(appId), JSON.stringify(paths))
}
