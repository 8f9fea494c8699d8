import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react'
import {
  DEFAULT_NOTIFICATION_CHANNEL,
  type Notification,
  type NotificationCenter,
  type NotifyOptions,
} from './notification-center.ts'

const NotificationCenterContext = createContext<NotificationCenter | null>(null)

export class NotificationCenterMissingError extends Error {
  constructor() {
    super(
      'No notification center: wrap the app (or the story) in <NotificationCenterProvider center={createNotificationCenter()}>.',
    )
    this.name = 'NotificationCenterMissingError'
  }
}

export interface NotificationCenterProviderProps {
  /** Create it once (outside render, or in a state initializer) and keep it. */
  center: NotificationCenter
  children?: ReactNode
}

export function NotificationCenterProvider({ center, children }: NotificationCenterProviderProps) {
  return (
    <NotificationCenterContext.Provider value={center}>
      {children}
    </NotificationCenterContext.Provider>
  )
}

export function useNotificationCenter(): NotificationCenter {
  const center = useContext(NotificationCenterContext)
  if (!center) throw new NotificationCenterMissingError()
  return center
}

export type Notify = (options: NotifyOptions | string) => string

/** A stable function that shows a notification on `channel` and returns its id. */
export function useNotify(channel: string = DEFAULT_NOTIFICATION_CHANNEL): Notify {
  const center = useNotificationCenter()
  return useCallback((options) => center.notify(channel, options), [center, channel])
}

/** The channel's notifications, newest first; re-renders only when that channel changes. */
export function useNotifications(channel: string): readonly Notification[] {
  const center = useNotificationCenter()
  const snapshot = useCallback(() => center.getSnapshot(channel), [center, channel])
  return useSyncExternalStore(center.subscribe, snapshot, snapshot)
}
