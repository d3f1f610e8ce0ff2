import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** False in the server's HTML and while hydrating it, true from then on: for what only the browser may render. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
