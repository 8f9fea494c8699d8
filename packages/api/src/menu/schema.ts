import * as v from 'valibot'
import { AREAS } from '../access/levels.ts'

/**
 * An entry of a module's menu (section 2: "a per-module menu, items with a name"). `name` is a
 * route name of the panel's manifest; `children` are the sub-navigation of the entry (e.g. the
 * wallet's balance, suppliers and enable/disable).
 */
export interface MenuItem {
  name: string
  label: string
  icon?: string | undefined
  /** Route params besides the app id, e.g. the CMS page kind `{ pageslug: 'home' }`. */
  params?: Record<string, string> | undefined
  children?: MenuItem[] | undefined
}

export const MenuItemSchema: v.GenericSchema<MenuItem> = v.object({
  name: v.string(),
  label: v.string(),
  icon: v.optional(v.string()),
  params: v.optional(v.record(v.string(), v.string())),
  children: v.optional(v.array(v.lazy(() => MenuItemSchema))),
})

/** GET /api/menu/{module} (local service). */
export const ModuleMenuSchema = v.object({
  module: v.string(),
  items: v.array(MenuItemSchema),
})
export type ModuleMenu = v.InferOutput<typeof ModuleMenuSchema>

/**
 * An entry of the general navbar ("items with a key"): one per module. `key` is what a
 * reseller's `has_{key}` flag refers to; `route` the module's landing route name; `area` the
 * permission area that decides whether it shows (customers items follow the customers level).
 */
export const NavbarItemSchema = v.object({
  key: v.string(),
  label: v.string(),
  icon: v.optional(v.string()),
  route: v.string(),
  area: v.nullable(v.picklist(AREAS)),
  /** The module whose menu this entry opens (GET /api/menu/{module}), when it has one. */
  module: v.nullable(v.string()),
})
export type NavbarItem = v.InferOutput<typeof NavbarItemSchema>

export const NavbarSchema = v.array(NavbarItemSchema)
