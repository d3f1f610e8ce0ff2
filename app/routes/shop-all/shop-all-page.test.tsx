// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useNavigation } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { pageHeading, pages } from '~/content/pages.server'
import type { ListingResult } from '~/features/catalog/listing.server'
import { card, listing } from '~/features/catalog/testing'
import { ShopAllPage } from './shop-all-page'
import { defaultMarket } from '#shared/markets'
import { pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider } from '~/i18n/use-copy'

/** The copy the listing's loader sends. */
const copy = await pageCopy(defaultMarket, ['filters', 'shop-categories'])

// The grid counts its renders and shows its order.
const gridRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('~/features/catalog/product-grid', () => ({
  ProductList: ({ result, label }: { result: ListingResult; label: string }) => {
    gridRenders.count++
    return (
      <ul aria-label={label}>
        {result.products.map((product) => (
          <li key={product.id}>{product.title}</li>
        ))}
      </ul>
    )
  },
}))

/** The router's state, rendered beside the page (as the progress bar is in the root). */
function NavigationState() {
  return <output aria-label="navigation">{useNavigation().state}</output>
}

describe('/shop-all while a new sort loads', () => {
  it('renders the page again only when the new sort arrives, not for the loading state', async () => {
    const products = [1, 2, 3].map((n) => card(n))
    // As the route's loader gives it: the same object while the page's data is the same.
    const heading = pageHeading(pages.shopAll)
    let answer: (result: ListingResult) => void = () => {}
    const Stub = createRoutesStub([
      {
        path: '/shop-all',
        // The first load answers at once; the new sort's waits until the test answers it.
        loader: ({ request }) =>
          new URL(request.url).searchParams.has('sort') ? new Promise<ListingResult>((resolve) => (answer = resolve)) : listing(products),
        Component: ({ loaderData }: { loaderData: ListingResult }) => (
          <>
            <NavigationState />
            <ShopAllPage heading={heading} q="" listing={loaderData} suggestions={null} />
          </>
        ),
      },
    ])
    render(
      <CopyProvider copy={copy} locale="en-SG">
        <Stub initialEntries={['/shop-all']} />
      </CopyProvider>,
    )
    const select = await screen.findByRole('combobox', { name: 'Sort by' })
    const rendersBefore = gridRenders.count

    await userEvent.selectOptions(select, 'price-desc')
    // The choice shows at once; the router is loading the new sort and the page is not rendered for it.
    await expect.poll(() => screen.getByRole('status', { name: 'navigation' }).textContent).toBe('loading')
    expect(select).toHaveValue('price-desc')
    expect(gridRenders.count).toBe(rendersBefore)

    answer(listing([...products].reverse(), { sort: 'price-desc' }))
    await expect
      .poll(() =>
        within(screen.getByRole('list', { name: 'Shop All' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      )
      .toEqual(products.map((p) => p.title).reverse())
    expect(gridRenders.count).toBe(rendersBefore + 1)
  })
})
