import { type createStorefrontHandler, STOREFRONT_API_PATH } from './handler'

type Store = Pick<ReturnType<typeof createStorefrontHandler>, 'handle'>

/** For tests: one operation sent to an embedded store's handler as a client sends it, and its JSON answer. */
export async function storefrontQuery<T = unknown>(store: Store, query: string, variables: object = {}): Promise<T> {
  const response = await store.handle(
    new Request(`http://shop.test${STOREFRONT_API_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }),
  )
  return (await response.json()) as T
}
