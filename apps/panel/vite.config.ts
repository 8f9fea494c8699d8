import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

/**
 * Every build gets an id; the server injects it into the run-time configuration and the
 * panel compares it with dist/build.json to notice that a newer build was deployed.
 */
const buildId =
  process.env.VITRINE_BUILD_ID ?? `${new Date().toISOString()}-${randomUUID().slice(0, 8)}`

function buildManifest(): Plugin {
  return {
    name: 'vitrine-build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ buildId }) })
    },
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss(), buildManifest()],
  define: { __VITRINE_BUILD_ID__: JSON.stringify(buildId) },
  resolve: {
    // Libraries that hold React context must exist once in the bundle: two copies (npm can nest
    // one per workspace) give two contexts, and a form field then finds no form.
    dedupe: ['react', 'react-dom', 'react-hook-form', 'swr', 'valtio', 'wouter'],
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/shims/use-sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    port: Number(process.env.PANEL_PORT ?? 5173),
    strictPort: true,
    // In development the panel runs on Vite and the API on the reference server.
    proxy: { '/api': process.env.VITRINE_API_URL ?? 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    // Every browser the es2022 target runs on preloads modules natively (Chromium 66, Firefox
    // 115, Safari 17); without the polyfill an older Safari just fetches a chunk's imports as it
    // parses it. Its ~0.4 KB gzip sat in the entry every first visit pays for (/login's budget).
    modulePreload: { polyfill: false },
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Left alone, Rolldown splits every module the entry shares with a lazy chunk into a
            // common chunk of its own: the shell was ten files, each with its own gzip overhead,
            // and every first visit paid for all of them. Every module the entry imports statically
            // goes in one chunk instead (only its own modules: a dependency the shell tree-shakes
            // away, like swr behind the API provider, stays lazy). The shell then imports nothing
            // but Rolldown's runtime (check index.html's modulepreloads if that changes).
            {
              name: 'shell',
              tags: ['$initial'],
              includeDependenciesRecursively: false,
            },
            // The whole route manifest (every area's routes.ts) and the panel's screen tables: one
            // lazy chunk, fetched when an address is not one of the entry's routes (ARCHITECTURE.md).
            {
              name: 'manifest',
              test: /packages[\\/]features[\\/]src[\\/]([\w-]+[\\/]routes|routes[\\/]manifest)\.ts$|apps[\\/]panel[\\/]src[\\/]routes[\\/]screen-tables\.ts$/,
            },
          ],
        },
      },
    },
  },
})
