// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { TabList } from './tab-list'

const items = ['Domestic', 'International', 'Tracking'].map((label) => ({
  id: label.toLowerCase(),
  label,
  panel: <h3>{label} panel</h3>,
}))

/** The page at `url`: the tabs read the hash from the browser's own URL. */
function renderTabs(url = '/shipping-policy') {
  window.history.replaceState(null, '', url)
  const Stub = createRoutesStub([{ path: '/shipping-policy', Component: () => <TabList label="Shipping information" items={items} /> }])
  render(<Stub initialEntries={[url]} />)
}

/** The one tab chosen, the tab stop, and the one panel shown. */
function expectChosen(label: string) {
  for (const tab of screen.getAllByRole('tab')) {
    const chosen = tab.textContent === label
    expect(tab).toHaveAttribute('aria-selected', String(chosen))
    expect(tab).toHaveAttribute('tabindex', chosen ? '0' : '-1')
  }
  for (const other of items) {
    const panel = document.getElementById(`${other.id}-panel`)!
    expect(panel).toHaveAccessibleName(other.label)
    expect(panel.classList.contains('hidden')).toBe(other.label !== label)
  }
}

beforeEach(() => window.history.replaceState(null, '', '/'))

describe('TabList', () => {
  it('opens the first tab, and a click opens another and puts it in the URL', async () => {
    renderTabs()
    expectChosen('Domestic')
    await userEvent.click(screen.getByRole('tab', { name: 'International' }))
    expectChosen('International')
    expect(window.location.hash).toBe('#international')
  })

  it('moves with the arrow keys, wrapping round, and jumps with Home and End', async () => {
    renderTabs()
    screen.getByRole('tab', { name: 'Domestic' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'International' })).toHaveFocus()
    expectChosen('International')
    await userEvent.keyboard('{End}')
    expectChosen('Tracking')
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Domestic' })).toHaveFocus()
    expectChosen('Domestic')
    await userEvent.keyboard('{ArrowLeft}')
    expectChosen('Tracking')
    await userEvent.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'Domestic' })).toHaveFocus()
    expect(window.location.hash).toBe('#domestic')
  })

  it('opens the tab the URL names', async () => {
    renderTabs('/shipping-policy#tracking')
    expect(await screen.findByRole('tab', { name: 'Tracking', selected: true })).toBeInTheDocument()
    expectChosen('Tracking')
  })

  it('opens the first tab for a hash that names none', () => {
    renderTabs('/shipping-policy#nothing-here')
    expectChosen('Domestic')
  })
})
