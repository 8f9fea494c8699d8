import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

/**
 * The payer's public pages (`/pay/{slug}`, `/public/transaction`): a second build beside the
 * panel's, under a budget of 60 KB gzip of JavaScript on the first visit (ARCHITECTURE.md
 * "Public pages"). The screens are ordinary React components, built here with `react` aliased to
 * `preact/compat` (React + ReactDOM alone are 69 KB gzip). The panel's shell is never loaded.
 * Its files live under /public-assets/ so they never collide with the panel's /assets/.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  base: '/',
  resolve: {
    dedupe: ['preact', 'swr', 'valibot'],
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/shims/use-sync-external-store.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    port: Number(process.env.PUBLIC_PORT ?? 5174),
    strictPort: true,
    proxy: { '/api': process.env.VITRINE_API_URL ?? 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    outDir: 'dist/public',
    emptyOutDir: true,
    assetsDir: 'public-assets',
    modulePreload: { polyfill: false },
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: { input: fileURLToPath(new URL('./public.html', import.meta.url)) },
  },
})
