import type { ConsentState } from '#shared/consent'

/** What the visitor allows, whether their country asks first, and whether they have chosen. */
export type PageConsent = ConsentState

let state: PageConsent | null = null
const listeners = new Set<() => void>()

/**
 * What the visitor allows, as this page knows it: asked of the server once the page is idle (the
 * page itself is every visitor's, so it cannot say), then told by the banner or the preferences
 * page when they choose. Nothing is allowed until it is known.
 */
export const pageConsent = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: () => state,
  getServerSnapshot: () => null,
  set(next: PageConsent) {
    state = next
    listeners.forEach((notify) => notify())
  },
  /** Asks `/api/consent` unless a choice was made meanwhile; a failed request leaves it unknown. */
  async load() {
    const response = await fetch('/api/consent', { headers: { Accept: 'application/json' } }).catch(() => null)
    if (response?.ok && state === null) pageConsent.set((await response.json()) as ConsentState)
  },
}
