// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadImagesWhenNear } from './lazy-images'

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>[]) => void
const observers: { callback: Callback; margin: string; watched: Element[] }[] = []

vi.stubGlobal(
  'IntersectionObserver',
  class {
    watched: Element[] = []
    constructor(callback: Callback, options: IntersectionObserverInit) {
      observers.push({ callback, margin: options.rootMargin ?? '', watched: this.watched })
    }
    observe(element: Element) {
      this.watched.push(element)
    }
    unobserve(element: Element) {
      this.watched.splice(this.watched.indexOf(element), 1)
    }
    disconnect() {
      this.watched.length = 0
    }
  },
)

afterEach(() => {
  observers.length = 0
})

describe('loadImagesWhenNear', () => {
  it('moves an image’s addresses into place once it comes near, and marks it loaded when it has loaded', () => {
    document.body.innerHTML = '<div><img data-src="/a.png?width=600" data-srcset="/a.png?width=200 200w" data-loaded="false"><img src="/b.png"></div>'
    const [lazy] = document.querySelectorAll('img')
    const stop = loadImagesWhenNear(document.body.firstElementChild!, 50)
    const [observer] = observers
    expect(observer!.margin).toBe('50px')
    expect(observer!.watched).toEqual([lazy])
    expect(lazy!.getAttribute('src')).toBeNull()

    observer!.callback([{ isIntersecting: true, target: lazy! }])
    expect(lazy!.getAttribute('src')).toBe('/a.png?width=600')
    expect(lazy!.getAttribute('srcset')).toBe('/a.png?width=200 200w')
    expect(observer!.watched).toEqual([])
    expect(lazy!.dataset.loaded).toBe('false')
    lazy!.dispatchEvent(new Event('load'))
    expect(lazy!.dataset.loaded).toBe('true')
    stop()
  })

  it('leaves an image that is not near yet', () => {
    document.body.innerHTML = '<div><img data-src="/a.png" data-srcset=""></div>'
    loadImagesWhenNear(document.body.firstElementChild!, 50)
    const image = document.querySelector('img')!
    observers[0]!.callback([{ isIntersecting: false, target: image }])
    expect(image.getAttribute('src')).toBeNull()
  })
})
