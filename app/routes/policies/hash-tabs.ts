/**
 * The behaviour of a `TabList` sent as server-only markup: the chosen tab lives in the URL hash
 * (`#international`), so a page loaded or linked with a tab's hash opens that tab, and choosing a
 * tab replaces the hash (no history entry, no scroll). Keyboard as the WAI-ARIA tabs pattern:
 * arrow keys move to and choose the next tab, wrapping round, Home and End the first and last.
 * Returns what undoes it.
 */
export function hashTabs(root: HTMLElement): () => void {
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')]

  function show() {
    let id = ''
    try {
      id = decodeURIComponent(location.hash.slice(1))
    } catch {
      // A malformed hash names no tab.
    }
    const chosen = tabs.find((tab) => tab.id === id) ?? tabs[0]
    for (const tab of tabs) {
      const on = tab === chosen
      tab.setAttribute('aria-selected', String(on))
      tab.tabIndex = on ? 0 : -1
      document.getElementById(tab.getAttribute('aria-controls') ?? '')?.classList.toggle('hidden', !on)
    }
  }

  function choose(tab: HTMLElement | undefined) {
    if (!tab) return
    const url = new URL(location.href)
    url.hash = tab.id
    // Keeps the router's own history state; replaceState neither scrolls nor adds an entry.
    history.replaceState(history.state, '', url)
    show()
  }

  const onClick = (event: Event) => choose(tabs.find((tab) => tab.contains(event.target as Node)))
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(event.target as HTMLElement)
    const last = tabs.length - 1
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (index < 0 || next === undefined) return
    event.preventDefault()
    choose(tabs[next])
    tabs[next]?.focus()
  }

  root.addEventListener('click', onClick)
  root.addEventListener('keydown', onKeyDown)
  // Back and forward, and a typed or followed `#tab`.
  window.addEventListener('hashchange', show)
  show()
  return () => {
    root.removeEventListener('click', onClick)
    root.removeEventListener('keydown', onKeyDown)
    window.removeEventListener('hashchange', show)
  }
}
