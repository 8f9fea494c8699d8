import { beforeEach, vi } from 'vitest'
import { setProjectAnnotations } from '@storybook/react-vite'
import { FIXTURE_NOW } from '@vitrine/api/fixture'
import * as a11yAnnotations from '@storybook/addon-a11y/preview'
import * as previewAnnotations from './preview.tsx'
import { visualRegression } from './visual-regression.ts'

setProjectAnnotations([a11yAnnotations, previewAnnotations, visualRegression])

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
