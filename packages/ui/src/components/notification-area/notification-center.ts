/**
 * The notification center: per-channel lists of notifications, as immutable snapshots for
 * `useSyncExternalStore`. A factory, not a module singleton, so every app, story and test owns
 * its own state.
 */

/** Auto-dismiss delay when a notification names none (spec §9). */
export const DEFAULT_NOTIFICATION_TIMEOUT = 5000
/** The channel of the app root's notification area (spec §2). */
export const DEFAULT_NOTIFICATION_CHANNEL = 'notify'
/** Raised for a missing or empty channel name (spec §5), word for word. */
export const NOTIFICATION_CHANNEL_ERROR =
  '[Notification]: The prop channel must be a string with at least one character'

export type NotificationType = 'success' | 'error' | 'warning'

export interface Notification {
  readonly id: string
  readonly message: string
  readonly type: NotificationType
  /** Shown without the type's icon. */
  readonly iconless: boolean
  /** When false the notification stays until the user closes it. */
  readonly autoClose: boolean
  /** Milliseconds before it closes itself (when autoClose). */
  readonly timeout: number
  /** Changes on every notify, also when an id is reused, so a repeated notice restarts its timer. */
  readonly serial: number
}

export interface NotifyOptions {
  message: string
  /** `success` or `error`; anything else (or nothing) is shown as a warning. */
  type?: NotificationType | (string & {})
  iconless?: boolean
  autoClose?: boolean
  timeout?: number
  /** Reusing an id replaces that notification and brings it back to the top. */
  id?: string
}

export interface NotificationCenter {
  /** Shows a notification at the top of the channel's list and returns its id. */
  notify(channel: string, options: NotifyOptions | string): string
  dismiss(channel: string, id: string): void
  clear(channel: string): void
  /** Called after any change on any channel; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** The channel's notifications, newest first. The same array until the channel changes. */
  getSnapshot(channel: string): readonly Notification[]
}

const none: readonly Notification[] = Object.freeze([])

export function assertNotificationChannel(channel: unknown): asserts channel is string {
  if (typeof channel !== 'string' || channel.length === 0) {
    throw new Error(NOTIFICATION_CHANNEL_ERROR)
  }
}

export function notificationTypeOf(type: unknown): NotificationType {
  return type === 'success' || type === 'error' ? type : 'warning'
}

export function createNotificationCenter(): NotificationCenter {
  const channels = new Map<string, readonly Notification[]>()
  const listeners = new Set<() => void>()
  let serial = 0

  function publish(channel: string, list: readonly Notification[]) {
    if (list.length === 0) channels.delete(channel)
    else channels.set(channel, Object.freeze(list))
    for (const listener of [...listeners]) listener()
  }

  return {
    notify(channel, input) {
      assertNotificationChannel(channel)
      const options = typeof input === 'string' ? { message: input } : input
      serial += 1
      const timeout = options.timeout
      const notification: Notification = Object.freeze({
        id: options.id ?? `notification-${serial}`,
        message: options.message,
        type: notificationTypeOf(options.type),
        iconless: options.iconless ?? false,
        autoClose: options.autoClose ?? true,
        timeout:
          typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0
            ? timeout
            : DEFAULT_NOTIFICATION_TIMEOUT,
        serial,
      })
      const others = (channels.get(channel) ?? none).filter(({ id }) => id !== notification.id)
      publish(channel, [notification, ...others])
      return notification.id
    },
    dismiss(channel, id) {
      const list = channels.get(channel)
      if (!list?.some((notification) => notification.id === id)) return
      publish(
        channel,
        list.filter((notification) => notification.id !== id),
      )
    },
    clear(channel) {
      if (channels.has(channel)) publish(channel, none)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot(channel) {
      return channels.get(channel) ?? none
    },
  }
}
