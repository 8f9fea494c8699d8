import { existsSync } from 'node:fs'

/**
 * Where the tests find a browser: CHROMIUM_PATH, else Debian's chromium (its binary directly,
 * skipping the wrapper script, which starts faster), else Playwright's own (which cannot be
 * downloaded on our CI machines, see TOOLCHAIN.md).
 * @returns {string | undefined}
 */
export function chromiumExecutable() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium', '/usr/bin/chromium']
  return candidates.find((candidate) => candidate && existsSync(candidate))
}

/** Launch options shared by Vitest browser mode, the end-to-end suite and the benchmarks. */
export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumExecutable(),
    args: [
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--font-render-hinting=none',
    ],
  }
}
