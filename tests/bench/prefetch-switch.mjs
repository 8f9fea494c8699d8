// The panel prefetches the likely next screens one second after it starts, unless the
// connection says to save data (apps/panel/src/shell/prefetch.ts). A benchmark measuring what a
// visit itself needs turns that off the way a user would: Save-Data on.

/** @param {import('playwright-core').Page} page before its first navigation */
export async function withoutPrefetch(page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ effectiveType: '4g', saveData: true }),
    })
  })
}
