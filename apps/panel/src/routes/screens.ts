import type { ComponentType } from 'react'
import type { EntryRouteName, RouteName } from '@vitrine/features'
import { preloadable, type Preloadable } from '../shell/preloadable.ts'
import type { ScreenContext, TableModule } from './screen-context.ts'

const auth: TableModule = () => import('./screens/auth.ts')

/**
 * The screens of the entry's routes (entry-routes.ts in @vitrine/features): the only part of
 * the screen wiring the first visit carries. The rest of the manifest's is screen-tables.ts, a
 * lazy chunk that comes with the manifest. Typed by name: an entry route without a table does
 * not compile.
 */
const entryTables: Record<EntryRouteName, TableModule> = {
  'auth-login': auth,
  'auth-register': auth,
  'auth-forgot-password': auth,
  'auth-recovery': auth,
  'verify-email': auth,
}

let tables: Promise<Record<string, TableModule>> | undefined

/** Fetches the screen tables of the routes beyond the entry's (once; again after a failure). */
export function loadScreenTables(): Promise<Record<string, TableModule>> {
  tables ??= import('./screen-tables.ts').then(
    (module) => module.screenTables,
    (error: unknown) => {
      tables = undefined
      throw error
    },
  )
  return tables
}

/** The table (routes/screens/<area>.ts) that wires the route's screen. */
export async function tableOf(name: RouteName): Promise<TableModule> {
  if (Object.hasOwn(entryTables, name)) return entryTables[name as EntryRouteName]
  const table = (await loadScreenTables())[name]
  if (!table) throw new Error(`No screen table wires the route "${name}"`)
  return table
}

export async function loadScreen(name: RouteName) {
  const load = (await (await tableOf(name))()).screens[name]
  if (!load) throw new Error(`No screen is wired for the route "${name}"`)
  return load()
}

const screens = new Map<RouteName, Preloadable<ScreenContext>>()

function screenOf(name: RouteName): Preloadable<ScreenContext> {
  let screen = screens.get(name)
  if (!screen) screens.set(name, (screen = preloadable(() => loadScreen(name))))
  return screen
}

/** The route's screen as a lazy component (one per route, so React keeps it between renders). */
export function screenFor(name: RouteName): ComponentType<ScreenContext> {
  return screenOf(name).Component
}

/** Fetches the route's screen code ahead of its first render. */
export function preloadScreen(name: RouteName): Promise<unknown> {
  return screenOf(name).preload()
}
