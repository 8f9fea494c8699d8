import type { ComponentType } from 'react'
import type { Level } from '@vitrine/api'
import type { Navigate, RouteName } from '@vitrine/features'
import type { SessionStore } from '../session/session-store.ts'

/** What the host hands each route's screen module. */
export interface ScreenContext {
  params: Record<string, string>
  /** The route's app, for routes inside one (the guards made sure it is loaded). */
  appId: number | null
  /** The user's level on this route, as the permissions guard decided (write outside any area). */
  level: Level
  url: URL
  navigate: Navigate
  session: SessionStore
}

export type ScreenModule = { default: ComponentType<ScreenContext> }

/** One area's screens by route name (routes/screens/<area>.ts), fetched as a whole. */
export type ScreenTable = Partial<Record<RouteName, () => Promise<ScreenModule>>>

/** A table module, fetched when a route it wires is first needed. */
export type TableModule = () => Promise<{ screens: ScreenTable }>
