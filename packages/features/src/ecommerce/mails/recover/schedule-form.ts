import type { RecoverSchedule, RecoverScheduleInput } from '@vitrine/api'

/** A schedule's form: the delays as typed (hours), the coupon, whether it runs. */
export interface ScheduleForm {
  active: boolean
  delays: string[]
  coupon_code: string
}

export const scheduleFormOf = (schedule: RecoverSchedule): ScheduleForm => ({
  active: schedule.active,
  delays: schedule.delays_hours.map(String),
  coupon_code: schedule.coupon_code,
})

/** What is saved: a delay left empty or not a number is sent as NaN, for the server to refuse. */
export const scheduleInputOf = (form: ScheduleForm): RecoverScheduleInput => ({
  active: form.active,
  delays_hours: form.delays.map((delay) => (delay.trim() === '' ? Number.NaN : Number(delay))),
  coupon_code: form.coupon_code.trim(),
})

/** "1 hora", "24 horas", "3 dias" (whole days read better past a day). */
export function delayWords(hours: number): string {
  if (hours >= 48 && hours % 24 === 0) return `${hours / 24} dias`
  return hours === 1 ? '1 hora' : `${hours} horas`
}

/** The next reminder offered by "Adicionar lembrete": a day after the last one. */
export function nextDelay(delays: readonly string[]): string {
  const last = Number(delays.at(-1))
  return String(Number.isFinite(last) && last > 0 ? last + 24 : 1)
}
