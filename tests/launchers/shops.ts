/**
 * Extra shops for the browser tests, each started once per worker (fixtures) or once per file
 * (`shopForFile`), on time of their own: a start on a busy machine never eats a test's budget.
 */
import { test as base } from '@playwright/test'
import { fakeStore } from '../fakes/fake-store'
import { startSmtp } from '../../services/mail/test-smtp'
import { type Shop, SHOP_START_MS, type ShopOptions, startShop } from '../../scripts/lib/shop-process'

type StoreShop = Shop & { storeCalls: () => number }

/** A shop whose store is a fake answering with `answer`; the fake closes when the shop has stopped. */
async function shopWithStore(answer: (calls: number) => { status: number; body: string; type?: string }, provide: (shop: StoreShop) => Promise<void>) {
  let calls = 0
  const store = await fakeStore((_req, res) => {
    const { status, body, type } = answer(++calls)
    res.writeHead(status, type ? { 'Content-Type': type } : {}).end(body)
  })
  try {
    const shop = await startShop({ env: { PUBLIC_STORE_DOMAIN: store.origin, PUBLIC_STOREFRONT_API_TOKEN: 'token' } })
    await provide({ ...shop, storeCalls: () => calls })
    await shop.stop()
  } finally {
    await store.close()
  }
}

export const test = base.extend<object, { paymentRequiredShop: StoreShop; failingStoreShop: StoreShop }>({
  /** A shop whose store answers every call with HTTP 402 (a store without a billing plan). */
  paymentRequiredShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    ({}, use) => shopWithStore(() => ({ status: 402, body: 'Payment Required' }), use),
    { scope: 'worker', timeout: SHOP_START_MS },
  ],
  /** A shop whose store fails every call: an HTTP 500, then a GraphQL error, alternately. */
  failingStoreShop: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    ({}, use) =>
      shopWithStore(
        (calls) =>
          calls % 2 ? { status: 500, body: 'boom' } : { status: 200, body: JSON.stringify({ errors: [{ message: 'Throttled' }] }), type: 'application/json' },
        use,
      ),
    { scope: 'worker', timeout: SHOP_START_MS },
  ],
})

export { expect } from '@playwright/test'

/**
 * One shop for the tests of the file (or serial describe) it is called in: started in `beforeAll`
 * with the start-up time as that hook's own timeout, stopped in `afterAll`. Returns a getter.
 */
export function shopForFile(options: () => ShopOptions | Promise<ShopOptions>, cleanup?: () => Promise<void> | void): () => Shop {
  let shop: Shop | undefined
  base.beforeAll(async () => {
    base.setTimeout(SHOP_START_MS)
    shop = await startShop(await options())
  })
  base.afterAll(async () => {
    base.setTimeout(SHOP_START_MS)
    await shop?.stop()
    await cleanup?.()
  })
  return () => {
    if (!shop) throw new Error('the shop of this file has not started')
    return shop
  }
}

/**
 * One shop for the file that sends its mail to an SMTP server of the file's own, as a real one
 * receives it. Returns getters for both.
 */
export function shopWithMailForFile(): { shop: () => Shop; smtp: () => Awaited<ReturnType<typeof startSmtp>> } {
  let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined
  const shop = shopForFile(
    async () => {
      smtp = await startSmtp()
      return { env: { SMTP_URL: smtp.url } }
    },
    () => smtp?.close(),
  )
  return {
    shop,
    smtp: () => {
      if (!smtp) throw new Error('the SMTP server of this file has not started')
      return smtp
    },
  }
}
