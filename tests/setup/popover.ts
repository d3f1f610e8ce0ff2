/**
 * The Popover API's show and hide for happy-dom, which has none (the drawers are dialogs shown as popovers): as
 * the HTML standard runs it, `beforetoggle` as it opens or closes and `toggle` a task later. A
 * shown popover dialog is drawn as happy-dom draws an open dialog (its `open` attribute), which
 * is all a component test reads of it. The browser tests exercise the real one (top layer,
 * Escape, Back, light dismiss).
 */
type ToggleState = 'open' | 'closed'

function toggleEvent(type: 'beforetoggle' | 'toggle', oldState: ToggleState, newState: ToggleState) {
  return Object.assign(new Event(type, { cancelable: type === 'beforetoggle' && newState === 'open' }), { oldState, newState })
}

export function installPopover(window: typeof globalThis) {
  const proto = window.HTMLElement.prototype as HTMLElement & Record<string, unknown>
  if ('showPopover' in proto) return
  const shown = new WeakSet<HTMLElement>()
  const change = (element: HTMLElement, open: boolean) => {
    if (shown.has(element) === open) return
    const [from, to]: [ToggleState, ToggleState] = open ? ['closed', 'open'] : ['open', 'closed']
    if (!element.dispatchEvent(toggleEvent('beforetoggle', from, to))) return
    if (open) shown.add(element)
    else shown.delete(element)
    if (element instanceof window.HTMLDialogElement) element.toggleAttribute('open', open)
    setTimeout(() => element.dispatchEvent(toggleEvent('toggle', from, to)))
  }
  Object.assign(proto, {
    showPopover(this: HTMLElement) {
      change(this, true)
    },
    hidePopover(this: HTMLElement) {
      change(this, false)
    },
  })
}
