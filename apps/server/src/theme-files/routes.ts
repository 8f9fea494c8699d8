import {
  parseBody,
  themeFileError,
  ThemeCreateInputSchema,
  ThemeEntrySchema,
  ThemeFileSchema,
  ThemeFileVersionContentSchema,
  ThemeFileVersionSchema,
  ThemeMoveInputSchema,
  ThemePathQuerySchema,
  ThemeRestoreInputSchema,
  ThemeSaveInputSchema,
  ThemeSearchQuerySchema,
  ThemeSearchResultSchema,
  ThemeTreeSchema,
} from '@vitrine/api'
import type { Lang } from '@vitrine/api/validation'
import { Hono } from 'hono'
import * as v from 'valibot'
import { appRoute, parseId, type AppScopedEnv } from '../access/require-access.ts'
import { readJsonBody } from '../http/body.ts'
import type { AppDeps } from '../http/context.ts'
import {
  BODY_ERRORS,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  noContent,
  queryParameter,
} from '../openapi/describe.ts'
import {
  createThemeEntry,
  moveThemeEntry,
  readThemeFile,
  removeThemeEntry,
  restoreThemeFile,
  saveThemeFile,
  searchTheme,
  themeActorOf,
  themeFileVersion,
  themeFileVersionList,
  themeTree,
} from './files.ts'

const READ = { area: 'layout', level: 'read' } as const
const WRITE = { area: 'layout', level: 'write' } as const
const TAGS = ['theme files']
const PATH_PARAMETER = queryParameter(
  'path',
  'The file or folder, e.g. `templates/produto.html`: names of letters, digits, `.`, `-` and ' +
    '`_` joined by `/`, no leading `/`, no `.` or `..`, up to 8 levels and 200 characters.',
)

/**
 * The store's theme files (main service, `/apps/{appId}/theme/…`), layout level: read for the
 * tree, files, versions and search; write for every change. Paths travel in the query (`path`)
 * or the body, never as path segments, so a file's slashes need no escaping.
 */
/**
 * The `path` of a read: none names no file, so it is not found (404), like any other file that
 * does not exist; a malformed one is a 400 on `path`.
 */
function pathOf(query: Record<string, string>, lang: Lang) {
  if (!query.path) throw themeFileError(404, lang, 'notFound', { field: 'path' })
  return parseBody(ThemePathQuerySchema, query, lang)
}

