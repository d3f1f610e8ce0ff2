// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { MobileMenu } from './mobile-menu'

function renderMenu() {
  const Stub = createRoutesStub([
    { path: '/', Component: MobileMenu },
    { path: '/contact', Component: () => <h1>Contact Us</h1> },
  ])
  return render(<Stub />)
}

describe('phone menu', () => {
  it('opens on the first tap, already in the page, and says so on its button', async () => {
    const user = userEvent.setup()
    renderMenu()
    const button = await screen.findByRole('button', { name: 'Open menu' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    const drawer = screen.getByRole('dialog', { name: 'Groundwell' })
    expect(drawer).toHaveAttribute('open')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(within(drawer).getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument()
  })

  it('closes with its close button and gives focus back to the menu button', async () => {
    const user = userEvent.setup()
    renderMenu()
    const button = await screen.findByRole('button', { name: 'Open menu' })
    await user.click(button)
    await user.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(button).toHaveFocus()
  })

  it('closes as a link is followed, and the page changes', async () => {
    const user = userEvent.setup()
    renderMenu()
    await user.click(await screen.findByRole('button', { name: 'Open menu' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Contact Us' }))
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
