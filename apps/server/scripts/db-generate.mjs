// `npm run db:generate -w @vitrine/server [-- --name <migration-name>]`: writes a new SQL
// migration into drizzle/ from src/db/schema.ts. See resolve-drizzle-orm.mjs for why drizzle-kit
// is not simply run from the package script.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const serverRoot = fileURLToPath(new URL('..', import.meta.url))
const require = createRequire(import.meta.url)
// drizzle-kit exports no package.json; its API entry sits beside the CLI.
const kitBin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs')

const result = spawnSync(
  process.execPath,
  [
    '--import',
    path.join(serverRoot, 'scripts/resolve-drizzle-orm.mjs'),
    kitBin,
    'generate',
    '--config',
    'drizzle.config.ts',
    ...process.argv.slice(2),
  ],
  {
    cwd: serverRoot,
    stdio: 'inherit',
    // drizzle-kit also require()s drizzle-orm from CommonJS, which NODE_PATH covers.
    env: { ...process.env, NODE_PATH: path.join(serverRoot, 'node_modules') },
  },
)
process.exit(result.status ?? 1)
