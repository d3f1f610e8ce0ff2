// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ErrorBoundary } from '~/root'

describe('root error boundary', () => {
  it('renders a styled error page, not a blank one, when a loader fails', async () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => <p>never shown</p>,
        ErrorBoundary: ErrorBoundary as never,
        loader: () => {
          throw new Error('store unreachable')
        },
      },
    ])
    render(<Stub />)
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('500')
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    expect(screen.queryByText('never shown')).toBeNull()
  })

  it('shows the not-found page for a 404 response', async () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => null,
        ErrorBoundary: ErrorBoundary as never,
        loader: () => {
          throw new Response('missing', { status: 404 })
        },
      },
    ])
    render(<Stub />)
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument()
  })
})
