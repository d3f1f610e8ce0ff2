// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, Link, useNavigation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { marketForCountry } from '#shared/markets'
import { MarketOffer, marketToOffer } from './market-offer'

const SG = marketForCountry('SG')
const MY = marketForCountry('MY')

describe('which market is offered', () => {
  it("offers the browser's market when it is not the page's", () => {
    expect(marketToOffer(SG, '', ['ms-MY', 'en'])?.country).toBe('MY')
    expect(marketToOffer(MY, '', ['en-AU', 'en'])?.country).toBe('AU')
  })

  it("offers the market in the browser's language where it is sold in it, else in English", () => {
    expect(marketToOffer(SG, '', ['id-ID', 'en'])?.pathPrefix).toBe('/id-id')
    expect(marketToOffer(SG, '', ['ms', 'en'])?.pathPrefix).toBe('/ms-my')
    expect(marketToOffer(SG, '', ['zh-HK'])?.pathPrefix).toBe('/zh-hk')
    expect(marketToOffer(SG, '', ['en-MY'])?.pathPrefix).toBe('/en-my')
    // Simplified Chinese is Singapore's: a Malaysian browser reading it is offered Malaysia in English.
    expect(marketToOffer(SG, '', ['zh-MY'])?.pathPrefix).toBe('/en-my')
  })

  it("never offers the rest of the world's market: en-US is many a Singapore browser's default", () => {
    expect(marketToOffer(SG, '', ['en-US', 'en'])).toBeNull()
    expect(marketToOffer(MY, '', ['en-GB'])).toBeNull()
  })

  it('offers nothing on the suggested market, to a shopper who chose, or without a place', () => {
    expect(marketToOffer(MY, '', ['en-MY'])).toBeNull()
    expect(marketToOffer(SG, 'market=SG', ['en-MY'])).toBeNull()
    expect(marketToOffer(SG, '', ['en', 'fr'])).toBeNull()
  })
})

describe('market offer', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    document.cookie = 'market=; Max-Age=0; Path=/'
  })

  function renderAt(path: string) {
    const Page = () => (
      <>
        <h1>Page</h1>
        <MarketOffer />
      </>
    )
    const Stub = createRoutesStub([{ path: '*', Component: Page }])
    render(<Stub initialEntries={[path]} />)
  }

  it('is not worked out again while a navigation loads: the URL is what it follows', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-MY', 'en'])
    const Page = () => (
      <>
        <Link to="/contact">Contact</Link>
        <output aria-label="navigation">{useNavigation().state}</output>
        <MarketOffer />
      </>
    )
    // The next page's data never comes: the router stays in its loading state.
    const Stub = createRoutesStub([
      { path: '/faq', Component: Page },
      { path: '/contact', loader: () => new Promise<null>(() => {}), Component: () => null },
    ])
    render(<Stub initialEntries={['/faq']} />)
    await screen.findByRole('region', { name: 'Your country' })
    const reads = languages.mock.calls.length
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }))
    await expect.poll(() => screen.getByRole('status', { name: 'navigation' }).textContent).toBe('loading')
    expect(languages.mock.calls.length).toBe(reads)
  })

  it('offers Malaysia to a Malaysian browser on a Singapore page, and remembers "Stay here"', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-MY', 'en'])
    const user = userEvent.setup()
    renderAt('/faq')
    const offer = await screen.findByRole('region', { name: 'Your country' })
    expect(offer).toHaveTextContent('Shopping from Malaysia? See prices in MYR.')
    expect(screen.getByRole('button', { name: 'Shop in Malaysia' })).toHaveAttribute('value', 'MY')
    await user.click(screen.getByRole('button', { name: 'Stay here' }))
    expect(screen.queryByRole('region', { name: 'Your country' })).toBeNull()
    expect(document.cookie).toContain('market=SG')
  })

  it('offers nothing on the shopper’s own market', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-MY'])
    renderAt('/en-my/faq')
    await screen.findByRole('heading', { name: 'Page' })
    expect(screen.queryByRole('region', { name: 'Your country' })).toBeNull()
  })
})
