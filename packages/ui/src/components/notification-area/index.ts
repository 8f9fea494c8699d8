export {
  DEFAULT_NOTIFICATION_CHANNEL,
  DEFAULT_NOTIFICATION_TIMEOUT,
  NOTIFICATION_CHANNEL_ERROR,
  assertNotificationChannel,
  createNotificationCenter,
  notificationTypeOf,
  type Notification,
  type NotificationCenter,
  type NotificationType,
  type NotifyOptions,
} from './notification-center.ts'
export {
  NotificationCenterMissingError,
  NotificationCenterProvider,
  useNotificationCenter,
  useNotifications,
  useNotify,
  type Notify,
  type NotificationCenterProviderProps,
} from './notification-context.tsx'
export {
  NotificationArea,
  notificationVariants,
  type NotificationAreaProps,
} from './notification-area.tsx'
