// The matchers' types for every test file; at run time only the DOM tests load them (below).
import type {} from '@testing-library/jest-dom/vitest'
import { afterEach } from 'vitest'

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
  afterEach(() => cleanup())
  // findBy… and waitFor wait for state; their limit only bounds a hang. Testing Library's 1 s
  // default turned red on a busy machine (load 15 to 25), where a render can take seconds.
  configure({ asyncUtilTimeout: 120_000 })
}
