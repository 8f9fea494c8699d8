/** "2026-11-01" → "01/11/2026": a civil day (a filter, a due date), with no time zone to shift it. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-')
  return `${date}/${month}/${year}`
}
