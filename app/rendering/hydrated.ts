import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/** False while the server renders and the page hydrates, true from then on. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
