/** Set at build time by vite.config.ts. */
declare const __VITRINE_BUILD_ID__: string

interface Window {
  /** Injected into index.html by the server that hosts the panel. */
  __VITRINE_CONFIG__?: unknown
}
