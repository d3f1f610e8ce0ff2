// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { ListingResult } from '~/features/catalog/listing.server'
import { PopularProducts } from './popular-products'
import { card, listing } from '~/features/catalog/testing'
import { copyFor } from '~/lib/copy-testing'

const { home } = await copyFor('home')

const renderWith = (result: ListingResult) => {
  const Stub = createRoutesStub([{ path: '/', Component: () => <PopularProducts copy={home.products} listing={result} /> }])
  return render(<Stub />)
}

describe('PopularProducts', () => {
  afterEach(cleanup)

  it('shows the best sellers in the #products section, with heading, intro and a link to the shop', async () => {
    renderWith(listing([card(1), card(2)]))
    const section = await screen.findByRole('region', { name: 'Our Most Popular Grounding Products' })
    expect(section.id).toBe('products')
    expect(section).toHaveTextContent('A ground tester included with every purchase.')
    const grid = within(section).getByRole('list', { name: 'Popular products' })
    expect(
      within(grid)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Product 1', 'Product 2'])
    expect(within(section).getByRole('link', { name: 'Product 1' })).toHaveAttribute('href', '/product/product-1')
    expect(screen.getByRole('link', { name: 'Shop all products' })).toHaveAttribute('href', '/shop-all')
  })

  it('says no products were found when the store has none to show', async () => {
    renderWith(listing([]))
    const section = await screen.findByRole('region', { name: 'Our Most Popular Grounding Products' })
    expect(within(section).queryByRole('list')).toBeNull()
    expect(section).toHaveTextContent('No products found')
    expect(within(section).getByRole('link', { name: 'Shop all products' })).toBeVisible()
  })
})
