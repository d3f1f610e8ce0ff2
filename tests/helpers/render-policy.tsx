import { render, within } from '@testing-library/react'
import { type ComponentType } from 'react'
import { createRoutesStub } from 'react-router'
import { createStorefrontClient } from '~/lib/storefront/client.server'
import type { AppLoadContext } from 'react-router'
import PrivacyPolicy, { loader as privacyLoader } from '~/routes/privacy-policy/route'
import ReturnPolicy, { loader as returnLoader } from '~/routes/return-policy/route'
import ShippingPolicy, { loader as shippingLoader } from '~/routes/shipping-policy/route'

const routes = {
  '/shipping-policy': { Component: ShippingPolicy, loader: shippingLoader },
  '/return-policy': { Component: ReturnPolicy, loader: returnLoader },
  '/privacy-policy': { Component: PrivacyPolicy, loader: privacyLoader },
} as const

/**
 * What the policies' loaders read of the server's context: the public origin, for their head, and
 * the store's client, for the market it speaks for (Singapore's: a plain client). They ask the
 * store nothing, so a question would fail the test.
 */
const context = {
  siteUrl: 'https://shop.example.sg',
  storefront: createStorefrontClient({
    endpoint: 'https://store.invalid/api/2025-07/graphql.json',
    token: 'unused',
    fetch: () => Promise.reject(new Error('a policy page asked the store')),
  }),
} as AppLoadContext

/**
 * Renders a policy route as the router would, and returns the page's text: every text node,
 * hidden tab panels and closed sections included, separated by spaces as a reader sees them.
 */
export async function renderPolicy(path: keyof typeof routes): Promise<string> {
  const route = routes[path]
  const Stub = createRoutesStub(
    [
      {
        path,
        Component: route.Component as ComponentType,
        loader: route.loader,
        HydrateFallback: () => null,
      },
    ],
    context,
  )
  const { container } = render(<Stub initialEntries={[path]} />)
  // The page shows once its loader has run; the first render of a file, modules compiled on first
  // use, can take longer on a busy machine than Testing Library's default second.
  await within(container).findByRole('heading', { level: 1 }, { timeout: 10_000 })
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT)
  const parts: string[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.nodeValue ?? '')
  return parts.join(' ').replace(/\s+/g, ' ')
}
