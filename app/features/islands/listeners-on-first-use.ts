/** Listeners on server markup: given the element they listen on, they start and return a function that stops them. */
export type Listeners = (root: HTMLElement) => () => void

/** What starts loading the code: the shopper reaching into the element (a press, focus by keyboard or screen reader). */
const WAKE_EVENTS = ['pointerdown', 'focusin'] as const

/**
 * Listeners whose code loads on first use (decision 080), as an island's does (decision 073), for
 * markup that needs no React: a press or focus inside `root` loads them. The events they handle
 * (`held`: a click, a key) that come before the code are kept, and dispatched again on the same
 * elements once it listens, in their order, so a press on a button made while the code is on its
 * way counts once. Should the code fail to load, they are dropped and the next event tries again.
 * Returns a function that stops listening, the code's listeners too.
 */
export function listenOnFirstUse(root: HTMLElement, held: readonly string[], load: () => Promise<Listeners>) {
  const early: Event[] = []
  let loading = false
  let stopped = false
  let stopCode: (() => void) | null = null
  const types = [...WAKE_EVENTS, ...held]
  const unlisten = () => {
    for (const type of types) root.removeEventListener(type, onEvent, true)
  }

  function onEvent(event: Event) {
    if (held.includes(event.type)) early.push(event)
    if (loading) return
    loading = true
    load().then(
      (listeners) => {
        if (stopped) return
        unlisten()
        stopCode = listeners(root)
        // The same kind of event with the same details (key, button, modifiers), on the same element.
        for (const event of early.splice(0)) event.target?.dispatchEvent(new (event.constructor as typeof Event)(event.type, event))
      },
      (error: unknown) => {
        console.error(error)
        early.length = 0
        loading = false
      },
    )
  }

  // On the way down: before any listener inside can stop the event.
  for (const type of types) root.addEventListener(type, onEvent, true)
  return () => {
    stopped = true
    unlisten()
    stopCode?.()
  }
}
