/**
 * Runs work after the pointer that is pressed right now is released, or at once when none is.
 *
 * Why: pressing a button or link moves focus, a field's blur reveals its message, the message
 * pushes the page down, and the press is released on something else: the click is lost (the
 * "Esqueci minha senha" link under an empty e-mail field did exactly that). Revealing blur
 * messages once the click has happened keeps every click where the user aimed it.
 */
let pressed = false
let queued: (() => void)[] = []
let listening = false

function flush() {
  pressed = false
  // The click is dispatched right after pointerup, in the same task: run after it.
  setTimeout(() => {
    const work = queued
    queued = []
    for (const run of work) run()
  })
}

function listen() {
  if (listening || typeof document === 'undefined') return
  listening = true
  document.addEventListener('pointerdown', () => (pressed = true), true)
  document.addEventListener('pointerup', flush, true)
  document.addEventListener('pointercancel', flush, true)
}

export function afterPointerRelease(run: () => void): void {
  listen()
  if (pressed) queued.push(run)
  else run()
}

/** Starts tracking presses (the first form on a page does it, before anyone presses). */
export function trackPointerPresses(): void {
  listen()
}
