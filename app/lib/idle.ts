import { useEffect, useState } from 'react'

/**
 * Runs `callback` once the browser is idle (at the latest after `timeout` ms); Safari has no
 * requestIdleCallback, so it runs on the next task there. Returns the cancel.
 */
export function whenIdle(callback: () => void, timeout = 5_000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const id = setTimeout(callback)
    return () => clearTimeout(id)
  }
  const id = requestIdleCallback(callback, { timeout })
  return () => cancelIdleCallback(id)
}

/**
 * False in the server's HTML, while hydrating and until the browser is next idle; true from then
 * on. For what may wait until the page is interactive without the shopper seeing it wait.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  return idle
}
