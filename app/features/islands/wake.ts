/** What wakes an island: the shopper reaching into it (pointer, keyboard, screen reader, autofill). */
const WAKE_EVENTS = ['focusin', 'pointerdown', 'input', 'change', 'submit'] as const

/**
 * Calls `wake` on the first interaction inside `container`. A submit before `wake` has settled is
 * held and sent again once it has, so the island's own handler takes it; should the code fail to
 * load, it is sent again all the same, and the form posts as it does without JavaScript.
 * Returns a function that stops listening.
 */
export function wakeOnInteraction(container: HTMLElement, wake: () => Promise<void>) {
  let settled = false
  const stop = () => {
    for (const type of WAKE_EVENTS) container.removeEventListener(type, onEvent, true)
  }
  const settle = (error?: unknown) => {
    if (error) console.error(error)
    settled = true
    stop()
  }
  function onEvent(event: Event) {
    const waking = wake().then(() => settle(), settle)
    if (event.type !== 'submit' || settled) return
    event.preventDefault()
    const form = event.target as HTMLFormElement
    void waking.then(() => form.requestSubmit((event as SubmitEvent).submitter))
  }
  for (const type of WAKE_EVENTS) container.addEventListener(type, onEvent, true)
  return stop
}
