import { addDays, type OverviewGranularity, type OverviewQuery } from '@vitrine/api'

/** The picker's choices: the last 7, 30 or 90 days (today included), or a custom range. */
export const PERIOD_PRESETS = ['7', '30', '90', 'custom'] as const
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]

export const PERIOD_LABELS: Record<PeriodPreset, string> = {
  '7': '7 dias',
  '30': '30 dias',
  '90': '90 dias',
  custom: 'Personalizado',
}

export const GRANULARITY_LABELS: Record<OverviewGranularity, string> = {
  day: 'Dia',
  week: 'Semana',
  month: 'Mês',
}

export interface Period {
  preset: PeriodPreset
  from: string
  to: string
  granularity: OverviewGranularity
}

/** A preset's days ending today; the granularity that reads best for that span. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: string): Period {
  const days = Number(preset)
  return {
    preset,
    from: addDays(today, -(days - 1)),
    to: today,
    granularity: days > 31 ? 'week' : 'day',
  }
}

export const queryOf = (period: Period): Required<OverviewQuery> => ({
  from: period.from,
  to: period.to,
  granularity: period.granularity,
})
