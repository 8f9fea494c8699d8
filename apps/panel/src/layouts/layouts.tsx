import { lazy, type ComponentType, type ReactNode } from 'react'
import type { Layout } from '@vitrine/features'
import { BlankLayout } from './BlankLayout.tsx'

export interface LayoutProps {
  routeName: string
  children: ReactNode
}

// Only the sign-in layout is in the first load: the frames are chunks of their own.
const DefaultLayout = lazy(() =>
  import('./DefaultLayout.tsx').then((m) => ({ default: m.DefaultLayout })),
)
const GeneralLayout = lazy(() =>
  import('./GeneralLayout.tsx').then((m) => ({ default: m.GeneralLayout })),
)
const GeneralTopHeaderLayout = lazy(() =>
  import('./GeneralLayout.tsx').then((m) => ({ default: m.GeneralTopHeaderLayout })),
)

/**
 * The five layouts of the specification: blank (sign-in), default (outside a store), general
 * (the store frame), general-top-header (the frame without its side panel) and development
 * (the IDE: the store frame, whose side panel opens on the IDE's route).
 */
export const layouts: Record<Layout, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  blank: BlankLayout,
  general: GeneralLayout,
  'general-top-header': GeneralTopHeaderLayout,
  development: GeneralLayout,
}
