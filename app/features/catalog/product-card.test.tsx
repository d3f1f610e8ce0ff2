// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useCartStore } from '~/features/cart/store'
import { ProductCard } from './product-card'
import { ProductList } from './product-grid'
import { card, listing, variant } from './testing'

const renderAt = (element: React.ReactElement) => {
  const Stub = createRoutesStub([
    { path: '/', Component: () => element },
    { path: '/product/:handle', Component: () => <h1>Product page</h1> },
  ])
  return render(<Stub />)
}

describe('product card', () => {
  beforeEach(() => {
    localStorage.clear()
    useCartStore.setState({ items: [], cartId: null, checkoutUrl: null, drawerOpen: false, justAdded: null })
  })

  it("Add puts one of the card's variant in the cart and opens the drawer on it", async () => {
    renderAt(<ProductCard product={card(3, { add: variant })} priority={false} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Add Product 3 to cart' }))
    const state = useCartStore.getState()
    expect(state.drawerOpen).toBe(true)
    expect(state.justAdded).toEqual({ variantId: variant.id, title: 'Product 3' })
    expect(state.items).toMatchObject([{ variantId: variant.id, quantity: 1, price: variant.price, product: { handle: 'product-3', title: 'Product 3' } }])

    await userEvent.click(screen.getByRole('button', { name: 'Add Product 3 to cart' }))
    expect(useCartStore.getState().items).toMatchObject([{ variantId: variant.id, quantity: 2 }])
  })

  it('a product with several variants leads to its options; a sold-out one says so and adds nothing', async () => {
    renderAt(
      <>
        <ProductCard product={card(1)} priority={false} />
        <ProductCard product={card(2, 'sold-out')} priority={false} />
      </>,
    )
    expect(await screen.findByRole('link', { name: 'Choose options for Product 1' })).toHaveAttribute('href', '/product/product-1')
    expect(screen.getByText('Sold out')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Add .* to cart/ })).toBeNull()
  })

  it('the title opens the product', async () => {
    renderAt(<ProductCard product={card(4, { add: variant })} priority={false} />)
    await userEvent.click(await screen.findByRole('link', { name: 'Product 4' }))
    expect(await screen.findByRole('heading', { name: 'Product page' })).toBeInTheDocument()
  })

  it('the first row loads at once, the first two with high priority; the others lazily, hidden until loaded', async () => {
    renderAt(<ProductList result={listing([1, 2, 3, 4, 5].map((n) => card(n)))} label="Shop All" />)
    const images = await screen.findAllByRole('img')
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'auto', 'auto', null])
    expect(images.slice(0, 4).every((image) => !image.hasAttribute('loading'))).toBe(true)
    const lazy = images[4]!
    expect(lazy).toHaveAttribute('loading', 'lazy')
    expect(lazy).toHaveAttribute('src', '/cdn/shop/files/p5.png?width=600')
    expect(lazy).toHaveAttribute('data-loaded', 'false')
    lazy.dispatchEvent(new Event('load'))
    await expect.poll(() => lazy.getAttribute('data-loaded')).toBe('true')
  })

  it('a new sort that moves a card into or out of the first row moves its image and changes nothing on it', async () => {
    let reorder: (ids: number[]) => void = () => {}
    function Sortable() {
      const [ids, setIds] = useState([1, 2, 3, 4, 5])
      reorder = setIds
      return <ProductList result={listing(ids.map((n) => card(n)))} label="Shop All" />
    }
    renderAt(<Sortable />)
    const imageOf = (n: number) => screen.getAllByRole('img').find((image) => image.getAttribute('src')?.includes(`/p${n}.png`))!
    await screen.findAllByRole('img')
    const fifth = imageOf(5)
    const fourth = imageOf(4)
    fifth.dispatchEvent(new Event('load'))
    await expect.poll(() => fifth.getAttribute('data-loaded')).toBe('true')

    const written: string[] = []
    const observer = new MutationObserver((records) => records.forEach((r) => written.push(`${(r.target as Element).getAttribute('src')} ${r.attributeName}`)))
    screen.getAllByRole('img').forEach((image) => observer.observe(image, { attributes: true }))
    act(() => reorder([5, 1, 2, 3, 4]))
    await new Promise<void>((resolve) => queueMicrotask(resolve))
    observer.disconnect()
    expect(screen.getAllByRole('img')[0]).toBe(fifth)
    expect(imageOf(4)).toBe(fourth)
    expect(written).toEqual([])
    // The hints of the first load: the fifth, loaded lazily, is shown; the fourth stays eager.
    expect(fifth).toHaveAttribute('loading', 'lazy')
    expect(fifth).toHaveAttribute('data-loaded', 'true')
    expect(fourth).toHaveAttribute('fetchpriority', 'auto')
  })
})
