// The matchers' types for every test file; at run time only the DOM tests load them (below).
import type {} from '@testing-library/jest-dom/vitest'
import { afterEach, expect } from 'vitest'

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
