// Starts the built reference server the way `npm start` does (node apps/server/dist/start.js),
// on a free port with a fresh embedded database, for end-to-end tests and benchmarks.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** How long a started server may take to answer /healthz before the start counts as failed. */
const STARTUP_BOUND_MS = 180_000

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/**
 * @param {{ env?: Record<string, string>, onLine?: (line: object | string) => void }} [options]
 * @returns {Promise<{ url: string, port: number, pid: number, lines: Array<Record<string, unknown> | string>, stop: () => Promise<void> }>}
 */
export async function startServer({ env = {}, onLine } = {}) {
  const port = env.PORT ? Number(env.PORT) : await freePort()
  const dataDir = env.DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), 'vitrine-e2e-'))
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(root, 'apps/server/dist/start.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        PUBLIC_URL: `http://localhost:${port}`,
        ...(dataDir ? { VITRINE_DATA_DIR: dataDir } : {}),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  /** @type {Array<Record<string, unknown> | string>} */
  const lines = []
  let buffered = ''
  const collect = (chunk) => {
    buffered += chunk
    let index
    while ((index = buffered.indexOf('\n')) >= 0) {
      const text = buffered.slice(0, index)
      buffered = buffered.slice(index + 1)
      let line = text
      try {
        line = JSON.parse(text)
      } catch {
        // Not every line is structured (e.g. a stack trace on stderr).
      }
      lines.push(line)
      onLine?.(line)
    }
  }
  child.stdout.setEncoding('utf8').on('data', collect)
  child.stderr.setEncoding('utf8').on('data', collect)

  const url = `http://localhost:${port}`
  const exited = new Promise((resolve) => child.once('exit', resolve))
  // A bound for a server that never comes up, not a wait: a fresh PGlite runs initdb, which took
  // over a minute on a two-core machine loaded by parallel builds.
  const deadline = Date.now() + STARTUP_BOUND_MS
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `The server exited with ${child.exitCode}:\n${lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n')}`,
      )
    }
    try {
      const response = await fetch(`${url}/healthz`)
      if (response.ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      // Stop what was started: a server left running would hold its port and the CPU.
      child.kill('SIGKILL')
      await exited
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
      throw new Error(`The server did not become healthy within ${STARTUP_BOUND_MS / 1000} s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }

  return {
    url,
    port,
    pid: child.pid,
    lines,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
