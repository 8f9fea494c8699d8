import {
  cloneElement,
  isValidElement,
  useMemo,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react'
import { cn } from './cn.ts'

export type SlotProps<E extends Element = HTMLElement> = HTMLAttributes<E> & {
  ref?: Ref<E>
  /** Exactly one element, which is rendered in the slot's place. */
  children?: ReactNode
  /** Any other prop (href, type, data-*) goes to the child as well. */
  [prop: string]: unknown
}

type Props = Record<string, unknown>
type Handler = (...args: unknown[]) => unknown

/**
 * `asChild` for our primitives: renders its single child element with the slot's props merged
 * in, so a link can look and behave like a Button. The child's own props win where both give
 * one, except that classes and styles are combined and handlers and refs both run.
 */
export function Slot<E extends Element = HTMLElement>({
  children,
  ref,
  ...slotProps
}: SlotProps<E>) {
  if (!isValidElement<Props>(children)) {
    throw new Error('Slot needs exactly one React element as its child.')
  }
  const childRef = children.props.ref as Ref<E> | undefined
  const composedRef = useMemo(
    () => (ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef)),
    [ref, childRef],
  )
  return cloneElement(children, { ...mergeProps(slotProps, children.props), ref: composedRef })
}

/** The merge rules of Slot, apart from refs. */
export function mergeProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot }
  for (const [key, childValue] of Object.entries(child)) {
    const slotValue = slot[key]
    if (key === 'ref' || key === 'children') continue
    if (key === 'className') {
      merged.className = cn(slotValue as string | undefined, childValue as string | undefined)
    } else if (key === 'style') {
      merged.style = { ...(slotValue as CSSProperties), ...(childValue as CSSProperties) }
    } else if (/^on[A-Z]/.test(key) && typeof slotValue === 'function') {
      merged[key] =
        typeof childValue === 'function'
          ? composeHandlers(childValue as Handler, slotValue as Handler)
          : slotValue
    } else if (childValue !== undefined) {
      // An explicit `undefined` on the child does not erase what the slot gives (aria-disabled…).
      merged[key] = childValue
    }
  }
  return merged
}

/** The child's handler runs first; calling preventDefault in it skips the slot's. */
function composeHandlers(child: Handler, slot: Handler): Handler {
  return (...args) => {
    const result = child(...args)
    const event = args[0] as { defaultPrevented?: boolean } | null | undefined
    if (!event?.defaultPrevented) slot(...args)
    return result
  }
}

/** One ref that feeds several, with React 19's cleanup functions kept. */
export function composeRefs<T>(...refs: readonly Ref<T>[]): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => setRef(ref, node))
    return () => {
      cleanups.forEach((cleanup, index) => {
        if (typeof cleanup === 'function') cleanup()
        else setRef(refs[index]!, null)
      })
    }
  }
}

function setRef<T>(ref: Ref<T>, value: T | null): unknown {
  if (typeof ref === 'function') return ref(value)
  if (ref) ref.current = value
  return undefined
}
