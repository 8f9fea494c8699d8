import type { ReactNode } from 'react'
import { href } from '@vitrine/features'
import { Redirect } from '../shell/Redirect.tsx'
import type { ScreenContext } from './screen-context.ts'

/** For routes inside an app: the guards loaded it, so the screen always gets its id. */
export function inApp(render: (context: ScreenContext & { appId: number }) => ReactNode) {
  return function InApp(context: ScreenContext) {
    return context.appId === null ? (
      <Redirect to={href('apps')} />
    ) : (
      render({ ...context, appId: context.appId })
    )
  }
}
