import { ConfigError, loadConfig, type Config } from './config.ts'
import { createLogger, errorFields } from './logger.ts'
import { defaultStaticDir } from './paths.ts'
import { startServer } from './server.ts'

// The entry point of `npm start` / `npm run serve`: configuration from the environment, one
// JSON log line per event on stdout, a clean stop on SIGTERM and SIGINT.

function readConfig(): Config {
  try {
    return loadConfig(process.env, { cwd: process.cwd(), staticDir: defaultStaticDir })
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    // Plain text on stderr: this is read by a person fixing their environment, not a collector.
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
}

const config = readConfig()
const logger = createLogger({ level: config.logLevel })

process.on('unhandledRejection', (reason) => {
  logger.error('process.unhandled_rejection', errorFields(reason))
})

try {
  const server = await startServer({ config, logger })
  const stop = (signal: NodeJS.Signals) => {
    logger.info('server.stopping', { signal })
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('server.stop_failed', errorFields(error))
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
} catch (error) {
  logger.error('server.start_failed', errorFields(error))
  process.exit(1)
}
