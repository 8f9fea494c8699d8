export const controlKeys = {
  all: (appId: number) => ['control', appId] as const,
  managers: (appId: number) => [...controlKeys.all(appId), 'managers'] as const,
  entries: (appId: number, managerId: number) =>
    [...controlKeys.all(appId), 'entries', managerId] as const,
  me: (appId: number) => [...controlKeys.all(appId), 'me'] as const,
}
