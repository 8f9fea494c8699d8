import fs from 'node:fs/promises'
import path from 'node:path'
import { defaultServiceUrls, RuntimeConfigSchema, type RuntimeConfig } from '@vitrine/api'
import type { Context } from 'hono'
import * as v from 'valibot'
import type { Config } from '../config.ts'
import { contentSecurityPolicy, scriptHash, type ExtraSources } from './security-headers.ts'

/** Where index.html expects the run-time configuration. */
export const CONFIG_PLACEHOLDER = '<!--vitrine-config-->'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
}

/** Vite puts content-hashed files here: a changed file gets a new name, so caching is forever. */
const HASHED_PREFIX = '/assets/'
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Everything else is revalidated, so a new deploy shows at the next load. */
const REVALIDATE = 'no-cache'
/**
 * The latest-build manifest the panel polls to notice a new deploy. It is revalidated like every
 * unhashed file; named here because an answer from a cache would hide every update.
 */
const BUILD_MANIFEST = '/build.json'

function cacheControlFor(urlPath: string): string {
  if (urlPath === BUILD_MANIFEST) return REVALIDATE
  return urlPath.startsWith(HASHED_PREFIX) || urlPath.startsWith(PUBLIC_ASSETS_PREFIX)
    ? IMMUTABLE
    : REVALIDATE
}

/**
 * The payer's public pages are a build of their own (apps/panel/vite.public.config.ts, in
 * `dist/public`): a page of a few tens of KB that never loads the panel's shell. Their hashed
 * files are under /public-assets/ (in `dist/public/public-assets`).
 */
const PUBLIC_BUILD_DIR = 'public'
const PUBLIC_HTML = 'public.html'
const PUBLIC_ASSETS_PREFIX = '/public-assets/'

/**
 * The addresses the public build answers: `/pay/…`, `/public/transaction`, `/c-capture/…`,
 * `/acc/…`, and a subscription's sign-up page `/subscriptions/{id}/{cycle}/subscribe`.
 */
export function isPublicPage(urlPath: string): boolean {
  return (
    /^\/(pay|c-capture|acc)\/[^/]+\/?$/.test(urlPath) ||
    /^\/subscriptions\/[^/]+\/[^/]+\/subscribe\/?$/.test(urlPath) ||
    urlPath === '/public/transaction' ||
    urlPath === '/public/transaction/'
  )
}

/**
 * JSON that is safe inside a <script> element: no `</script>` or `<!--` can end or change it,
 * and the two line separators JavaScript once treated as newlines are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The server's settings the panel receives in its run-time configuration. */
export type PanelSettings = Pick<
  Config,
  'dashboardHosts' | 'homologHosts' | 'recurrenceApps' | 'liveChat' | 'redirects'
>

/** Source maps give the panel's source away: served only when SERVE_SOURCE_MAPS is on. */
const SOURCE_MAP = /\.map$/i

export function runtimeConfig(settings: PanelSettings, buildId: string): RuntimeConfig {
  return v.parse(RuntimeConfigSchema, {
    services: defaultServiceUrls(),
    dashboardHosts: settings.dashboardHosts,
    homologHosts: settings.homologHosts,
    recurrenceApps: settings.recurrenceApps,
    liveChat: settings.liveChat,
    redirects: settings.redirects,
    fallbackLanguage: 'en-US',
    buildId,
  })
}

/**
 * Where GET / goes when a root redirect is configured: the target, carrying the request's query
 * string when the target has none of its own (the start-up `?token=` and `?wh=` must survive).
 */
export function rootRedirectLocation(target: string, requestUrl: string): string {
  const search = new URL(requestUrl).search
  if (!search || target.includes('?')) return target
  const hash = target.indexOf('#')
  return hash < 0 ? `${target}${search}` : `${target.slice(0, hash)}${search}${target.slice(hash)}`
}

/** The inline script that hands the panel its configuration (its hash goes in the CSP). */
export function configScript(config: RuntimeConfig): string {
  return `window.__VITRINE_CONFIG__=${scriptSafeJson(config)}`
}

