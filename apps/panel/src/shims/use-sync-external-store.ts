/**
 * wouter and swr import the `use-sync-external-store` shim to support React 17; React 19 has
 * the hook built in, so the panel maps the shim to it (see vite.config.ts) and ships less code.
 */
export { useSyncExternalStore } from 'react'
