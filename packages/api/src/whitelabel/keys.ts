import type { PanelReportQuery } from './reports.ts'

export const whitelabelKeys = {
  platforms: () => ['whitelabel', 'platforms'] as const,
  settings: () => ['whitelabel', 'settings'] as const,
  managers: () => ['whitelabel', 'managers'] as const,
  smtp: () => ['whitelabel', 'smtp'] as const,
  panels: (query: PanelReportQuery) => ['whitelabel', 'panels', query] as const,
  panel: (panelId: number, from: string, to: string) =>
    ['whitelabel', 'panel', panelId, from, to] as const,
}
