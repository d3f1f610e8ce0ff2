// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { openZoom } from './product-zoom'

const images = [1, 2, 3].map((n) => ({ src: `/cdn/p${n}.png?width=1600`, alt: `Photo ${n}`, width: 1200, height: 900 }))
const dialog = () => document.querySelector('dialog')
const button = (label: string) => dialog()!.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!

describe('openZoom', () => {
  afterEach(() => dialog()?.close())

  it('shows the image it was opened on in a modal dialog; the arrows and arrow keys step round them', () => {
    openZoom(images, 2)
    expect(dialog()!.open).toBe(true)
    expect(dialog()!.getAttribute('aria-label')).toBe('Zoomed product image')
    const img = dialog()!.querySelector('img')!
    expect([img.getAttribute('src'), img.alt]).toEqual(['/cdn/p3.png?width=1600', 'Photo 3'])
    button('Next image').click()
    expect(img.alt).toBe('Photo 1')
    expect(dialog()!.textContent).toContain('Image 1 of 3')
    button('Previous image').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
    expect(img.alt).toBe('Photo 3')
  })

  it('is removed once closed, from its button or by leaving the page', () => {
    openZoom(images, 0)
    button('Close zoom').click()
    expect(dialog()).toBeNull()
    openZoom(images, 0)
    dispatchEvent(new PopStateEvent('popstate'))
    expect(dialog()).toBeNull()
  })

  it('has no arrows for one image', () => {
    openZoom(images.slice(0, 1), 0)
    expect(dialog()!.querySelectorAll('button')).toHaveLength(1)
  })
})
