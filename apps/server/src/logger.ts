export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export type LogFields = Record<string, unknown>

export interface Logger {
  debug(msg: string, fields?: LogFields): void
  info(msg: string, fields?: LogFields): void
  warn(msg: string, fields?: LogFields): void
  error(msg: string, fields?: LogFields): void
}

export interface LoggerOptions {
  level: LogLevel
  /** Where each JSON line goes; stdout unless a test captures it. */
  write?: (line: string) => void
  now?: () => Date
}

/**
 * One JSON object per line on stdout, so any log collector can parse it without a format
 * definition. Callers pass values, never request bodies, passwords or tokens.
 */
export function createLogger({
  level,
  write = (line) => process.stdout.write(line),
  now = () => new Date(),
}: LoggerOptions): Logger {
  const threshold = LOG_LEVELS.indexOf(level)
  const log = (lineLevel: LogLevel) => (msg: string, fields?: LogFields) => {
    if (LOG_LEVELS.indexOf(lineLevel) < threshold) return
    write(`${JSON.stringify({ time: now().toISOString(), level: lineLevel, msg, ...fields })}\n`)
  }
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}

/** The fields of an unexpected error, stack included, for a 500 or a failed background job. */
export function errorFields(error: unknown): LogFields {
  if (error instanceof Error) {
    return { error: error.message, error_name: error.name, stack: error.stack }
  }
  return { error: String(error) }
}