export function injectConfig(html: string, config: RuntimeConfig): string {
  const script = `<script>${configScript(config)}</script>`
  if (html.includes(CONFIG_PLACEHOLDER)) return html.replace(CONFIG_PLACEHOLDER, () => script)
  // A hand-edited index.html without the placeholder still gets its configuration.
  return html.replace('</head>', () => `${script}</head>`)
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><title>Vitrine</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>O painel ainda não foi compilado</h1>
<p>O servidor está no ar, mas não encontrou os arquivos do painel.
Rode <code>npm run build</code> na raiz do repositório e inicie o servidor de novo.</p>
<p>A API responde em <a href="/api/docs">/api/docs</a>.</p>
</body>
</html>
`

/** Encodings the build pre-compresses (apps/panel/scripts/compress.mjs), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const

/** Whether an Accept-Encoding header accepts `encoding` (a q=0 entry refuses it). */
export function accepts(header: string | undefined, encoding: string): boolean {
  if (!header) return false
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (name.trim() !== encoding && name.trim() !== '*') return false
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

interface RenderedIndex {
  mtimeMs: number
  html: string
  /** The Content-Security-Policy of the page: its configuration script is allowed by hash. */
  policy: string
}

export interface PanelFilesOptions {
  staticDir: string
  settings: PanelSettings
  /** Whether *.map files are served (SERVE_SOURCE_MAPS); they answer 404 otherwise. */
  serveSourceMaps?: boolean
  /** The hosts a public page needs beyond the server (a store's analytics apps), if any. */
  publicPageSources?: (urlPath: string) => Promise<ExtraSources | undefined>
}

/**
 * The built panel: real files as they are, every other path answered with index.html so the
 * client-side router can take it (SPA fallback), with the run-time configuration injected.
 */
export function createPanelFiles({
  staticDir,
  settings,
  serveSourceMaps = false,
  publicPageSources,
}: PanelFilesOptions) {
  const root = path.resolve(staticDir)
  const publicRoot = path.join(root, PUBLIC_BUILD_DIR)
  let cachedIndex: RenderedIndex | undefined
  let cachedPublic: RenderedIndex | undefined

  async function readBuildId(): Promise<string> {
    try {
      const manifest: unknown = JSON.parse(await fs.readFile(path.join(root, 'build.json'), 'utf8'))
      const parsed = v.safeParse(v.object({ buildId: v.pipe(v.string(), v.nonEmpty()) }), manifest)
      return parsed.success ? parsed.output.buildId : 'dev'
    } catch {
      return 'dev'
    }
  }

  /** Rendered once per build: re-read only when index.html changes on disk. */
  async function renderIndex(): Promise<RenderedIndex | undefined> {
    const file = path.join(root, 'index.html')
    const stat = await fs.stat(file).catch(() => undefined)
    if (!stat?.isFile()) return undefined
    if (cachedIndex?.mtimeMs === stat.mtimeMs) return cachedIndex
    const config = runtimeConfig(settings, await readBuildId())
    const html = injectConfig(await fs.readFile(file, 'utf8'), config)
    const policy = contentSecurityPolicy({
      scriptHashes: [scriptHash(configScript(config))],
      liveChatUrl: settings.liveChat?.scriptUrl,
    })
    cachedIndex = { mtimeMs: stat.mtimeMs, html, policy }
    return cachedIndex
  }

  /**
   * The public pages' HTML, re-read when it changes on disk. It has no inline script (no run-time
   * configuration: the pages call the same origin's API), so its policy allows only 'self'.
   */
  async function renderPublic(): Promise<RenderedIndex | undefined> {
    const file = path.join(publicRoot, PUBLIC_HTML)
    const stat = await fs.stat(file).catch(() => undefined)
    if (!stat?.isFile()) return undefined
    if (cachedPublic?.mtimeMs === stat.mtimeMs) return cachedPublic
    const html = await fs.readFile(file, 'utf8')
    cachedPublic = { mtimeMs: stat.mtimeMs, html, policy: contentSecurityPolicy() }
    return cachedPublic
  }

  /** The file a URL path names inside the static folder, or undefined when it names none. */
  async function resolveFile(urlPath: string): Promise<string | undefined> {
    let decoded: string
    try {
      decoded = decodeURIComponent(urlPath)
    } catch {
      return undefined
    }
    // No hidden files, no NUL tricks, nothing outside the folder.
    if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) {
      return undefined
    }
    // The public build's files are answered from its own folder; nothing else of it is.
    const base = urlPath.startsWith(PUBLIC_ASSETS_PREFIX) ? publicRoot : root
    if (base === root && decoded.startsWith(`/${PUBLIC_BUILD_DIR}/`)) return undefined
    const file = path.resolve(base, `.${decoded}`)
    if (!file.startsWith(base + path.sep)) return undefined
    const stat = await fs.stat(file).catch(() => undefined)
    return stat?.isFile() ? file : undefined
  }

  return async function servePanel(c: Context): Promise<Response> {
    const urlPath = c.req.path
    if (!serveSourceMaps && SOURCE_MAP.test(urlPath)) {
      return c.text('Not found', 404, { 'Cache-Control': REVALIDATE })
    }
    if (isPublicPage(urlPath)) {
      const page = await renderPublic()
      if (page === undefined) return c.html(NOT_BUILT_PAGE, 503, { 'Cache-Control': REVALIDATE })
      const extraSources = await publicPageSources?.(urlPath)
      return c.html(page.html, 200, {
        'Cache-Control': REVALIDATE,
        'Content-Security-Policy': extraSources
          ? contentSecurityPolicy({ extraSources })
          : page.policy,
      })
    }
    if (urlPath !== '/' && urlPath !== '/index.html') {
      const file = await resolveFile(urlPath)
      if (file) {
        const headers: Record<string, string> = {
          'Content-Type':
            CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          'Cache-Control': cacheControlFor(urlPath),
          Vary: 'Accept-Encoding',
        }
        // The smallest pre-compressed copy the browser accepts, when the build made one.
        const acceptEncoding = c.req.header('Accept-Encoding')
        for (const { encoding, suffix } of PRECOMPRESSED) {
          if (!accepts(acceptEncoding, encoding)) continue
          const body = await fs.readFile(`${file}${suffix}`).catch(() => undefined)
          if (body) return c.body(body, 200, { ...headers, 'Content-Encoding': encoding })
        }
        return c.body(await fs.readFile(file), 200, headers)
      }
      // A missing hashed file is an old build's chunk: a 404 lets the panel notice and reload,
      // where index.html in its place would fail as a script.
      if (urlPath.startsWith(HASHED_PREFIX) || urlPath.startsWith(PUBLIC_ASSETS_PREFIX)) {
        return c.text('Not found', 404, { 'Cache-Control': REVALIDATE })
      }
    }

    const index = await renderIndex()
    if (index === undefined) {
      return c.html(NOT_BUILT_PAGE, 503, { 'Cache-Control': REVALIDATE })
    }
    return c.html(index.html, 200, {
      'Cache-Control': REVALIDATE,
      'Content-Security-Policy': index.policy,
    })
  }
}
