// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, Link, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Facet } from '~/lib/storefront/catalogue'
import { filteredHref, filterForm, toggledParams } from './filter-state'
import { ActiveFilters, FilterDrawer, FilterForm } from './listing-filters'
import { card, listing } from './testing'
import { defaultMarket } from '#shared/markets'
import { pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider } from '~/i18n/use-copy'

/** The copy the listing's loader sends. */
const copy = await pageCopy(defaultMarket, ['filters'])

const value = (id: string, label: string, count: number, input: object) => ({ id, label, count, input: JSON.stringify(input) })

/** Facets as the store answers them: availability, price, type and an option, and one this shop cannot write (a metafield). */
const facets: Facet[] = [
  {
    id: 'filter.v.availability',
    label: 'Availability',
    type: 'LIST',
    values: [value('a1', 'In stock', 12, { available: true }), value('a0', 'Out of stock', 0, { available: false })],
  },
  { id: 'filter.v.price', label: 'Price', type: 'PRICE_RANGE', values: [value('p', 'Price', 0, { price: { min: 0, max: 349 } })] },
  {
    id: 'filter.p.product_type',
    label: 'Product type',
    type: 'LIST',
    values: [value('t1', 'Sheets', 3, { productType: 'Sheets' }), value('t2', 'Mats', 3, { productType: 'Mats' })],
  },
  {
    id: 'filter.v.option.size',
    label: 'Size',
    type: 'LIST',
    values: [
      value('s1', 'Queen', 3, { variantOption: { name: 'Size', value: 'Queen' } }),
      value('s2', 'King', 2, { variantOption: { name: 'Size', value: 'King' } }),
    ],
  },
  {
    id: 'filter.p.m.custom.material',
    label: 'Material',
    type: 'LIST',
    values: [value('m1', 'Silver', 2, { productMetafield: { namespace: 'custom', key: 'material', value: 'Silver' } })],
  },
]

