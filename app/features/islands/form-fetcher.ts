import type { FetcherWithComponents } from 'react-router'

/**
 * What a form island needs of the page's fetcher: the page holds it (the island's root has no
 * router), and renders the island again as its state and data change.
 */
export type FormFetcher<T> = Pick<FetcherWithComponents<T>, 'state' | 'data' | 'submit'>
