import type { ProjectAnnotations, ReactRenderer } from '@storybook/react-vite'
import { expect } from 'vitest'
import { commands, page } from 'vitest/browser'

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** vitest.config.ts: moves the mouse off the page. */
    parkPointer: () => Promise<void>
  }
}

/**
 * After a story has rendered (and its play function passed), compare a screenshot of the page
 * with the committed baseline. Only the Vitest run loads this file, never Storybook's UI.
 * Update baselines with `npm run visual:update -w @vitrine/storybook`.
 *
 * Scrollbars are hidden: Chromium's overlay scrollbars appear for a moment after an element
 * scrolls or resizes, so whether one is in the picture depends on timing (a code editor
 * differed by its scrollbar in a full run).
 *
 * The pointer is moved off the page before each story: left where the file before ended, it
 * hovered whatever the next story drew under it (the SMTP screen's tab, in full runs only).
 *
 * A story opts out with `parameters: { visual: false }` (for things that never settle), or allows
 * a few stray pixels with `parameters: { visual: { allowedMismatchedPixels: n } }` (for a sandboxed
 * frame, whose document this style cannot reach: a mail preview differed by 5 pixels under load).
 */
const frozen = `*, *::before, *::after {
  animation: none !important; transition: none !important; caret-color: transparent !important;
  scrollbar-width: none !important;
}`

type VisualParameter = false | { allowedMismatchedPixels?: number } | undefined

export const visualRegression: ProjectAnnotations<ReactRenderer> = {
  // The pointer is where the previous file's play left it; a story's own hovers come after this.
  async beforeEach() {
    await commands.parkPointer()
  },
  async afterEach({ parameters }) {
    const visual = parameters.visual as VisualParameter
    if (visual === false) return
    const style = document.createElement('style')
    style.textContent = frozen
    document.head.append(style)
    try {
      // Focus rings show only in a focused frame: make sure ours is, whatever ran before.
      window.focus()
      await document.fonts.ready
      await expect
        .element(page.elementLocator(document.body))
        .toMatchScreenshot(
          visual?.allowedMismatchedPixels
            ? { comparatorOptions: { allowedMismatchedPixels: visual.allowedMismatchedPixels } }
            : undefined,
        )
    } finally {
      style.remove()
    }
  },
}