/** The filter form and chips of a listing at `url`, and where the shopper is. */
function renderAt(url: string) {
  function Page() {
    const { pathname, search } = useLocation()
    const result = listing([card(1)], { facets, total: { count: 12, more: false } })
    return (
      <>
        <output aria-label="URL">{pathname + search}</output>
        <Link to="/shop-all?sort=price-asc">Price, low to high</Link>
        <ActiveFilters result={result} />
        <FilterForm result={result} />
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

const url = () => decodeURIComponent(screen.getByRole('status', { name: 'URL' }).textContent!).replaceAll('+', ' ')
const chips = () => screen.queryByRole('list', { name: 'Active filters' })

describe('listing filters', () => {
  it("show the store's facets with their counts; a value no product has is disabled; a filter the shop cannot write is left out", async () => {
    renderAt('/shop-all')
    const availability = await screen.findByRole('group', { name: 'Availability' })
    expect(within(availability).getByRole('checkbox', { name: 'In stock (12)' })).toBeEnabled()
    expect(within(availability).getByRole('checkbox', { name: 'Out of stock (0)' })).toBeDisabled()
    expect(within(screen.getByRole('group', { name: 'Size' })).getAllByRole('checkbox')).toHaveLength(2)
    expect(screen.getByRole('spinbutton', { name: 'To' })).toHaveAttribute('placeholder', '349')
    expect(screen.queryByRole('group', { name: 'Material' })).toBeNull()
    expect(chips()).toBeNull()
    // Without JavaScript the form is sent with its button, in Shopify's names.
    expect(screen.getByRole('checkbox', { name: 'Queen (3)' })).toHaveAttribute('name', 'filter.v.option.size')
    expect(screen.getByRole('button', { name: 'Apply filters' })).toHaveAttribute('type', 'submit')
  })

  it('a new sort leaves the boxes as they are: none is written to again', async () => {
    renderAt('/shop-all')
    const boxes = await screen.findAllByRole('checkbox')
    const written: string[] = []
    const observer = new MutationObserver((records) => records.forEach((r) => written.push(`${(r.target as HTMLInputElement).value} ${r.attributeName}`)))
    boxes.forEach((box) => observer.observe(box, { attributes: true }))
    await userEvent.click(screen.getByRole('link', { name: 'Price, low to high' }))
    await screen.findByText('/shop-all?sort=price-asc')
    // The form follows the new sort (its hidden field), and the boxes keep their state untouched.
    expect(document.querySelector('input[type="hidden"][name="sort"]')).toHaveValue('price-asc')
    await new Promise<void>((resolve) => queueMicrotask(resolve))
    observer.disconnect()
    expect(written).toEqual([])
    expect(screen.getByRole('checkbox', { name: 'Queen (3)' })).not.toBeChecked()
  })

  it('a choice goes to its URL at once: the search and sort kept, the page the first', async () => {
    renderAt('/shop-all?q=sheet&sort=price-asc&after=Y3Vyc29yOjE5')
    await userEvent.click(await screen.findByRole('checkbox', { name: 'In stock (12)' }))
    await expect.poll(url).toBe('/shop-all?q=sheet&filter.v.availability=1&sort=price-asc')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Queen (3)' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'King (2)' }))
    await expect.poll(url).toBe('/shop-all?q=sheet&filter.v.availability=1&filter.v.option.size=Queen&filter.v.option.size=King&sort=price-asc')
    expect(screen.getByRole('checkbox', { name: 'Queen (3)' })).toBeChecked()
    // Off again.
    await userEvent.click(screen.getByRole('checkbox', { name: 'In stock (12)' }))
    await expect.poll(url).toBe('/shop-all?q=sheet&filter.v.option.size=Queen&filter.v.option.size=King&sort=price-asc')
    expect(screen.getByRole('checkbox', { name: 'In stock (12)' })).not.toBeChecked()
  })

  it('the URL prefetched for a choice is the very one the choice goes to', async () => {
    const start = '/shop-all?q=sheet&filter.v.option.size=Queen&filter.v.price.gte=20&sort=price-asc'
    const search = new URL(start, 'http://shop.test').searchParams
    const form = filterForm(facets, search)
    const choices = form.lists.flatMap((list) => list.values).filter((value) => value.count > 0 || value.checked)
    expect(choices.map((value) => value.label)).toEqual(['In stock', 'Sheets', 'Mats', 'Queen', 'King'])
    for (const value of choices) {
      renderAt(start)
      await userEvent.click(await screen.findByRole('checkbox', { name: `${value.label} (${value.count})` }))
      await expect.poll(() => screen.getByRole('status', { name: 'URL' }).textContent).toBe(filteredHref('/shop-all', search, toggledParams(form, value)))
      cleanup()
    }
  })

  it('a price range applies when the field is left', async () => {
    renderAt('/shop-all')
    await userEvent.type(await screen.findByRole('spinbutton', { name: 'From' }), '20')
    await userEvent.tab()
    await expect.poll(url).toBe('/shop-all?filter.v.price.gte=20')
    await userEvent.type(screen.getByRole('spinbutton', { name: 'To' }), '100')
    await userEvent.tab()
    await expect.poll(url).toBe('/shop-all?filter.v.price.gte=20&filter.v.price.lte=100')
    expect(screen.getByRole('link', { name: 'Remove filter: Price: SGD 20.00 – SGD 100.00' })).toBeInTheDocument()
  })

  it('each chip takes off its own filter, Clear all every one; the sort stays', async () => {
    renderAt('/shop-all?filter.v.availability=1&filter.p.product_type=Mats&filter.v.option.size=Queen&sort=newest&filter.v.price.lte=abc')
    const list = await screen.findByRole('list', { name: 'Active filters' })
    // A malformed price is no filter: no chip for it.
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Remove filter: In stock', 'Remove filter: Product type: Mats', 'Remove filter: Size: Queen'])
    await userEvent.click(within(list).getByRole('link', { name: 'Remove filter: Product type: Mats' }))
    await expect.poll(url).toBe('/shop-all?filter.v.availability=1&filter.v.option.size=Queen&sort=newest')
    expect(screen.getByRole('checkbox', { name: 'Mats (3)' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Queen (3)' })).toBeChecked()
    await userEvent.click(screen.getByRole('link', { name: 'Clear all' }))
    await expect.poll(url).toBe('/shop-all?sort=newest')
    expect(chips()).toBeNull()
  })

  it("the phone's Filter button opens the same form in a drawer, which stays open through the choices and closes on Show results", async () => {
    function Page() {
      const { pathname, search } = useLocation()
      return (
        <>
          <output aria-label="URL">{pathname + search}</output>
          <FilterDrawer result={listing([card(1)], { facets, total: { count: 12, more: false } })} />
        </>
      )
    }
    const Stub = createRoutesStub([{ path: '/shop-all', Component: Page }])
    render(
      <CopyProvider copy={copy} locale="en-SG">
        <Stub initialEntries={['/shop-all?filter.v.option.size=Queen&sort=newest']} />
      </CopyProvider>,
    )
    const button = await screen.findByRole('button', { name: 'Filter (1)' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('dialog')).toBeNull()

    await userEvent.click(button)
    const drawer = await screen.findByRole('dialog', { name: 'Filter' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(within(drawer).getByRole('button', { name: 'Close filters' })).toHaveFocus()
    expect(within(drawer).getByRole('link', { name: 'Remove filter: Size: Queen' })).toBeInTheDocument()
    expect(within(drawer).getByRole('checkbox', { name: 'Queen (3)' })).toBeChecked()

    // A choice goes to its URL and the drawer stays open for the next one.
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'King (2)' }))
    await expect.poll(url).toBe('/shop-all?filter.v.option.size=Queen&filter.v.option.size=King&sort=newest')
    expect(screen.getByRole('button', { name: 'Filter (2)' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('dialog', { name: 'Filter' })).toBeInTheDocument()

    await userEvent.click(within(drawer).getByRole('button', { name: 'Show 12 results' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Filter (2)' })).toHaveAttribute('aria-expanded', 'false')
  })
})
