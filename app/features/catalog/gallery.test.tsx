// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runGallery, type ZoomImage } from './gallery'
import { ProductGallery } from './product-gallery'

const images = [1, 2, 3].map((n) => ({ url: `/cdn/shop/files/p${n}.png`, altText: `Photo ${n}`, width: 1200, height: 900 }))

describe('runGallery', () => {
  let root: HTMLElement
  let zoomed: [ZoomImage[], number][]
  let intents: number
  let stop: () => void
  const thumbs = () => [...root.querySelectorAll('[data-thumb]')]
  const pressed = () => thumbs().map((t) => t.getAttribute('aria-pressed'))
  const track = () => root.querySelector<HTMLElement>('[data-gallery-track]')!

  beforeEach(() => {
    document.body.innerHTML = `<div>${renderToStaticMarkup(<ProductGallery images={images} title="Sheet" />)}</div>`
    root = document.body.firstElementChild as HTMLElement
    Object.defineProperty(track(), 'clientWidth', { value: 400 })
    track().scrollTo = vi.fn() as never
    zoomed = []
    intents = 0
    stop = runGallery(
      root,
      (list, index) => zoomed.push([list, index]),
      () => intents++,
    )
  })
  afterEach(() => stop())

  it('steps with the arrows, going round past either end, and marks the slide shown', () => {
    expect(pressed()).toEqual(['true', 'false', 'false'])
    root.querySelector<HTMLElement>('[data-step="-1"]')!.click()
    expect(track().scrollTo).toHaveBeenLastCalledWith({ left: 800, behavior: 'smooth' })
    expect(pressed()).toEqual(['false', 'false', 'true'])
    expect(root.querySelector('[data-gallery-count]')!.textContent).toBe('3 / 3')
    root.querySelector<HTMLElement>('[data-step="1"]')!.click()
    expect(pressed()).toEqual(['true', 'false', 'false'])
  })

  it('shows a thumbnail’s slide, steps on the arrow keys, and follows a swipe', () => {
    ;(thumbs()[1] as HTMLElement).click()
    expect(track().scrollTo).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' })
    expect(pressed()).toEqual(['false', 'true', 'false'])
    const key = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true })
    thumbs()[1]!.dispatchEvent(key)
    expect(key.defaultPrevented).toBe(true)
    expect(pressed()).toEqual(['false', 'false', 'true'])
    track().scrollLeft = 390
    track().dispatchEvent(new Event('scroll'))
    expect(pressed()).toEqual(['false', 'true', 'false'])
    expect(root.querySelector('[data-gallery-count]')!.textContent).toBe('2 / 3')
  })

  it('opens a slide large with every slide’s zoomed image, and loads the zoom as the pointer comes to a slide', () => {
    const slides = root.querySelectorAll<HTMLElement>('[data-zoom]')
    slides[1]!.querySelector('img')!.dispatchEvent(new Event('pointerover', { bubbles: true }))
    expect(intents).toBe(1)
    slides[1]!.click()
    // Never enlarged: the zoom asks for the image's own 1200 px, not 1600.
    expect(zoomed).toEqual([[images.map((image) => ({ src: `${image.url}?width=1200`, alt: image.altText, width: 1200, height: 900 })), 1]])
  })

  it('stops listening', () => {
    stop()
    ;(thumbs()[2] as HTMLElement).click()
    expect(pressed()).toEqual(['true', 'false', 'false'])
  })
})
