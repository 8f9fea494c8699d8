import { useCallback, useEffect, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import { isApiError, themeFileKeys, ThemeConflictDataSchema, type ThemeFile } from '@vitrine/api'
import { useApi, useStorage } from '@vitrine/api/react'
import * as v from 'valibot'
import { dropDraft, readDraft, readTabs, writeDraft, writeTabs } from './drafts.ts'
import { movedPath } from './tree.ts'

/** An open tab: the file as last read or saved, and what is typed on it. */
export interface OpenFile {
  path: string
  status: 'loading' | 'ready' | 'error'
  error: string | null
  /** The server's file as last known (null until read). */
  saved: ThemeFile | null
  /** The text in the editor. */
  draft: string
  /**
   * What the editor starts from, and a counter that remakes it: set only when the text comes
   * from elsewhere (read, the server's copy, a restore, a merge). Typing never feeds the editor
   * its own text back, which could arrive a keystroke late and undo the newest one.
   */
  seed: string
  revision: number
  /** The version the draft was typed on: a save is accepted only if the file is still on it. */
  baseVersion: number
  /** A language chosen for this session, over the one of the extension. */
  language: string | null
  saving: boolean
}

/** A save refused because someone saved meanwhile: the file as it is now and what was sent. */
export interface SaveConflict {
  path: string
  current: ThemeFile
  mine: string
}

export type SaveOutcome = 'saved' | 'conflict' | 'failed' | 'skipped'

export const isDirty = (file: OpenFile) =>
  file.status === 'ready' &&
  file.saved !== null &&
  (file.draft !== file.saved.content || file.baseVersion !== file.saved.version)

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : 'Não foi possível abrir o arquivo.'

/**
 * The IDE's open files: reading, typing (kept as drafts in storage on every change), saving with
 * the version it was typed on, and the 409's conflict to resolve. Tabs and drafts survive a
 * reload; nothing typed is dropped unless the person closes a tab without saving, says so, or
 * chooses the server's copy in the conflict dialog.
 */
export function useOpenFiles(appId: number, onError: (message: string) => void) {
  const api = useApi()
  const storage = useStorage()
  const { mutate } = useSWRConfig()
  const [files, setFiles] = useState<OpenFile[]>([])
  const [active, setActive] = useState<string | null>(null)
  const [conflict, setConflict] = useState<SaveConflict | null>(null)
  const latest = useRef(files)
  latest.current = files

  const update = useCallback((path: string, change: (file: OpenFile) => Partial<OpenFile>) => {
    setFiles((current) =>
      current.map((file) => (file.path === path ? { ...file, ...change(file) } : file)),
    )
  }, [])

  const refreshCaches = useCallback(
    (path: string) => {
      void mutate(themeFileKeys.tree(appId))
      void mutate(themeFileKeys.versions(appId, path))
    },
    [mutate, appId],
  )

  const load = useCallback(
    async (path: string) => {
      try {
        const file = await api.themeFiles.read(appId, path)
        const draft = readDraft(storage, appId, path)
        update(path, () => ({
          status: 'ready',
          error: null,
          saved: file,
          draft: draft?.content ?? file.content,
          seed: draft?.content ?? file.content,
          revision: Date.now(),
          baseVersion: draft?.base_version ?? file.version,
        }))
      } catch (error) {
        update(path, () => ({ status: 'error', error: errorText(error) }))
      }
    },
    [api, appId, storage, update],
  )

  const open = useCallback(
    (path: string) => {
      setActive(path)
      if (latest.current.some((file) => file.path === path)) return
      setFiles((current) => [
        ...current,
        {
          path,
          status: 'loading',
          error: null,
          saved: null,
          draft: '',
          seed: '',
          revision: 0,
          baseVersion: 0,
          language: null,
          saving: false,
        },
      ])
      void load(path)
    },
    [load],
  )

  // The tabs of the last visit come back, each with its draft.
  const restored = useRef(false)
  useEffect(() => {
    if (restored.current) return
    restored.current = true
    const paths = readTabs(storage, appId)
    for (const path of paths) open(path)
  }, [storage, appId, open])

  useEffect(() => {
    writeTabs(
      storage,
      appId,
      files.map((file) => file.path),
    )
  }, [storage, appId, files])

  const edit = useCallback(
    (path: string, content: string) => {
      const file = latest.current.find((item) => item.path === path)
      if (!file || file.status !== 'ready' || !file.saved) return
      const next = { ...file, draft: content }
      if (isDirty(next))
        writeDraft(storage, appId, path, { content, base_version: file.baseVersion })
      else dropDraft(storage, appId, path)
      update(path, () => ({ draft: content }))
    },
    [storage, appId, update],
  )

  /** Saves `content` (the draft by default) on `baseVersion` (the tab's by default). */
  const save = useCallback(
    async (path: string, options: { content?: string; baseVersion?: number } = {}) => {
      const file = latest.current.find((item) => item.path === path)
      if (!file || file.status !== 'ready' || file.saving) return 'skipped' as SaveOutcome
      const content = options.content ?? file.draft
      const baseVersion = options.baseVersion ?? file.baseVersion
      update(path, () => ({ saving: true }))
      try {
        const saved = await api.themeFiles.save(appId, {
          path,
          content,
          base_version: baseVersion,
        })
        // What was typed while the save was on its way stays a draft, now on the new version.
        const now = latest.current.find((item) => item.path === path)
        const typedMeanwhile = now !== undefined && now.draft !== file.draft
        const draft = typedMeanwhile ? now.draft : saved.content
        if (typedMeanwhile) {
          writeDraft(storage, appId, path, { content: draft, base_version: saved.version })
        } else dropDraft(storage, appId, path)
        update(path, () => ({ saving: false, saved, draft, baseVersion: saved.version }))
        setConflict((current) => (current?.path === path ? null : current))
        refreshCaches(path)
        return 'saved' as SaveOutcome
      } catch (error) {
        update(path, () => ({ saving: false }))
        if (isApiError(error) && error.statusCode === 409) {
          const data = v.safeParse(ThemeConflictDataSchema, error.data)
          if (data.success) {
            setConflict({ path, current: data.output.current, mine: content })
            return 'conflict' as SaveOutcome
          }
        }
        onError(error instanceof Error ? error.message : 'Não foi possível salvar o arquivo.')
        return 'failed' as SaveOutcome
      }
    },
    [api, appId, storage, update, refreshCaches, onError],
  )

  /** The conflict settled with this content, saved on the server's current version. */
  const keepMine = useCallback(
    async (content: string) => {
      if (!conflict) return 'skipped' as SaveOutcome
      const { path, current } = conflict
      update(path, (file) => ({ draft: content, seed: content, revision: file.revision + 1 }))
      writeDraft(storage, appId, path, { content, base_version: current.version })
      return save(path, { content, baseVersion: current.version })
    },
    [conflict, save, storage, appId, update],
  )

  /** The conflict settled with the server's copy: the draft is dropped. */
  const takeTheirs = useCallback(() => {
    if (!conflict) return
    const { path, current } = conflict
    dropDraft(storage, appId, path)
    update(path, (file) => ({
      saved: current,
      draft: current.content,
      seed: current.content,
      revision: file.revision + 1,
      baseVersion: current.version,
    }))
    setConflict(null)
    refreshCaches(path)
  }, [conflict, storage, appId, update, refreshCaches])

  /** A file the server changed by other means (a restored version): the tab follows it. */
  const replaced = useCallback(
    (file: ThemeFile) => {
      dropDraft(storage, appId, file.path)
      update(file.path, (open) => ({
        saved: file,
        draft: file.content,
        seed: file.content,
        revision: open.revision + 1,
        baseVersion: file.version,
      }))
      refreshCaches(file.path)
    },
    [storage, appId, update, refreshCaches],
  )

  const close = useCallback(
    (path: string) => {
      dropDraft(storage, appId, path)
      const index = latest.current.findIndex((file) => file.path === path)
      const rest = latest.current.filter((file) => file.path !== path)
      setFiles(rest)
      setActive((current) =>
        current === path ? (rest[Math.min(index, rest.length - 1)]?.path ?? null) : current,
      )
    },
    [storage, appId],
  )

  /** After a move: tabs and drafts follow their files. */
  const moved = useCallback(
    (from: string, to: string) => {
      for (const file of latest.current) {
        const next = movedPath(file.path, from, to)
        if (next === file.path) continue
        const draft = readDraft(storage, appId, file.path)
        if (draft) {
          writeDraft(storage, appId, next, draft)
          dropDraft(storage, appId, file.path)
        }
      }
      setFiles((current) =>
        current.map((file) => {
          const path = movedPath(file.path, from, to)
          return path === file.path
            ? file
            : { ...file, path, saved: file.saved ? { ...file.saved, path } : null }
        }),
      )
      setActive((current) => (current ? movedPath(current, from, to) : current))
    },
    [storage, appId],
  )

  /** After a delete: the tabs inside it close (their drafts go with the files). */
  const removed = useCallback(
    (path: string) => {
      for (const file of latest.current) {
        if (file.path === path || file.path.startsWith(`${path}/`)) close(file.path)
      }
    },
    [close],
  )

  const setLanguage = useCallback(
    (path: string, language: string | null) => update(path, () => ({ language })),
    [update],
  )

  return {
    files,
    active,
    setActive,
    conflict,
    dismissConflict: () => setConflict(null),
    open,
    reload: load,
    edit,
    save,
    keepMine,
    takeTheirs,
    replaced,
    close,
    moved,
    removed,
    setLanguage,
  }
}

export type OpenFiles = ReturnType<typeof useOpenFiles>
