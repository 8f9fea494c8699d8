import { useEffect, useState } from 'react'
import { cn } from '../../lib/cn.ts'

/** A load shorter than this never shows the bar, so quick transitions do not flash (spec §9). */
export const LOADING_BAR_THROTTLE = 200
/** Time the bar takes to grow to about 90% while the load goes on (spec §9). */
export const LOADING_BAR_DURATION = 2000
/** Bar height in pixels (spec §9). */
export const LOADING_BAR_HEIGHT = 3
/** After the load ends: the bar fills the rest of the way, then fades out. */
export const LOADING_BAR_FINISH = 500

/** Fill the rest of the way, then fade; together they last LOADING_BAR_FINISH. */
const finishTransition = 'scale 200ms ease-out, opacity 300ms ease-in 200ms'

type Phase = 'hidden' | 'running' | 'finishing'

export interface LoadingBarProps {
  /** Whether something (usually a route transition) is loading. */
  loading: boolean
  throttle?: number
  duration?: number
  height?: number
  className?: string
}

/**
 * The thin brand-coloured progress bar at the top of the page. It cannot know the real
 * progress, so it eases towards 90% and completes when `loading` turns false.
 *
 * Progress is a CSS transition rather than a keyframe animation: a transition can be redirected
 * from wherever it is, so finishing early glides on to 100% instead of jumping.
 */
export function LoadingBar({
  loading,
  throttle = LOADING_BAR_THROTTLE,
  duration = LOADING_BAR_DURATION,
  height = LOADING_BAR_HEIGHT,
  className,
}: LoadingBarProps) {
  const [phase, setPhase] = useState<Phase>('hidden')
  // A new run gets a new element, so its transition starts again from zero.
  const [run, setRun] = useState(0)

  useEffect(() => {
    if (!loading) return
    const timer = setTimeout(() => {
      setPhase('running')
      setRun((count) => count + 1)
    }, throttle)
    return () => clearTimeout(timer)
  }, [loading, throttle])

  useEffect(() => {
    if (!loading) setPhase((current) => (current === 'running' ? 'finishing' : current))
  }, [loading])

  useEffect(() => {
    if (phase !== 'finishing') return
    const timer = setTimeout(() => setPhase('hidden'), LOADING_BAR_FINISH)
    return () => clearTimeout(timer)
  }, [phase])

  if (phase === 'hidden') return null

  const finishing = phase === 'finishing'
  return (
    <div
      key={run}
      data-slot="loading-bar"
      data-state={phase}
      role="progressbar"
      aria-label="Carregando página"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={finishing ? 100 : undefined}
      className={cn('pointer-events-none fixed inset-x-0 top-0 z-100', className)}
      style={{ height }}
    >
      <div
        className={cn(
          'h-full origin-left bg-primary shadow-[0_0_8px_var(--color-primary)]',
          finishing ? 'scale-x-100 opacity-0' : 'scale-x-90 starting:scale-x-0',
        )}
        style={{ transition: finishing ? finishTransition : `scale ${duration}ms ease-out` }}
      />
    </div>
  )
}
