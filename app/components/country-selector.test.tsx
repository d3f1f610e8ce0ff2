// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLocation } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { CountrySelector } from './country-selector'

const countries = [
  { isoCode: 'SG', name: 'Singapore', currency: 'SGD', symbol: '$' },
  { isoCode: 'MY', name: 'Malaysia', currency: 'MYR', symbol: 'RM' },
  { isoCode: 'AU', name: 'Australia', currency: 'AUD', symbol: '$' },
]

function Where() {
  const { pathname, search } = useLocation()
  return <p>at {pathname + search}</p>
}

/** The selector on a page, under a root that lists the store's countries, and the `/market` action. */
function renderAt(path: string) {
  const posted: { country?: string; path?: string } = {}
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ countries }),
      Component: () => (
        <>
          <CountrySelector place="footer" />
          <Where />
        </>
      ),
      children: [{ path: '*', Component: () => null }],
    },
    {
      path: '/market',
      action: async ({ request }) => {
        const form = await request.formData()
        posted.country = String(form.get('country'))
        posted.path = String(form.get('path'))
        return null
      },
    },
  ])
  render(<Stub initialEntries={[path]} />)
  return posted
}

describe('country selector', () => {
  it("lists the store's countries with their currency, the page's market chosen", async () => {
    renderAt('/en-my/faq')
    const select = await screen.findByRole('combobox', { name: 'Country/region' })
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Singapore (SGD $)', 'Malaysia (MYR RM)', 'Australia (AUD $)'])
    expect(select).toHaveValue('MY')
  })

  it('sends the chosen country and this page, as Singapore names it, query kept', async () => {
    const user = userEvent.setup()
    const posted = renderAt('/en-my/shop-all?q=mat')
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country/region' }), 'AU')
    await user.click(screen.getByRole('button', { name: 'Update' }))
    await vi.waitFor(() => expect(posted).toEqual({ country: 'AU', path: '/shop-all?q=mat' }), { timeout: 120_000 })
  })

  it("shows Singapore's market on Singapore's pages", async () => {
    renderAt('/faq')
    expect(await screen.findByRole('combobox', { name: 'Country/region' })).toHaveValue('SG')
  })
})
