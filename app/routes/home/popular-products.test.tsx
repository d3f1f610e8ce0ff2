// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { PopularProducts } from './popular-products'

const renderAt = (children?: React.ReactNode) => {
  const Stub = createRoutesStub([{ path: '/', Component: () => <PopularProducts>{children}</PopularProducts> }])
  return render(<Stub />)
}

describe('PopularProducts', () => {
  afterEach(cleanup)

  it('frames the product grid it is given in the #products section, with heading, intro and a link to the shop', async () => {
    renderAt(<ul aria-label="Product grid" />)
    const section = await screen.findByRole('region', { name: 'Our Most Popular Grounding Products' })
    expect(section.id).toBe('products')
    expect(section).toHaveTextContent('A ground tester included with every purchase.')
    expect(section).toContainElement(screen.getByRole('list', { name: 'Product grid' }))
    expect(screen.getByRole('link', { name: 'Shop all products' })).toHaveAttribute('href', '/shop-all')
  })

  it('renders the frame alone until products are passed in', async () => {
    renderAt()
    const section = await screen.findByRole('region', { name: 'Our Most Popular Grounding Products' })
    expect(within(section).queryByRole('list')).toBeNull()
    expect(within(section).getByRole('link', { name: 'Shop all products' })).toBeVisible()
  })
})
