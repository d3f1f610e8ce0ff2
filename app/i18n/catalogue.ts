import type * as markets from '~/content/markets'

/**
 * The copy modules a page may be sent (their English text is the source; `app/content/locales`
 * holds each translation), by name: what `pageCopy` sends and `useCopy` reads. Types only, so
 * no language's copy is in the browser's scripts.
 */
export type Catalogue = {
  markets: typeof markets
}

export type CopyName = keyof Catalogue
