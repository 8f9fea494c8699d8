import { lazy, type ComponentType } from 'react'

export interface Preloadable<P> {
  /** Renders the component, suspending only while its code is still on its way. */
  Component: ComponentType<P>
  /** Starts fetching the code (once); settles when it is in. */
  preload: () => Promise<unknown>
}

type Module<P> = { default: ComponentType<P> }

/**
 * A lazily loaded component whose code can be fetched ahead of its first render (the 1-second
 * prefetch, the route transition's wait). Once the code is in, the first render does not suspend
 * at all: the loader hands React an already-settled thenable, which React.lazy reads at once,
 * where a settled promise would still show the fallback until its callbacks run.
 */
export function preloadable<P>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: Module<P> | undefined
  let loading: Promise<Module<P>> | undefined
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed fetch (a network blip) is tried again by the next render or preload.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Component = lazy(() => (loaded ? settled(loaded) : preload()))
  return { Component, preload }
}

/** A thenable that calls back synchronously: React.lazy then resolves during the render. */
function settled<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) }
  // React.lazy only calls `then`; the type asks for a Promise.
  return thenable as unknown as Promise<T>
}
