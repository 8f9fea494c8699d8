/** swr keys of the auth resource: one factory, so a loader and a hook never disagree. */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  /** A pending invitation, by the token of its link. */
  invitation: (token: string) => [...authKeys.all, 'invitation', token] as const,
}
