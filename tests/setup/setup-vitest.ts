// The matchers' types for every test file; at run time only the DOM tests load them (below).
import type {} from '@testing-library/jest-dom/vitest'
import { afterEach, expect, vi } from 'vitest'
import type * as UseCopy from '~/i18n/use-copy'
import type * as CartWords from '~/features/cart/words'

// A component rendered by a test without a page around it reads its copy in English, as the
// root and its route's loader would send it on Singapore's page (app/i18n): the tests that render a
// page in another language give it a CopyProvider of its own.
vi.mock('~/i18n/use-copy', async (importOriginal) => {
  const actual = await importOriginal<typeof UseCopy>()
  const english = await englishCopy()
  function useCopy(name: Parameters<typeof actual.useCopy>[0]) {
    try {
      return actual.useCopy(name)
    } catch (error) {
      if (!(name in english)) throw error
      return english[name]
    }
  }
  function useSentCopy(name: Parameters<typeof actual.useSentCopy>[0]) {
    return actual.useSentCopy(name) ?? english[name]
  }
  return { ...actual, useCopy: useCopy as typeof actual.useCopy, useSentCopy: useSentCopy as typeof actual.useSentCopy }
})
// ...and the cart's own code speaks English where no root gave it its words.
vi.mock('~/features/cart/words', async (importOriginal) => {
  const actual = await importOriginal<typeof CartWords>()
  const english = await englishCopy()
  const cartWords: typeof actual.cartWords = () => {
    try {
      return actual.cartWords()
    } catch {
      return { ...(english.cart as object), storeNoticeCopy: (english.catalogue as { storeNoticeCopy: unknown }).storeNoticeCopy } as ReturnType<
        typeof actual.cartWords
      >
    }
  }
  return { ...actual, cartWords }
})

/** Every English copy module a loader may send, as a page reads it (a module not sendable yet is left out). */
async function englishCopy(): Promise<Record<string, unknown>> {
  const [{ copyNames, pageCopy }, { localize }, { defaultMarket }] = await Promise.all([
    import('~/i18n/catalogue.server'),
    import('~/i18n/format'),
    import('#shared/markets'),
  ])
  const english: Record<string, unknown> = {}
  for (const name of copyNames) {
    try {
      english[name] = localize(defaultMarket.locale, (await pageCopy(defaultMarket, [name]))[name])
    } catch {
      // A module with functions the browser cannot be sent: its components still import it.
    }
  }
  return english
}

// Most test files run in Node and never render: loading React Testing Library and jest-dom into
// each of them cost about half a second a file. The DOM tests (`@vitest-environment happy-dom`)
// get jest-dom's matchers and Testing Library's clean-up, which it cannot register itself as
// Vitest runs without globals.
if (typeof document !== 'undefined') {
  const [{ cleanup, configure }, { installPopover }] = await Promise.all([
    import('@testing-library/react'),
    import('./popover'),
    import('@testing-library/jest-dom/vitest'),
  ])
  installPopover(globalThis)
  // findBy… and waitFor wait for state; their limit only bounds a hang. Testing Library's 1 s
  // default turned red on a busy machine (load 15 to 25), where a render can take seconds.
  configure({ asyncUtilTimeout: 120_000 })

  // No DOM test reaches the network: nothing listens where happy-dom's page lives, so a request a
  // test did not stub printed a connection error and the test passed on the component's error
  // state. A request the test has not stubbed now fails it, naming the request.
  const stray: string[] = []
  const refuse = (what: string) => {
    stray.push(what)
    return Promise.reject(new TypeError(`Failed to fetch: a test reached the network (${what}) without stubbing it`))
  }
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    refuse(`${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${input instanceof Request ? input.url : String(input)}`)
  afterEach(() => {
    cleanup()
    const requests = stray.splice(0)
    expect(requests, 'requests a test sent to the network without stubbing them (vi.stubGlobal("fetch", …))').toEqual([])
  })
}
