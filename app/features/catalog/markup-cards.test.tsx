// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCartStore } from '~/features/cart/store'
import { toast } from '~/lib/toast'
import { MarkupCards, type MarkupCardsData } from './markup-cards'

vi.mock('~/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), message: vi.fn() } }))

/** The IntersectionObserver the lazy images use: each test says when an image comes near. */
const watched: Element[] = []
let near: (target: Element) => void = () => {}
vi.stubGlobal(
  'IntersectionObserver',
  class {
    constructor(callback: (entries: Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>[]) => void) {
      near = (target) => callback([{ isIntersecting: true, target }])
    }
    observe = (element: Element) => watched.push(element)
    unobserve = (element: Element) => watched.splice(watched.indexOf(element), 1)
    disconnect = () => (watched.length = 0)
  },
)

const line = {
  variantId: 'gid://shopify/ProductVariant/1',
  variantTitle: 'Default Title',
  quantity: 1,
  price: { amount: '49.00', currencyCode: 'SGD' },
  compareAtPrice: null,
  product: { id: 'gid://shopify/Product/1', handle: 'mat', title: 'Mat', image: null },
}

const html =
  '<section><a href="/product/mat">Mat</a><button type="button" data-add-to-cart="mat">Add</button>' +
  '<a href="/product/sheet">Sheet</a><button type="button">Other</button>' +
  '<img alt="Mat" data-src="/cdn/mat.png?width=600" data-srcset="/cdn/mat.png?width=200 200w" data-loaded="false"></section>'

const cards = (overrides: Partial<MarkupCardsData> = {}): MarkupCardsData => ({ html, adds: { mat: line }, notice: null, imageMarginPx: 50, ...overrides })

function renderCards(data: MarkupCardsData) {
  // Prefetching on intent needs the framework's manifest: the browser tests cover it (home.spec.ts).
  const Stub = createRoutesStub([{ path: '/', Component: () => <MarkupCards id="cards" cards={data} /> }])
  return render(<Stub />)
}

describe('MarkupCards', () => {
  beforeEach(() => useCartStore.setState({ items: [], drawerOpen: false, justAdded: null }))
  afterEach(() => {
    cleanup()
    vi.mocked(toast.error).mockClear()
  })

  it("shows the server's markup and puts a card's line in the cart when its Add is pressed, and nothing for other buttons", async () => {
    renderCards(cards())
    fireEvent.click(await screen.findByRole('button', { name: 'Other' }))
    expect(useCartStore.getState().items).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(useCartStore.getState()).toMatchObject({ drawerOpen: true, justAdded: { variantId: line.variantId, title: 'Mat' } })
    expect(useCartStore.getState().items).toMatchObject([{ variantId: line.variantId, quantity: 1 }])
  })

  it('loads a lazy image once it comes near, and marks it loaded when it has', async () => {
    renderCards(cards())
    const image = await screen.findByRole('img', { name: 'Mat' })
    expect(image.getAttribute('src')).toBeNull()
    expect(watched).toEqual([image])
    act(() => near(image))
    expect(image.getAttribute('src')).toBe('/cdn/mat.png?width=600')
    expect(image.getAttribute('srcset')).toBe('/cdn/mat.png?width=200 200w')
    fireEvent.load(image)
    expect(image.dataset.loaded).toBe('true')
  })

  it("toasts the store's notice", async () => {
    renderCards(cards({ notice: { title: 'Shopify: Payment required', description: 'An active billing plan is needed.' } }))
    await screen.findByRole('button', { name: 'Add' })
    expect(toast.error).toHaveBeenCalledWith('Shopify: Payment required', { description: 'An active billing plan is needed.' })
  })
})
