// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useParams } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { PredictiveSearchData, SearchHit } from '~/lib/storefront/types'
import { SearchBox } from './search-box'

const hit = (handle: string, title: string): SearchHit => ({ id: `p-${handle}`, handle, title, price: { amount: '49.00', currencyCode: 'SGD' }, image: null })
const catalogue = [hit('grounding-cord', 'Grounding Cord'), hit('cord-extension', 'Cord Extension'), hit('yoga-mat', 'Yoga Mat')]

function renderSearch() {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <SearchBox id="site-search" /> },
    {
      path: '/api/predictive-search',
      loader: ({ request }): PredictiveSearchData => {
        const q = new URL(request.url).searchParams.get('q') ?? ''
        const answers = q.includes('safe') ? [{ id: 'is-grounding-safe', question: 'Is grounding safe?' }] : []
        return { q, results: catalogue.filter((h) => h.title.toLowerCase().includes(q.toLowerCase())), answers }
      },
    },
    { path: '/faq', Component: () => <h1>FAQ</h1> },
    {
      path: '/product/:handle',
      Component: function Product() {
        return <h1>{useParams().handle}</h1>
      },
    },
  ])
  return render(<Stub />)
}

describe('header search', () => {
  it("suggests the FAQ's answers under the products, each a link to its entry", async () => {
    const user = userEvent.setup()
    renderSearch()
    await user.type(await screen.findByRole('combobox', { name: 'Search products' }), 'is it safe')
    const answers = await screen.findByRole('list', { name: 'Answers from the FAQ' })
    const link = within(answers).getByRole('link', { name: 'Is grounding safe?' })
    expect(link).toHaveAttribute('href', '/faq#is-grounding-safe')
    expect(screen.getByText('No products match “is it safe”')).toBeInTheDocument()
    await user.click(link)
    expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeInTheDocument()
  })

  it('is a text input in the combobox pattern, not a search input with a role it may not take', async () => {
    renderSearch()
    const input = await screen.findByRole('combobox', { name: 'Search products' })
    expect(input).toHaveAttribute('type', 'text')
    expect(input).toHaveAttribute('inputmode', 'search')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(input).not.toHaveAttribute('aria-controls')
  })

  it('suggests products as one types, moves through them with the arrow keys and opens one with Enter', async () => {
    const user = userEvent.setup()
    renderSearch()
    const input = await screen.findByRole('combobox', { name: 'Search products' })
    await user.type(input, 'cord')
    const list = await screen.findByRole('listbox', { name: 'Suggested products' })
    expect(input).toHaveAttribute('aria-expanded', 'true')
    expect(input).toHaveAttribute('aria-controls', list.id)
    const options = within(list).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['Grounding CordSGD 49.00', 'Cord ExtensionSGD 49.00'])

    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(options[1]).toHaveAttribute('aria-selected', 'true')
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id)
    await user.keyboard('{ArrowDown}')
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowUp}')
    expect(options[1]).toHaveAttribute('aria-selected', 'true')

    await user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { name: 'cord-extension' })).toBeInTheDocument()
  })

  it('closes the suggestions with Escape and says when nothing matches', async () => {
    const user = userEvent.setup()
    renderSearch()
    const input = await screen.findByRole('combobox', { name: 'Search products' })
    await user.type(input, 'blanket')
    expect(await screen.findByText('No products match “blanket”')).toBeInTheDocument()
    expect(within(screen.getByRole('listbox')).queryAllByRole('option')).toHaveLength(0)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })
})
