import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type TestProjectConfiguration } from 'vitest/config'
import type { BrowserCommand } from 'vitest/node'
import { playwright } from '@vitest/browser-playwright'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { chromiumLaunchOptions } from './tests/chromium.mjs'

const root = path.dirname(fileURLToPath(import.meta.url))

/**
 * A fresh browser block per project: Vitest mutates `instances`, so sharing one object
 * between projects mislabels them (TOOLCHAIN.md).
 */
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions() }),
    instances: [{ browser: 'chromium' as const }],
    viewport: { width: 1024, height: 768 },
    screenshotFailures: false,
    commands: { parkPointer },
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        // The default tolerance missed a blue-700 → blue-600 change; 0.02 catches it without flaking.
        comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 0 },
      },
    },
  }
}

/**
 * Moves the mouse off the page. Every file of a project runs in the one browser page, and the
 * pointer stays where the last file's play left it: over whatever the next story draws there,
 * which then shows its hover style (a tab's colour in the SMTP screen's screenshot, in full runs
 * only). Declared for stories in `.storybook/visual-regression.ts`.
 */
const parkPointer: BrowserCommand<[]> = async ({ page }) => {
  await page.mouse.move(-1, -1)
}

/**
 * `expect.element` and `expect.poll` retry their condition until it holds. The default bound
 * (1 s) was passed on a loaded two-core machine by work that is merely slow, so it is generous:
 * a condition that never holds still fails, only later.
 */
const pollBound = { timeout: 10_000 }

const projects: TestProjectConfiguration[] = [
  {
    // Pure logic anywhere but the server: schemas, rules, guards, stores, adapters; the lint rules.
    test: {
      name: 'unit',
      environment: 'node',
      include: [
        'packages/*/src/**/*.test.ts',
        'apps/panel/src/**/*.test.ts',
        'tests/lint/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
    },
  },
  {
    // Components and hooks, rendered in a real Chromium.
    plugins: [react(), tailwindcss()],
    test: {
      name: 'browser',
      include: ['packages/*/src/**/*.test.tsx', 'apps/panel/src/**/*.test.tsx'],
      setupFiles: ['tests/browser-setup.ts'],
      browser: chromium(),
      expect: { poll: pollBound },
    },
  },
  {
    // The reference server against PGlite (a migrated template cloned per file) or, with
    // TEST_DATABASE_URL, against PostgreSQL.
    test: {
      name: 'server',
      environment: 'node',
      include: ['apps/server/src/**/*.test.ts'],
      globalSetup: ['apps/server/src/testing/global-setup.ts'],
      // Bounds, not waits: some tests hash 30 passwords (scrypt, ~130 ms each idle), which took
      // more than 20 s on a two-core machine loaded by parallel builds.
      testTimeout: 60_000,
      hookTimeout: 120_000,
      pool: 'forks',
      // Vitest's default is one worker fewer than the cores: one file at a time on a two-core
      // machine, where a file spends much of its time waiting on its database. Two side by side
      // took the PGlite suite from 289 s to 198 s there (all green); more cores keep the default.
      maxWorkers: Math.max(2, availableParallelism() - 1),
    },
  },
  {
    // Every story is a test: render, play function, axe checks, screenshot comparison.
    plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
    test: {
      name: 'storybook',
      setupFiles: ['.storybook/vitest.setup.ts'],
      browser: chromium(),
      expect: { poll: pollBound },
      testTimeout: 30_000,
      // One stories file at a time: files run side by side share one window, only one of them
      // holds keyboard focus, and focus rings in screenshots would then depend on timing.
      fileParallelism: false,
    },
  },
]

export default defineConfig({ test: { projects } })
