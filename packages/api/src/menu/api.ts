import type { ModuleMenu, NavbarItem } from './schema.ts'

/** The panel's menus, served by the local service. */
export interface MenuApi {
  /** GET /api/menu/{module} */
  module(module: string, signal?: AbortSignal): Promise<ModuleMenu>
  /** GET /api/navbar */
  navbar(signal?: AbortSignal): Promise<NavbarItem[]>
}
