import { Component, type ReactNode } from 'react'
import { isChunkLoadError, reloadOnce } from '../global/reload-guard.ts'
import { ErrorPage } from './lazy-pages.tsx'

interface Props {
  url: string
  children: ReactNode
}

/** Unhandled errors while rendering a screen show the error page instead of a blank panel. */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown) {
    // A screen whose chunk is gone (a new build was deployed): reload once to get the new one.
    if (
      isChunkLoadError(error) &&
      reloadOnce(sessionStorage, Date.now(), () => window.location.reload())
    )
      return
    console.error('[Vitrine] unhandled error while rendering', error)
  }

  override render() {
    return this.state.error ? (
      <ErrorPage error={this.state.error} url={this.props.url} />
    ) : (
      this.props.children
    )
  }
}
