import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'

/**
 * End-to-end tests: a real Chromium against the production build, served by the reference
 * server started the way `npm start` starts it (see e2e/fixtures.ts). Run `npm run test:e2e`.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
  },
})
