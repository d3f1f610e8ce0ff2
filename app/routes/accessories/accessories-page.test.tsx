// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useSearchParams } from 'react-router'
import { describe, expect, it } from 'vitest'
import { pageHeading, pages } from '~/content/pages.server'
import { card, listing } from '~/features/catalog/testing'
import { AccessoriesPage } from './accessories-page'
import { defaultMarket } from '#shared/markets'
import { pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider } from '~/i18n/use-copy'

/** The copy the listing's loader sends. */
const copy = await pageCopy(defaultMarket, ['filters'])

/** /accessories with the category its URL names active (as its loader reads it). */
function renderAccessories(url = '/accessories') {
  function Page() {
    const [search] = useSearchParams()
    return <AccessoriesPage heading={pageHeading(pages.accessories)} active={search.get('category')} listing={listing([card(1)])} />
  }
  const Stub = createRoutesStub([{ path: '/accessories', Component: Page }])
  render(
    <CopyProvider copy={copy} locale="en-SG">
      <Stub initialEntries={[url]} />
    </CopyProvider>,
  )
}

const filters = () => screen.getAllByRole('link', { name: /Cords & Adapters|Outlet Testers|Other Accessories/ })
const active = () => filters().filter((link) => link.getAttribute('aria-current') === 'true')

describe('accessory category cards', () => {
  it('toggle a filter: a card turns it on, the active card turns it off, another card moves it', async () => {
    renderAccessories()
    const cords = await screen.findByRole('link', { name: /Cords & Adapters/ })
    expect(active()).toEqual([])
    expect(screen.queryByText('Active Filter')).toBeNull()

    await userEvent.click(cords)
    await expect.poll(() => active().map((link) => link.textContent)).toEqual([expect.stringContaining('Cords & Adapters')])
    expect(within(cords).getByText('Active Filter')).toBeInTheDocument()
    expect(cords).toHaveAttribute('href', '/accessories')

    await userEvent.click(screen.getByRole('link', { name: /Outlet Testers/ }))
    await expect.poll(() => active().map((link) => link.textContent)).toEqual([expect.stringContaining('Outlet Testers')])
    expect(screen.getAllByText('Active Filter')).toHaveLength(1)

    await userEvent.click(screen.getByRole('link', { name: /Outlet Testers/ }))
    await expect.poll(active).toEqual([])
    expect(screen.getByRole('link', { name: /Outlet Testers/ })).toHaveAttribute('href', '/accessories?category=outlet-testers')
  })

  it('a URL naming a category opens with its card active', async () => {
    renderAccessories('/accessories?category=other-accessories')
    const other = await screen.findByRole('link', { name: /Other Accessories/ })
    expect(other).toHaveAttribute('aria-current', 'true')
    expect(within(other).getByText('Active Filter')).toBeInTheDocument()
  })
})
