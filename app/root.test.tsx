// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '~/root'

describe('root error boundary', () => {
  afterEach(() => vi.restoreAllMocks())

  it('renders a styled error page, not a blank one, when a loader fails', async () => {
    // In development the boundary logs the error for the developer: that log is part of what is checked.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = new Error('store unreachable')
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => <p>never shown</p>,
        ErrorBoundary: ErrorBoundary as never,
        HydrateFallback: () => null,
        loader: () => {
          throw failure
        },
      },
    ])
    render(<Stub />)
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith(failure)
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
        HydrateFallback: () => null,
        loader: () => {
          throw new Response('missing', { status: 404 })
        },
      },
    ])
    render(<Stub />)
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument()
  })
})
