export const onboardingKeys = {
  all: (appId: number) => ['onboarding', appId] as const,
  progress: (appId: number) => [...onboardingKeys.all(appId), 'progress'] as const,
}
