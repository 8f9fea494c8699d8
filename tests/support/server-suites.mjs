// `npm run test:server`: the reference server's suite on the embedded PGlite, then the very
// same suite on PostgreSQL when TEST_DATABASE_URL names one (CI points it at a fresh database).
import { spawnSync } from 'node:child_process'

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env

function run(label, env) {
  console.log(`\n▶ server suite on ${label}\n`)
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server'], {
    env,
    stdio: 'inherit',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run('PGlite', withoutPostgres)
if (TEST_DATABASE_URL) run('PostgreSQL', { ...withoutPostgres, TEST_DATABASE_URL })
else console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL run is skipped.\n')
