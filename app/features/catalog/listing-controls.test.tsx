// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ListingToolbar, Pagination } from './listing-controls'
import { readListingParams } from './listing-params'
import { card, listing } from './testing'
import { defaultMarket } from '#shared/markets'
import { pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider } from '~/i18n/use-copy'

/** The copy the listing's loader sends. */
const copy = await pageCopy(defaultMarket, ['filters'])

/** A listing's controls at `url`, showing the sort its URL asks for, and where the shopper is. */
function renderAt(url: string, rest: Parameters<typeof listing>[1] = {}) {
  function Page() {
    const { pathname, search } = useLocation()
    const result = listing([card(1)], { total: { count: 14, more: false }, sort: readListingParams(new URLSearchParams(search)).sort, ...rest })
    return (
      <>
        <output aria-label="URL">{pathname + search}</output>
        <ListingToolbar result={result} />
        <Pagination result={result} />
      </>
    )
  }
  const Stub = createRoutesStub([{ path: '/shop-all', Component: Page }])
  render(
    <CopyProvider copy={copy} locale="en-SG">
      <Stub initialEntries={[url]} />
    </CopyProvider>,
  )
}

const url = () => screen.getByRole('status', { name: 'URL' }).textContent

describe('listing controls', () => {
  it('choosing a sort goes to its URL, keeping the search, and shows the sort chosen', async () => {
    renderAt('/shop-all?q=cord&utm_source=mail')
    const select = await screen.findByRole('combobox', { name: 'Sort by' })
    expect(select).toHaveValue('featured')
    expect(screen.getByText('14 products')).toBeInTheDocument()

    await userEvent.selectOptions(select, 'price-asc')
    await expect.poll(url).toBe('/shop-all?q=cord&sort=price-asc')
    expect(select).toHaveValue('price-asc')

    // The second choice as the first; the default sort has a plain URL.
    await userEvent.selectOptions(select, 'featured')
    await expect.poll(url).toBe('/shop-all?q=cord')
    expect(select).toHaveValue('featured')
  })

  it('without JavaScript it is a GET form to the listing, with its search and a Sort button', async () => {
    renderAt('/shop-all?q=cord&after=abc')
    const form = (await screen.findByRole('combobox', { name: 'Sort by' })).closest('form')!
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/shop-all')
    expect(Object.fromEntries(new FormData(form))).toEqual({ q: 'cord', sort: 'featured' })
    expect(within(form).getByRole('button', { name: 'Sort', hidden: true })).toHaveAttribute('type', 'submit')
  })

  it('page links carry the cursor, the sort and the search', async () => {
    renderAt('/shop-all?q=cord&sort=newest', { pages: { previous: { before: 'b1' }, next: { after: 'a1' } } })
    const pages = await screen.findByRole('navigation', { name: 'Pages' })
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/shop-all?q=cord&sort=newest&after=a1')
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/shop-all?q=cord&sort=newest&before=b1')
  })
})
