import { type Context, createContext } from 'react'

/**
 * Whether the cards being rendered are a listing page's server-only markup (decision 074): no React
 * in the browser hydrates them, so their images carry their addresses for the page's script to load
 * them as they come near, and the Add buttons name their product (`ADD_ATTRIBUTE`) for its one
 * click listener. Only the server reads it (`import.meta.env.SSR`).
 */
export const CardsAsMarkup: Context<boolean> = import.meta.env.SSR ? createContext(false) : (null as never)