export function themeFilesRoutes(deps: AppDeps) {
  const routes = new Hono<AppScopedEnv>()
  const base = '/apps/:appId/theme/files'

  routes.get(
    base,
    ...appRoute(deps, READ, {
      summary: "The theme's files and folders, by path, without contents",
      tags: TAGS,
      responses: { 200: jsonAnswer('The tree', ThemeTreeSchema) },
    }),
    async (c) => c.json(await themeTree(deps.db, c.get('access').app.id)),
  )

  routes.post(
    base,
    ...appRoute(deps, WRITE, {
      summary: 'Create a theme file or folder',
      description:
        'The folders above the path are made when missing. 409 on `path` when it exists; 422 ' +
        'when a file stands where a folder would be, or the theme has 2,000 entries.',
      tags: TAGS,
      requestBody: jsonBody(ThemeCreateInputSchema),
      responses: {
        201: jsonAnswer('The new entry', ThemeEntrySchema),
        ...errorAnswers(...BODY_ERRORS, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, ThemeCreateInputSchema)
      const access = c.get('access')
      return c.json(
        await createThemeEntry(deps, access.app.id, themeActorOf(access), values, lang),
        201,
      )
    },
  )

  routes.delete(
    base,
    ...appRoute(deps, WRITE, {
      summary: 'Delete a theme file, or a folder with everything in it',
      description: 'The versions of the deleted files go too. Written to the audit log.',
      tags: TAGS,
      parameters: [PATH_PARAMETER],
      responses: { 204: noContent, ...errorAnswers(400, 404) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { path } = parseBody(ThemePathQuerySchema, c.req.query(), lang)
      await removeThemeEntry(deps, c.get('access'), path, lang)
      return c.body(null, 204)
    },
  )

  routes.post(
    `${base}/move`,
    ...appRoute(deps, WRITE, {
      summary: 'Rename or move a theme file, or a folder with everything in it',
      description:
        '409 on `to` when it exists (nothing is overwritten); 422 when a folder would go inside ' +
        'itself. The versions follow the files. Written to the audit log.',
      tags: TAGS,
      requestBody: jsonBody(ThemeMoveInputSchema),
      responses: {
        200: jsonAnswer('The tree after the move', ThemeTreeSchema),
        ...errorAnswers(...BODY_ERRORS, 404, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, ThemeMoveInputSchema)
      return c.json(await moveThemeEntry(deps, c.get('access'), values.from, values.to, lang))
    },
  )

  routes.get(
    `${base}/content`,
    ...appRoute(deps, READ, {
      summary: 'One theme file with its content and version',
      tags: TAGS,
      parameters: [PATH_PARAMETER],
      responses: { 200: jsonAnswer('The file', ThemeFileSchema), ...errorAnswers(400, 404, 422) },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { path } = pathOf(c.req.query(), lang)
      return c.json(await readThemeFile(deps.db, c.get('access').app.id, path, lang))
    },
  )

  routes.put(
    `${base}/content`,
    ...appRoute(deps, WRITE, {
      summary: 'Save a theme file (a new version)',
      description:
        '`base_version` is the version the content was typed on. When the file is at another ' +
        'version (someone saved meanwhile) the answer is 409 and `data.current` is the file as ' +
        'it is now, to merge and save again on its version. The same content makes no version.',
      tags: TAGS,
      requestBody: jsonBody(ThemeSaveInputSchema),
      responses: {
        200: jsonAnswer('The file as saved', ThemeFileSchema),
        ...errorAnswers(...BODY_ERRORS, 404, 409, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, ThemeSaveInputSchema)
      const access = c.get('access')
      return c.json(await saveThemeFile(deps, access.app.id, themeActorOf(access), values, lang))
    },
  )

  routes.get(
    `${base}/versions`,
    ...appRoute(deps, READ, {
      summary: "A theme file's versions, newest first, without contents",
      tags: TAGS,
      parameters: [PATH_PARAMETER],
      responses: {
        200: jsonAnswer('The versions', v.array(ThemeFileVersionSchema)),
        ...errorAnswers(400, 404, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { path } = pathOf(c.req.query(), lang)
      return c.json(await themeFileVersionList(deps.db, c.get('access').app.id, path, lang))
    },
  )

  routes.get(
    `${base}/versions/:version`,
    ...appRoute(deps, READ, {
      summary: 'One version of a theme file, with its content',
      tags: TAGS,
      params: ['version'],
      parameters: [PATH_PARAMETER],
      responses: {
        200: jsonAnswer('The version', ThemeFileVersionContentSchema),
        ...errorAnswers(400, 404, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const { path } = pathOf(c.req.query(), lang)
      const version = parseId(c.req.param('version'))
      if (version === undefined) throw themeFileError(404, lang, 'versionNotFound')
      const appId = c.get('access').app.id
      return c.json(await themeFileVersion(deps.db, appId, path, version, lang))
    },
  )

  routes.post(
    `${base}/restore`,
    ...appRoute(deps, WRITE, {
      summary: 'Restore a version of a theme file (as a new version)',
      tags: TAGS,
      requestBody: jsonBody(ThemeRestoreInputSchema),
      responses: {
        200: jsonAnswer('The file with the restored content', ThemeFileSchema),
        ...errorAnswers(...BODY_ERRORS, 404, 422),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      const values = await readJsonBody(c.req, lang, ThemeRestoreInputSchema)
      return c.json(
        await restoreThemeFile(deps, c.get('access'), values.path, values.version, lang),
      )
    },
  )

  routes.get(
    '/apps/:appId/theme/search',
    ...appRoute(deps, READ, {
      summary: "Search the theme's files for a text (case-insensitive)",
      description:
        'One hit per matching line (path, line, column, the line cut to 200 characters), by ' +
        'path then line, at most 200; `truncated` says there were more. Without `q`, no hits.',
      tags: TAGS,
      parameters: [queryParameter('q', 'The text, 2 to 100 characters, as typed (no patterns)')],
      responses: {
        200: jsonAnswer('The matching lines', ThemeSearchResultSchema),
        ...errorAnswers(400),
      },
    }),
    async (c) => {
      const lang = c.get('lang')
      // No text finds nothing, as in the panel's empty search box.
      if (!c.req.query('q')) return c.json({ hits: [], truncated: false })
      const { q } = parseBody(ThemeSearchQuerySchema, c.req.query(), lang)
      return c.json(await searchTheme(deps.db, c.get('access').app.id, q.trim()))
    },
  )

  return routes
}
