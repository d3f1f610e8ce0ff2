import { type Context, createContext } from 'react'

/**
 * Whether the cards being rendered are server-only markup (a listing page, the home page's best
 * sellers; decisions 074, 076): no React in the browser hydrates them, so their images carry their
 * addresses for `MarkupCards` to load them as they come near, and the Add buttons name their
 * product (`ADD_ATTRIBUTE`) for its one click listener. Only the server reads it
 * (`import.meta.env.SSR`).
 */
export const CardsAsMarkup: Context<boolean> = import.meta.env.SSR ? createContext(false) : (null as never)
