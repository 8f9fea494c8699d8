/**
 * Time as the server sees it. Every expiry (sessions, recovery links, throttling windows) is
 * computed from this rather than from the database's now(), so tests can move time forward.
 */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export const SECOND = 1000
export const MINUTE = 60 * SECOND
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms)
}
