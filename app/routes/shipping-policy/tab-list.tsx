import { type KeyboardEvent, type ReactNode, useRef, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { cn } from '~/lib/cn'

export type TabItem = { id: string; label: string; panel: ReactNode }

/** The tab a fragment names (`#international` → `international`); a malformed one names none. */
function idFromHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''))
  } catch {
    return ''
  }
}

/** The URL's hash as a store: back, forward and a typed hash notify, and so does `replaceHash`. */
const hashListeners = new Set<() => void>()
function subscribeToHash(listener: () => void) {
  hashListeners.add(listener)
  window.addEventListener('hashchange', listener)
  window.addEventListener('popstate', listener)
  return () => {
    hashListeners.delete(listener)
    window.removeEventListener('hashchange', listener)
    window.removeEventListener('popstate', listener)
  }
}
const readHash = () => window.location.hash
/** The server knows no hash: it renders the first tab, and so does hydration; the URL's tab follows. */
const readServerHash = () => ''

function replaceHash(id: string) {
  const url = new URL(window.location.href)
  url.hash = id
  // Keeps the router's own history state; replaceState neither scrolls nor adds an entry.
  window.history.replaceState(window.history.state, '', url)
  for (const listener of hashListeners) listener()
}

/**
 * Tabs whose choice lives in the URL hash (`#international`): a page loaded or linked with a tab's
 * hash opens that tab, back and forward follow it, and choosing a tab replaces the hash (no
 * history entry, no scroll). Keyboard as the WAI-ARIA tabs pattern: arrow keys move to and choose
 * the next tab, wrapping round, Home and End the first and last. Each tab button carries the tab's
 * id, so the browser scrolls a deep link to the tabs by itself. Without JavaScript the tab row is
 * hidden and every panel shows.
 */
export function TabList({ label, items }: { label: string; items: TabItem[] }) {
  const tabs = useRef(new Map<string, HTMLButtonElement>())
  // The router's own visits to a `#tab` (a link: pushState) notify no listener: each renders the tabs again.
  useLocation()
  const chosen = idFromHash(useSyncExternalStore(subscribeToHash, readHash, readServerHash))
  const selected = items.some((item) => item.id === chosen) ? chosen : (items[0]?.id ?? '')

  function choose(id: string, focus: boolean) {
    replaceHash(id)
    if (focus) tabs.current.get(id)?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = items.findIndex((item) => item.id === event.currentTarget.id)
    const last = items.length - 1
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    choose(items[next]!.id, true)
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className="grid grid-cols-2 gap-1 rounded-2xl bg-earth-100 p-1 sm:grid-cols-4 noscript:hidden">
        {items.map((item) => {
          const active = item.id === selected
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabs.current.set(item.id, element)
                else tabs.current.delete(item.id)
              }}
              id={item.id}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${item.id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => choose(item.id, false)}
              onKeyDown={onKeyDown}
              className={cn(
                'min-h-11 scroll-mt-16 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:scroll-mt-4 sm:text-base',
                active ? 'bg-white text-brand-800 shadow-sm' : 'text-stone-700 hover:bg-white/60 hover:text-stone-900',
              )}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          id={`${item.id}-panel`}
          role="tabpanel"
          aria-labelledby={item.id}
          // A class, not the `hidden` attribute, which would beat `noscript:block`.
          className={cn('pt-6 noscript:block', item.id !== selected && 'hidden')}
        >
          {item.panel}
        </div>
      ))}
    </div>
  )
}
