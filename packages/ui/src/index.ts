// @vitrine/ui — the design system. No data, no app knowledge: everything here is driven by props.
export { cn } from './lib/cn.ts'
export { applyBrand, type Brand } from './tokens/brand.ts'
export * from './icons/index.ts'

// Controls
export * from './components/button/index.ts'
export * from './components/input/index.ts'
export * from './components/password-input/index.ts'
export * from './components/label/index.ts'
export * from './components/field/index.ts'
export * from './components/checkbox/index.ts'
export * from './components/switch/index.ts'
export * from './components/select/index.ts'
export * from './components/textarea/index.ts'
export * from './components/radio-group/index.ts'
export * from './components/checkbox-group/index.ts'

// Display and feedback
export * from './components/card/index.ts'
export * from './components/alert/index.ts'
export * from './components/badge/index.ts'
export * from './components/spinner/index.ts'
export * from './components/skeleton/index.ts'
export * from './components/avatar/index.ts'
export * from './components/empty-state/index.ts'
export * from './components/error-state/index.ts'
export * from './components/loading-bar/index.ts'
export * from './components/notification-area/index.ts'

// Overlays and navigation
export * from './components/dialog/index.ts'
export * from './components/tooltip/index.ts'
export * from './components/dropdown-menu/index.ts'
export * from './components/tabs/index.ts'

// Data areas (customers and the list/detail screens that follow its pattern)
export * from './components/table/index.ts'
export * from './components/changes-table/index.ts'
export * from './components/virtual-list/index.ts'
export * from './components/filter-chip/index.ts'
export * from './components/toggle-group/index.ts'
export * from './components/masked-input/index.ts'
export * from './components/tag-input/index.ts'
export * from './components/progress/index.ts'
export * from './components/file-field/index.ts'
