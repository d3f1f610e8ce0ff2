// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { marketForCountry } from '#shared/markets'
import { FreeShippingBar, shippingLine } from './free-shipping-bar'

const market = (country: string) => marketForCountry(country)

describe('free-shipping bar, per market', () => {
  it('Singapore: what is left to SGD 50, in SGD, with the bar', () => {
    render(<FreeShippingBar market={market('SG')} subtotal={44.98} />)
    expect(screen.getByText('SGD 5.02 away from free shipping')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Progress towards free shipping' })).toHaveAttribute('aria-valuenow', '90')
  })

  it('Malaysia: measured against MYR 480, in MYR', () => {
    render(<FreeShippingBar market={market('MY')} subtotal={240} />)
    expect(screen.getByText('MYR 240.00 away from free shipping')).toBeInTheDocument()
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50')
  })

  it('Indonesia and Australia: each against its own threshold; qualified once it is reached', () => {
    const { unmount } = render(<FreeShippingBar market={market('ID')} subtotal={1_900_000} />)
    expect(screen.getByText('You qualify for free shipping! 🎉')).toBeInTheDocument()
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    unmount()
    render(<FreeShippingBar market={market('AU')} subtotal={179.95} />)
    expect(screen.getByText('AUD 0.05 away from free shipping')).toBeInTheDocument()
  })

  it('the rest of the world: never told it qualifies, only that shipping is calculated at checkout', () => {
    render(<FreeShippingBar market={market('US')} subtotal={5000} />)
    expect(screen.getByText('International shipping is calculated at checkout')).toBeInTheDocument()
    expect(screen.queryByText(/qualify/)).toBeNull()
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})

describe('the shipping line under the cart total', () => {
  it('is the market’s flat rate, free from its threshold, or calculated at checkout', () => {
    expect(shippingLine(market('SG'), 49.99, 'en-SG')).toBe('Shipping: SGD 5.00')
    expect(shippingLine(market('SG'), 50, 'en-SG')).toBe('Shipping: free')
    expect(shippingLine(market('MY'), 479, 'en-SG')).toBe('Shipping is calculated at checkout')
    expect(shippingLine(market('MY'), 480, 'en-SG')).toBe('Shipping: free')
    expect(shippingLine(market('HK'), 900, 'en-SG')).toBe('Shipping: free')
    expect(shippingLine(market('US'), 10_000, 'en-SG')).toBe('Shipping is calculated at checkout')
  })
})
