// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { act, useState } from 'react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { ProductSummary } from '~/lib/storefront/types'
import { ProductList } from './product-grid'
import { card, listing, money } from './testing'

// Each card's image counts its renders: a card rendered again renders its image again.
const imageRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('./product-image', () => ({
  ProductImage: ({ image }: { image: { url: string } }) => {
    imageRenders.count++
    return <img src={image.url} alt="" />
  },
}))

/** Shows a listing of `first`; the function it returns shows another list in its place. */
function renderList(first: ProductSummary[]) {
  let setProducts: (products: ProductSummary[]) => void = () => {}
  function Listing() {
    const [products, set] = useState(first)
    setProducts = set
    return <ProductList result={listing(products)} label="Shop All" aboveTheFold={false} />
  }
  const Stub = createRoutesStub([{ path: '/', Component: Listing }])
  render(<Stub />)
  return (products: ProductSummary[]) => act(() => setProducts(products))
}

/** A loader's new answer for the same products: equal data in new objects. */
const answerOf = (products: ProductSummary[]) => products.map((product) => structuredClone(product))

describe('a listing shown again with new data (another sort, page or filter)', () => {
  it('renders no card again when only the sort changed, and only the card whose product changed', () => {
    const show = renderList([1, 2, 3, 4, 5, 6].map((n) => card(n)))
    expect(imageRenders.count).toBe(6)

    const reversed = answerOf([6, 5, 4, 3, 2, 1].map((n) => card(n)))
    show(reversed)
    expect(imageRenders.count).toBe(6)

    const repriced = answerOf(reversed)
    repriced[2] = { ...repriced[2]!, price: money('39.00'), compareAt: money('49.00'), onSale: true }
    show(repriced)
    expect(imageRenders.count).toBe(7)
  })
})
