export const notificationKeys = {
  all: (appId: number) => ['notifications', appId] as const,
  list: (appId: number, status: 'all' | 'unread') =>
    [...notificationKeys.all(appId), 'list', status] as const,
}
