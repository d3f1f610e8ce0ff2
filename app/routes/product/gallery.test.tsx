// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ProductGallery } from './product-gallery'
import { defaultMarket } from '#shared/markets'
import { pageCopy } from '~/i18n/catalogue.server'
import { CopyProvider } from '~/i18n/use-copy'

const gallerySent = await pageCopy(defaultMarket, ['gallery'])
const withCopy = (page: ReactNode) => (
  <CopyProvider copy={gallerySent} locale="en-SG">
    {page}
  </CopyProvider>
)

const images = [1, 2, 3].map((n) => ({ url: `/cdn/shop/files/p${n}.png`, altText: `Photo ${n}`, width: 1200, height: 900 }))

function gallery() {
  render(withCopy(<ProductGallery images={images} title="Sheet" />))
  const track = screen.getByTestId('gallery-track')
  Object.defineProperty(track, 'clientWidth', { value: 400 })
  track.scrollTo = vi.fn() as never
  const thumbs = within(screen.getByRole('list', { name: 'Product images' })).getAllByRole('button')
  return { user: userEvent.setup(), track, thumbs, pressed: () => thumbs.map((t) => t.getAttribute('aria-pressed')) }
}

// The browser's idle moments, in the test's hands.
let idleCallbacks: (() => void)[] = []
const becomeIdle = () => act(() => idleCallbacks.splice(0).forEach((callback) => callback()))

beforeEach(() => {
  window.matchMedia = vi.fn(() => ({ matches: false })) as never
  idleCallbacks = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
})

describe('ProductGallery', () => {
  it('shows a thumbnail’s slide and marks it; the arrows and arrow keys step round', async () => {
    const { user, track, thumbs, pressed } = gallery()
    expect(pressed()).toEqual(['true', 'false', 'false'])
    await user.click(thumbs[1]!)
    expect(track.scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' })
    expect(pressed()).toEqual(['false', 'true', 'false'])
    await user.keyboard('{ArrowRight}')
    expect(pressed()).toEqual(['false', 'false', 'true'])
    await user.click(screen.getByRole('button', { name: 'Next image' }))
    expect(track.scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' })
    expect(pressed()).toEqual(['true', 'false', 'false'])
  })

  it('loads the first slide at once, the next once the page is idle, the rest once the shopper reaches for the gallery', () => {
    gallery()
    const slides = () => within(screen.getByTestId('gallery-track')).getAllByRole('img')
    expect(slides().map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([[null, 'high']])
    becomeIdle()
    expect(slides().map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      [null, 'high'],
      ['lazy', 'low'],
    ])
    fireEvent.pointerDown(screen.getByTestId('gallery-track'))
    expect(slides().map((img) => [img.getAttribute('alt'), img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['Photo 1', null, 'high'],
      ['Photo 2', 'lazy', 'low'],
      ['Photo 3', 'lazy', 'low'],
    ])
  })

  it('a swipe reaches for it too; without JavaScript every slide is there, lazy', () => {
    const { track } = gallery()
    fireEvent.scroll(track)
    expect(within(track).getAllByRole('img')).toHaveLength(3)
    const html = renderToString(withCopy(<ProductGallery images={images} title="Sheet" />))
    expect(html).toMatch(/<noscript><img[^>]*alt="Photo 2"[^>]*loading="lazy"/)
    expect(html).toMatch(/<noscript><img[^>]*alt="Photo 3"[^>]*loading="lazy"/)
    expect(html).not.toMatch(/<noscript><img[^>]*alt="Photo 1"/)
  })

  it('follows a swipe', () => {
    const { track, pressed } = gallery()
    track.scrollLeft = 790
    fireEvent.scroll(track)
    expect(pressed()).toEqual(['false', 'false', 'true'])
  })

  it('opens a slide large in a dialog that steps round the images and closes', async () => {
    const { user } = gallery()
    await user.click(screen.getByRole('button', { name: 'Zoom image 2 of 3' }))
    const zoom = await screen.findByRole('dialog', { name: 'Zoomed product image' })
    // Never enlarged: the zoom asks for the image's own 1200 px, not 1600.
    expect(within(zoom).getByRole('img')).toHaveAttribute('src', '/cdn/shop/files/p2.png?width=1200')
    expect(within(zoom).getByRole('img')).toHaveAccessibleName('Photo 2')
    await user.click(within(zoom).getByRole('button', { name: 'Next image' }))
    expect(within(zoom).getByRole('img')).toHaveAccessibleName('Photo 3')
    expect(zoom).toHaveTextContent('Image 3 of 3')
    await user.keyboard('{ArrowRight}')
    expect(within(zoom).getByRole('img')).toHaveAccessibleName('Photo 1')
    await user.click(within(zoom).getByRole('button', { name: 'Close zoom' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
