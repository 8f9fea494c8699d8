import { beforeEach, vi } from 'vitest'
import { setProjectAnnotations } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import { FIXTURE_NOW } from '@vitrine/api/fixture'
import * as a11yAnnotations from '@storybook/addon-a11y/preview'
import * as previewAnnotations from './preview.tsx'
import { visualRegression } from './visual-regression.ts'

setProjectAnnotations([a11yAnnotations, previewAnnotations, visualRegression])

// `findBy*` and `waitFor` poll their condition until it holds; the default bound (1 s) was
// passed on a loaded two-core machine by work that is merely slow (a lazy CodeMirror language
// loading), so the bound is generous. A condition that never holds still fails, only later.
configure({ asyncUtilTimeout: 10_000 })

// Stories render dates against "now" (token expiry, relative times): pin it to the fixtures'
// moment so screenshots do not change with the calendar. Only Date is faked, and it runs on
// from there; timers are real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(new Date(FIXTURE_NOW))
  return () => {
    vi.useRealTimers()
  }
})
