import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/**
 * Creates a new PGlite data directory in a short-lived child process. PGlite's initdb needs
 * about 600 MB more than serving does, and memory a process has touched stays in its resident
 * set; paid by a child that exits, the server itself starts from the small, reopened
 * directory (see scripts/bench-api.mjs for the figures). An existing directory is left alone.
 */
export async function initPgliteDataDir(dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return
  fs.mkdirSync(dataDir, { recursive: true })
  // Resolved here, where the server's node_modules are known, and handed to the child whole.
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const script = `
    const { PGlite } = require(${JSON.stringify(pglite)})
    PGlite.create({ dataDir: ${JSON.stringify(dataDir)} })
      .then((db) => db.close())
      .catch((error) => { console.error(error); process.exit(1) })
  `
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Could not create the PGlite data directory ${dataDir}: ${stderr}`)),
    )
  })
}
