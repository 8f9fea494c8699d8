import type { ComponentType, ReactNode } from 'react'
import type { Layout } from '@vitrine/features'
import { preloadable, type Preloadable } from '../shell/preloadable.ts'
import { BlankLayout } from './BlankLayout.tsx'

export interface LayoutProps {
  routeName: string
  children: ReactNode
}

// Only the sign-in layout is in the first load: the frames are chunks of their own.
const generalLayout = preloadable<LayoutProps>(() =>
  import('./GeneralLayout.tsx').then((m) => ({ default: m.GeneralLayout })),
)

/**
 * The five layouts of the specification: blank (sign-in), default (outside a store), general
 * (the store frame), general-top-header (the frame without its side panel) and development
 * (the IDE: the store frame, whose side panel opens on the IDE's route).
 */
const layouts: Record<Layout, Preloadable<LayoutProps>> = {
  default: preloadable(() =>
    import('./DefaultLayout.tsx').then((m) => ({ default: m.DefaultLayout })),
  ),
  blank: { Component: BlankLayout, preload: () => Promise.resolve() },
  general: generalLayout,
  'general-top-header': preloadable(() =>
    import('./GeneralLayout.tsx').then((m) => ({ default: m.GeneralTopHeaderLayout })),
  ),
  development: generalLayout,
}

export function layoutFor(layout: Layout): ComponentType<LayoutProps> {
  return layouts[layout].Component
}

/** Fetches a layout's code ahead of its first render. */
export function preloadLayout(layout: Layout): Promise<unknown> {
  return layouts[layout].preload()
}
