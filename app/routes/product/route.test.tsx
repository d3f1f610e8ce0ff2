// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, Outlet, useLocation } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { defaultMarket } from '#shared/markets'
import type * as backInStock from '~/content/back-in-stock'
import { pageCopy } from '~/i18n/catalogue.server'
import { localize } from '~/i18n/format'
import type { ProductWithDetails } from '~/lib/storefront/catalogue'
import Product, { shouldRevalidate } from './route'

const copy = await pageCopy(defaultMarket, ['product-page', 'gallery', 'size-guide', 'back-in-stock'])
const { backInStockCopy } = localize<typeof backInStock>('en-SG', copy['back-in-stock'])
const money = (amount: string) => ({ amount, currencyCode: 'SGD' })
const variant = (n: number, size: string, amount: string, availableForSale = true, compareAt: string | null = null) => ({
  id: `gid://shopify/ProductVariant/${n}`,
  title: size,
  availableForSale,
  price: money(amount),
  compareAtPrice: compareAt ? money(compareAt) : null,
  selectedOptions: [{ name: 'Size', value: size }],
  image: null,
})
const product: ProductWithDetails = {
  id: 'gid://shopify/Product/1',
  title: 'Flat Sheet',
  description: 'Cotton.',
  handle: 'flat-sheet',
  productType: 'Sheet',
  availableForSale: true,
  priceRange: { minVariantPrice: money('119.00') },
  images: [],
  variants: [variant(1, 'Single', '119.00'), variant(2, 'Queen', '149.00', true, '189.00'), variant(3, 'King', '169.00', false)],
  options: [{ name: 'Size', values: ['Single', 'Queen', 'King'] }],
  details: { inTheBox: null, sizeAndFit: null, care: null },
}

function ShownSearch() {
  const { search } = useLocation()
  return <output aria-label="URL">{search}</output>
}

function productPage(url = '/product/flat-sheet') {
  const loaders = { root: vi.fn(() => ({})), product: vi.fn() }
  loaders.product.mockImplementation(() => ({
    siteUrl: 'https://shop.test',
    product,
    notice: null,
    benefits: [],
    shippingAndReturns: [],
    reviews: [],
    shopWide: false,
    related: [],
    sizeOption: 'Size',
    crumbs: { home: 'Home', shop: { label: 'Shop', to: '/shop-all' } },
    copy,
  }))
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: loaders.root,
      Component: () => (
        <>
          <Outlet />
          <ShownSearch />
        </>
      ),
      children: [{ path: 'product/:handle', loader: loaders.product, shouldRevalidate, Component: Product }],
    },
  ])
  render(<Stub initialEntries={[url]} />)
  return { user: userEvent.setup(), loaders }
}

describe('the product page’s variant picker', () => {
  it('shows the chosen variant’s price and stock at once and puts it in the URL, asking for no data', async () => {
    const { user, loaders } = productPage()
    const sizes = await screen.findByRole('group', { name: /^Size/ })
    const price = screen.getByTestId('product-price')
    expect(within(sizes).getByRole('link', { name: /^Single/ })).toHaveAttribute('aria-current', 'true')
    expect(price).toHaveTextContent('SGD 119.00')

    await user.click(within(sizes).getByRole('link', { name: /^Queen/ }))
    expect(within(sizes).getByRole('link', { name: /^Queen/ })).toHaveAttribute('aria-current', 'true')
    expect(price).toHaveTextContent('Sale price SGD 149.00')
    expect(price.querySelector('s')).toHaveTextContent('SGD 189.00')
    expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent('?variant=2')

    await user.click(within(sizes).getByRole('link', { name: /^Single/ }))
    expect(price).toHaveTextContent('SGD 119.00')
    expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent('?variant=1')

    // The page had every variant: neither its data nor the root's was asked for again.
    expect(loaders.product).toHaveBeenCalledTimes(1)
    expect(loaders.root).toHaveBeenCalledTimes(1)
  })

  it('shows a sold-out variant the URL names as out of stock, with nothing to add but a way to hear when it is back', async () => {
    productPage('/product/flat-sheet?variant=3')
    expect(await screen.findByTestId('product-price')).toHaveTextContent('SGD 169.00')
    expect(screen.getByText('Out of Stock', { selector: 'p' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeDisabled()
    expect(screen.getByRole('link', { name: /^King\W+Sold out/ })).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('heading', { name: backInStockCopy.heading })).toBeInTheDocument()
    expect(screen.getByText(backInStockCopy.body({ option: 'King' }))).toBeInTheDocument()
  })

  it('offers no back-in-stock form for a variant for sale', async () => {
    productPage('/product/flat-sheet?variant=1')
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled()
    expect(screen.queryByRole('heading', { name: backInStockCopy.heading })).not.toBeInTheDocument()
  })

  it('revalidates for anything but the variant', () => {
    const args = (from: string, to: string) =>
      ({
        currentUrl: new URL(from, 'https://shop.test'),
        nextUrl: new URL(to, 'https://shop.test'),
        defaultShouldRevalidate: true,
      }) as Parameters<typeof shouldRevalidate>[0]
    expect(shouldRevalidate(args('/product/a', '/product/a?variant=2'))).toBe(false)
    expect(shouldRevalidate(args('/product/a?variant=2', '/product/a?variant=3'))).toBe(false)
    expect(shouldRevalidate(args('/product/a', '/product/b'))).toBe(true)
    expect(shouldRevalidate(args('/product/a?variant=2', '/product/a?variant=2&utm=x'))).toBe(true)
  })
})
