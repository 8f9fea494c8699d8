import type { ThemeEntryKind } from '@vitrine/api'
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { apps } from '../access/schema.ts'
import { users } from '../identity/schema.ts'
import { bigIdentity, instant } from '../db/columns.ts'

/*
 * The store's theme files (issue 17 item 2; contract packages/api/src/theme-files). One row per
 * file or folder: folders are rows too, so an empty folder exists, and the server keeps every
 * folder above a file. `version` counts the file's saves; a save is accepted only on the version
 * it was typed on (compared under the row's lock), so two sessions never overwrite each other.
 * The path is unique per store; a move rewrites the paths of a folder's rows in one transaction,
 * and the versions follow the file by its id.
 */
export const themeFiles = pgTable(
  'theme_files',
  {
    id: serial('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    kind: text('kind').$type<ThemeEntryKind>().notNull(),
    content: text('content').notNull().default(''),
    /** Characters of the content, so the tree needs no content. */
    size: integer('size').notNull().default(0),
    /** The current version of a file (0 for a folder). */
    version: integer('version').notNull().default(0),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The name of who saved last, as it was then (a token's name for an API token). */
    updatedByName: text('updated_by_name'),
  },
  (t) => [
    uniqueIndex('theme_files_path').on(t.appId, t.path),
    // Search across files: ILIKE '%text%' of 3 characters or more is answered from trigrams
    // (pg_trgm, migration 0018) instead of reading every file of the store.
    index('theme_files_content_trgm').using('gin', t.content.op('gin_trgm_ops')),
  ],
)

/** Every saved content of a file, oldest first; a restore appends a copy of an old one. */
export const themeFileVersions = pgTable(
  'theme_file_versions',
  {
    id: bigIdentity('id'),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => themeFiles.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    content: text('content').notNull(),
    size: integer('size').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name'),
    /** The version this one restores, when it is a restore. */
    restoredFrom: integer('restored_from'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('theme_file_versions_file').on(t.fileId, t.version),
    index('theme_file_versions_app').on(t.appId),
  ],
)
