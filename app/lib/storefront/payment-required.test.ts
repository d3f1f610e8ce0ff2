import type { AppLoadContext } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { action as checkoutAction } from '~/routes/api.checkout'
import { faqQuestions } from '~/content/faq'
import { loader as suggestionsLoader } from '~/routes/api.predictive-search'
import { loader as productLoader } from '~/routes/product/route'
import { createStorefrontClient } from './client.server'
import { defaultConsentSettings } from '#shared/consent'

/** A store without a billing plan: every call is answered with HTTP 402. */
const context = {
  storefront: createStorefrontClient({
    endpoint: 'https://unpaid.myshopify.com/api/2025-07/graphql.json',
    token: 'token',
    fetch: async () => new Response('Payment Required', { status: 402 }),
  }),
  checkoutOrigin: 'https://unpaid.myshopify.com',
  consent: defaultConsentSettings,
} as AppLoadContext

type Answer = { type?: string; data?: unknown; init?: ResponseInit | null }
const statusOf = (answer: unknown) => ((answer as Answer).type === 'DataWithResponseInit' ? ((answer as Answer).init?.status ?? 200) : 200)
const dataOf = (answer: unknown) => ((answer as Answer).type === 'DataWithResponseInit' ? (answer as Answer).data : answer)
const args = <T>(request: Request, params: Record<string, string> = {}) => ({ request, params, context }) as unknown as T

describe('a store that needs payment, as each page tells it', () => {
  it('the product page: Product not found, with the payment-required notice', async () => {
    const answer = await productLoader(args(new Request('http://shop.test/product/premium-earthing-flat-sheet'), { handle: 'premium-earthing-flat-sheet' }))
    expect(statusOf(answer)).toBe(404)
    // The not-found page, with the notice its toast shows; no best sellers from a store that refuses every call.
    expect(dataOf(answer)).toMatchObject({
      product: null,
      notice: 'payment-required',
      bestSellers: null,
      head: { title: expect.stringContaining('Product not found'), noindex: true },
    })
  })

  it("the checkout: the store's invalid response, with the payment-required notice for the toast", async () => {
    const request = new Request('http://shop.test/api/checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }] }),
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const answer = await checkoutAction(args(request))
      expect(statusOf(answer)).toBe(502)
      expect(dataOf(answer)).toEqual({ error: 'Invalid response from Shopify API', notice: 'payment-required' })
      // One line for the owner, no stack trace.
      expect(logged.mock.calls).toEqual([['[checkout] could not create the checkout:', 'Shopify: Payment required']])
    } finally {
      logged.mockRestore()
    }
  })

  it("the header's suggestions: no product, and the FAQ's answers, which need no store", async () => {
    const answer = await suggestionsLoader(args(new Request('http://shop.test/api/predictive-search?q=mat')))
    expect(statusOf(answer)).toBe(200)
    const { results, answers } = dataOf(answer) as { results: unknown[]; answers: { id: string }[] }
    expect(results).toEqual([])
    expect(answers.length).toBeGreaterThan(0)
    for (const { id } of answers) expect(faqQuestions.map((q) => q.id)).toContain(id)
  })
})
