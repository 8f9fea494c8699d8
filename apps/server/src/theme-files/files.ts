import {
  isWithin,
  parentFolders,
  searchThemeFiles,
  THEME_ENTRIES_MAX,
  themeFileError,
  type ThemeEntry,
  type ThemeEntryKind,
  type ThemeFile,
  type ThemeFileVersion,
  type ThemeFileVersionContent,
  type ThemeSearchResult,
  type ThemeTree,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { actorOf, writeAudit, type AuditActor } from '../audit/write.ts'
import type { Database } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import type { AppDeps } from '../http/context.ts'
import { themeFiles, themeFileVersions } from './schema.ts'
import type { AppAccess } from '../access/require-access.ts'

type Row = typeof themeFiles.$inferSelect
type Deps = Pick<AppDeps, 'db' | 'clock'>
/** Who changes the theme: a person, a token or the server (the demo). */
export type ThemeActor = AuditActor

export function themeActorOf(access: AppAccess): ThemeActor {
  return actorOf(access.caller)
}

/** Byte order, so the tree reads the same on every database whatever its collation. */
const byPath = sql`${themeFiles.path} COLLATE "C"`

/** The rows of a path and, for a folder, everything inside it. */
const withinPath = (path: string) =>
  or(eq(themeFiles.path, path), sql`starts_with(${themeFiles.path}, ${`${path}/`})`)

function toEntry(row: Row): ThemeEntry {
  return {
    path: row.path,
    kind: row.kind,
    size: row.size,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedByName,
  }
}

function toFile(row: Row): ThemeFile {
  return { ...toEntry(row), content: row.content }
}

const ENTRY_COLUMNS = {
  id: themeFiles.id,
  appId: themeFiles.appId,
  path: themeFiles.path,
  kind: themeFiles.kind,
  size: themeFiles.size,
  version: themeFiles.version,
  createdAt: themeFiles.createdAt,
  updatedAt: themeFiles.updatedAt,
  updatedByUserId: themeFiles.updatedByUserId,
  updatedByName: themeFiles.updatedByName,
}

/** Every file and folder, by path; no contents. */
export async function themeTree(db: Database, appId: number): Promise<ThemeTree> {
  const rows = await db
    .select(ENTRY_COLUMNS)
    .from(themeFiles)
    .where(eq(themeFiles.appId, appId))
    .orderBy(byPath)
  return { entries: rows.map((row) => toEntry({ ...row, content: '' })) }
}

async function findRow(db: Database, appId: number, path: string, lock = false) {
  const query = db
    .select()
    .from(themeFiles)
    .where(and(eq(themeFiles.appId, appId), eq(themeFiles.path, path)))
  const [row] = lock ? await query.for('update') : await query
  return row
}

async function findFile(db: Database, appId: number, path: string, lang: Lang, lock = false) {
  const row = await findRow(db, appId, path, lock)
  if (!row) throw themeFileError(404, lang, 'notFound', { field: 'path' })
  if (row.kind !== 'file') throw themeFileError(422, lang, 'notAFile', { field: 'path' })
  return row
}

export async function readThemeFile(
  db: Database,
  appId: number,
  path: string,
  lang: Lang,
): Promise<ThemeFile> {
  return toFile(await findFile(db, appId, path, lang))
}

/**
 * Locks the store's theme for a change of its shape (create, move, delete): two of them at once
 * could otherwise both find a path free, or move a folder while a file is made inside it. A
 * transaction-scoped advisory lock on the store, so reads and saves of content never wait on it.
 */
async function lockTheme(tx: Database, appId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('theme_files'), ${appId})`)
}

/** Makes the folders above `path` that are missing; a file in the way is a 422 on `field`. */
async function makeParents(
  tx: Database,
  appId: number,
  path: string,
  field: string,
  actor: ThemeActor,
  now: Date,
  lang: Lang,
): Promise<number> {
  const parents = parentFolders(path)
  if (parents.length === 0) return 0
  const existing = await tx
    .select({ path: themeFiles.path, kind: themeFiles.kind })
    .from(themeFiles)
    .where(and(eq(themeFiles.appId, appId), inArray(themeFiles.path, parents)))
  const file = existing.find((row) => row.kind === 'file')
  if (file)
    throw themeFileError(422, lang, 'parentIsFile', { params: { parent: file.path }, field })
  const missing = parents.filter((parent) => !existing.some((row) => row.path === parent))
  if (missing.length === 0) return 0
  await tx.insert(themeFiles).values(
    missing.map((parent) => ({
      appId,
      path: parent,
      kind: 'folder' as const,
      createdAt: now,
      updatedAt: now,
      updatedByUserId: actor.userId,
      updatedByName: actor.name,
    })),
  )
  return missing.length
}

async function entryCount(tx: Database, appId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(themeFiles).where(eq(themeFiles.appId, appId))
  return row?.n ?? 0
}

/** Creates a file (its first version) or a folder, with the folders above it. */
export async function createThemeEntry(
  { db, clock }: Deps,
  appId: number,
  actor: ThemeActor,
  values: { path: string; kind: ThemeEntryKind; content: string },
  lang: Lang,
  at?: Date,
): Promise<ThemeEntry> {
  const now = at ?? clock.now()
  try {
    return await db.transaction(async (tx) => {
      await lockTheme(tx, appId)
      if (await findRow(tx, appId, values.path)) {
        throw themeFileError(409, lang, 'exists', { field: 'path' })
      }
      await makeParents(tx, appId, values.path, 'path', actor, now, lang)
      if ((await entryCount(tx, appId)) + 1 > THEME_ENTRIES_MAX) {
        throw themeFileError(422, lang, 'tooManyEntries', { field: 'path' })
      }
      const isFile = values.kind === 'file'
      const [row] = await tx
        .insert(themeFiles)
        .values({
          appId,
          path: values.path,
          kind: values.kind,
          content: isFile ? values.content : '',
          size: isFile ? values.content.length : 0,
          version: isFile ? 1 : 0,
          createdAt: now,
          updatedAt: now,
          updatedByUserId: actor.userId,
          updatedByName: actor.name,
        })
        .returning()
      if (isFile) await addVersion(tx, row!, actor, now)
      return toEntry(row!)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw themeFileError(409, lang, 'exists', { field: 'path' })
    throw error
  }
}

async function addVersion(
  tx: Database,
  row: Row,
  actor: ThemeActor,
  now: Date,
  restoredFrom: number | null = null,
) {
  await tx.insert(themeFileVersions).values({
    appId: row.appId,
    fileId: row.id,
    version: row.version,
    content: row.content,
    size: row.size,
    authorUserId: actor.userId,
    authorName: actor.name,
    restoredFrom,
    createdAt: now,
  })
}

/**
 * Renames or moves a file, or a folder with everything inside it. `to` must be free (409 on
 * `to`); a folder cannot go inside itself. The versions follow the files (they are kept by id).
 */
export async function moveThemeEntry(
  { db, clock }: Deps,
  access: AppAccess,
  from: string,
  to: string,
  lang: Lang,
): Promise<ThemeTree> {
  const appId = access.app.id
  const actor = themeActorOf(access)
  const now = clock.now()
  try {
    await db.transaction(async (tx) => {
      await lockTheme(tx, appId)
      const source = await findRow(tx, appId, from)
      if (!source) throw themeFileError(404, lang, 'notFound', { field: 'from' })
      if (from === to) return
      if (source.kind === 'folder' && isWithin(to, from)) {
        throw themeFileError(422, lang, 'moveIntoItself', { field: 'to' })
      }
      if (await findRow(tx, appId, to)) throw themeFileError(409, lang, 'exists', { field: 'to' })
      await makeParents(tx, appId, to, 'to', actor, now, lang)
      const moved = await tx
        .update(themeFiles)
        .set({ path: sql`${to} || substr(${themeFiles.path}, ${from.length + 1})` })
        .where(and(eq(themeFiles.appId, appId), withinPath(from)))
        .returning({ id: themeFiles.id })
      await writeAudit(tx, appId, actor, now, {
        area: 'layout',
        action: 'update',
        entity: 'theme_file',
        entityId: source.id,
        label: to,
        changes: {
          path: { before: from, after: to },
          entries: { before: null, after: moved.length },
        },
      })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw themeFileError(409, lang, 'exists', { field: 'to' })
    throw error
  }
  return themeTree(db, appId)
}

/** Deletes a file, or a folder with everything inside it (and their versions); audited. */
export async function removeThemeEntry(
  { db, clock }: Deps,
  access: AppAccess,
  path: string,
  lang: Lang,
): Promise<void> {
  const appId = access.app.id
  const now = clock.now()
  await db.transaction(async (tx) => {
    await lockTheme(tx, appId)
    const source = await findRow(tx, appId, path)
    if (!source) throw themeFileError(404, lang, 'notFound', { field: 'path' })
    const removed = await tx
      .delete(themeFiles)
      .where(and(eq(themeFiles.appId, appId), withinPath(path)))
      .returning({ path: themeFiles.path, kind: themeFiles.kind })
    await writeAudit(tx, appId, themeActorOf(access), now, {
      area: 'layout',
      action: 'delete',
      entity: 'theme_file',
      entityId: source.id,
      label: path,
      changes: {
        path: { before: path, after: null },
        kind: { before: source.kind, after: null },
        files: {
          before: removed.filter((row) => row.kind === 'file').map((row) => row.path),
          after: null,
        },
      },
    })
  })
}

/**
 * Saves the content typed on `baseVersion`. The row is locked and its version compared, so of
 * two sessions saving on the same version exactly one wins; the other gets 409 with the file as
 * it is now (`data.current`). Content equal to the current one makes no new version.
 */
export async function saveThemeFile(
  { db, clock }: Deps,
  appId: number,
  actor: ThemeActor,
  values: { path: string; content: string; base_version: number },
  lang: Lang,
  at?: Date,
): Promise<ThemeFile> {
  const now = at ?? clock.now()
  return db.transaction(async (tx) => {
    const row = await findFile(tx, appId, values.path, lang, true)
    if (row.version !== values.base_version) {
      throw themeFileError(409, lang, 'conflict', {
        params: { version: row.version },
        data: { current: toFile(row) },
      })
    }
    if (row.content === values.content) return toFile(row)
    return toFile(await writeContent(tx, row, values.content, actor, now))
  })
}

async function writeContent(
  tx: Database,
  row: Row,
  content: string,
  actor: ThemeActor,
  now: Date,
  restoredFrom: number | null = null,
): Promise<Row> {
  const [saved] = await tx
    .update(themeFiles)
    .set({
      content,
      size: content.length,
      version: row.version + 1,
      updatedAt: now,
      updatedByUserId: actor.userId,
      updatedByName: actor.name,
    })
    .where(eq(themeFiles.id, row.id))
    .returning()
  await addVersion(tx, saved!, actor, now, restoredFrom)
  return saved!
}

/** A file's versions, newest first, without contents. */
export async function themeFileVersionList(
  db: Database,
  appId: number,
  path: string,
  lang: Lang,
): Promise<ThemeFileVersion[]> {
  const file = await findFile(db, appId, path, lang)
  const rows = await db
    .select({
      version: themeFileVersions.version,
      size: themeFileVersions.size,
      author: themeFileVersions.authorName,
      createdAt: themeFileVersions.createdAt,
    })
    .from(themeFileVersions)
    .where(eq(themeFileVersions.fileId, file.id))
    .orderBy(desc(themeFileVersions.version))
  return rows.map((row) => ({
    version: row.version,
    size: row.size,
    author: row.author,
    created_at: row.createdAt.toISOString(),
  }))
}

async function findVersion(
  db: Database,
  fileId: number,
  version: number,
  lang: Lang,
  field?: string,
) {
  const [row] = await db
    .select()
    .from(themeFileVersions)
    .where(and(eq(themeFileVersions.fileId, fileId), eq(themeFileVersions.version, version)))
  if (!row) throw themeFileError(404, lang, 'versionNotFound', field ? { field } : {})
  return row
}

export async function themeFileVersion(
  db: Database,
  appId: number,
  path: string,
  version: number,
  lang: Lang,
): Promise<ThemeFileVersionContent> {
  const file = await findFile(db, appId, path, lang)
  const row = await findVersion(db, file.id, version, lang)
  return {
    path: file.path,
    version: row.version,
    size: row.size,
    author: row.authorName,
    created_at: row.createdAt.toISOString(),
    content: row.content,
  }
}

/** A new version whose content is `version`'s (the history keeps everything in between). */
export async function restoreThemeFile(
  { db, clock }: Deps,
  access: AppAccess,
  path: string,
  version: number,
  lang: Lang,
): Promise<ThemeFile> {
  const appId = access.app.id
  const now = clock.now()
  return db.transaction(async (tx) => {
    const row = await findFile(tx, appId, path, lang, true)
    const old = await findVersion(tx, row.id, version, lang, 'version')
    return toFile(await writeContent(tx, row, old.content, themeActorOf(access), now, old.version))
  })
}

/** `%`, `_` and `\` typed by people are literal in a LIKE pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** Trigrams need 3 characters; a shorter text is looked for in every file of the store. */
const TRIGRAM_MIN = 3

/**
 * Lines holding the text, case-insensitive. The database picks the files that hold it (ILIKE),
 * the contract's `searchThemeFiles` finds the lines, the same code as the fixture's.
 *
 * The trigram index (theme_files_content_trgm) answers ILIKE in a few ms, but the planner
 * prices reading a file as cheap as reading a name and scans every file of the store instead
 * (measured at the cap of 2,000 files of 8 KB on PostgreSQL: 130 ms scanned, 3–12 ms by the
 * index). So, for a text the index can serve, the query runs with sequential scans off and the
 * store's condition written so the (app_id, path) index is not taken for the way in; the store
 * still filters the rows.
 */
export async function searchTheme(
  db: Database,
  appId: number,
  query: string,
): Promise<ThemeSearchResult> {
  const byTrigrams = query.length >= TRIGRAM_MIN
  return db.transaction(async (tx) => {
    if (byTrigrams) await tx.execute(sql`set local enable_seqscan = off`)
    const rows = await tx
      .select({ path: themeFiles.path, content: themeFiles.content })
      .from(themeFiles)
      .where(
        and(
          byTrigrams ? sql`${themeFiles.appId} + 0 = ${appId}` : eq(themeFiles.appId, appId),
          eq(themeFiles.kind, 'file'),
          sql`${themeFiles.content} ILIKE ${`%${likeLiteral(query)}%`}`,
        ),
      )
      .orderBy(asc(byPath))
    return searchThemeFiles(rows, query)
  })
}
