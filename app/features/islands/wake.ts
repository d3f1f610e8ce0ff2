/**
 * What wakes an island: the shopper reaching into it (pointer, keyboard, screen reader, autofill).
 * `invalid` is the browser stopping a submit at its own checks, which it does before any `submit`.
 */
const WAKE_EVENTS = ['focusin', 'pointerdown', 'input', 'change', 'submit', 'invalid'] as const

/**
 * Calls `wake` on the first interaction inside `container`. A submit before `wake` has settled is
 * held and sent again once it has, so the island's own handler takes it; should the code fail to
 * load, it is sent again all the same, and the form posts as it does without JavaScript.
 * A submit the browser stopped at its own checks (a required field left empty) is held the same
 * way, without the browser's bubble: once woken, the island checks it and shows its own messages.
 * Returns a function that stops listening.
 */
export function wakeOnInteraction(container: HTMLElement, wake: () => Promise<void>) {
  let settled = false
  const held = new Set<HTMLFormElement>()
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
    if (settled) return
    const attempt = submitAttempt(event)
    if (!attempt) return
    event.preventDefault()
    // One submit stopped at the checks fires `invalid` at every failing field: it is sent once.
    if (held.has(attempt.form)) return
    held.add(attempt.form)
    void waking.then(() => {
      held.delete(attempt.form)
      attempt.form.requestSubmit(attempt.submitter)
    })
  }
  for (const type of WAKE_EVENTS) container.addEventListener(type, onEvent, true)
  return stop
}

type Submitter = HTMLButtonElement | HTMLInputElement

/** The form a submit or a stopped submit is for, and the button that sent it where it is known. */
function submitAttempt(event: Event): { form: HTMLFormElement; submitter: Submitter | null } | null {
  if (event.type === 'submit') return { form: event.target as HTMLFormElement, submitter: (event as SubmitEvent).submitter as Submitter | null }
  if (event.type !== 'invalid') return null
  const form = (event.target as Partial<Submitter>).form
  if (!form) return null
  // `invalid` names no button: a pressed one has the focus (browsers that do not focus on press,
  // or Enter in a field, send with the form's first button, as the browser itself would).
  const active = document.activeElement
  const pressed = (active instanceof HTMLButtonElement || active instanceof HTMLInputElement) && active.type === 'submit' && active.form === form
  return { form, submitter: pressed ? active : null }
}
