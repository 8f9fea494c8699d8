export { NotificationsScreen, type NotificationsScreenProps } from './NotificationsScreen.tsx'
