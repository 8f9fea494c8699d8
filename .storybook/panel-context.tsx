import { useState } from 'react'
import type { Decorator } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { NavigationProvider } from '@vitrine/features'
import { createNotificationCenter, NotificationArea, NotificationCenterProvider } from '@vitrine/ui'

/**
 * What the panel host provides around every screen: navigation (a spy here, so links and
 * redirects stay inside the story and play functions can assert them) and the notification
 * area on channel "notify".
 */
export const navigateSpy = fn().mockName('navigate')

function PanelContext({ children }: { children: React.ReactNode }) {
  const [center] = useState(createNotificationCenter)
  return (
    <NavigationProvider navigate={navigateSpy}>
      <NotificationCenterProvider center={center}>
        {children}
        <NotificationArea channel="notify" />
      </NotificationCenterProvider>
    </NavigationProvider>
  )
}

/** Screens get the host's context; design-system primitives are shown on their own. */
export const withPanelContext: Decorator = (Story, { title }) =>
  !title.startsWith('Primitives/') ? (
    <PanelContext>
      <Story />
    </PanelContext>
  ) : (
    <Story />
  )
