// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { copyFor } from '~/lib/copy-testing'
import { reviews } from '~/content/testimonials-reviews'
import { defaultFilters, filterReviews } from '~/features/reviews/filters'
import { ReviewsSection } from './reviews-section'

const copy = (await copyFor('testimonials')).testimonialsCopy.reviews

function renderReviews(url = '/testimonials') {
  window.history.replaceState(null, '', url)
  const Stub = createRoutesStub([
    {
      path: '/testimonials',
      Component: () => <ReviewsSection reviews={reviews} />,
    },
  ])
  render(<Stub initialEntries={[url]} />)
}

const status = () => screen.getByText(/^Showing \d+ of \d+ reviews$/)

beforeEach(() => window.history.replaceState(null, '', '/'))

describe('ReviewsSection filters', () => {
  it('narrows the reviews as a dropdown changes, and keeps the choice in the URL', async () => {
    renderReviews()
    expect(status()).toHaveTextContent(copy.showing({ shown: reviews.length, total: reviews.length }))
    await userEvent.selectOptions(screen.getByLabelText(copy.rating), '5')
    const fives = filterReviews(reviews, { ...defaultFilters, rating: 5 })
    await waitFor(() => expect(status()).toHaveTextContent(copy.showing({ shown: fives.length, total: reviews.length })))
    expect(window.location.search).toBe('?rating=5')
  })

  it('searches as the shopper types, and Clear filters brings every review back', async () => {
    renderReviews()
    await userEvent.type(screen.getByRole('searchbox', { name: copy.searchLabel }), 'zzzz no such words')
    await waitFor(() => expect(screen.getByText(copy.empty)).toBeInTheDocument())
    expect(status()).toHaveTextContent(copy.showing({ shown: 0, total: reviews.length }))
    await userEvent.click(screen.getByRole('button', { name: copy.clear }))
    await waitFor(() => expect(status()).toHaveTextContent(copy.showing({ shown: reviews.length, total: reviews.length })))
    expect(screen.getByRole('searchbox', { name: copy.searchLabel })).toHaveValue('')
  })

  it("shows the URL's filters from the first render", () => {
    renderReviews('/testimonials?rating=5')
    const fives = filterReviews(reviews, { ...defaultFilters, rating: 5 })
    expect(status()).toHaveTextContent(copy.showing({ shown: fives.length, total: reviews.length }))
    expect(screen.getByLabelText(copy.rating)).toHaveValue('5')
  })
})
